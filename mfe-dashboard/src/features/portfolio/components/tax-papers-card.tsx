import { formatInr, useI18n } from '@invest/platform';
import { Button, ButtonAnchor, Muted } from '@invest/ui';
import styled from 'styled-components';
import { useGetTaxPapersQuery } from '../api/tax-papers-api.js';
import { taxPaperUrls } from '../model/display.js';
import { CardProblem, Rows, Section } from './layout.js';

/** The dashboard's row list (layout.ts), with room below each list. */
const Papers = styled(Rows)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The investor's tax papers: a TDS certificate (Form 16A format, PDF) for each closed quarter in which TDS was
 * deducted, and a tax statement per financial year (PDF and CSV). The server decides what is on offer.
 */
export function TaxPapersCard({ userId }: { userId: string }) {
  const { _ } = useI18n();
  const { data, isError, refetch } = useGetTaxPapersQuery(userId);
  const urls = taxPaperUrls(userId);
  return (
    <Section aria-labelledby="tax-papers-heading">
      <h2 id="tax-papers-heading">{_('dashboard.taxPapers.title')}</h2>
      {isError && !data ? (
        <CardProblem role="alert">
          {_('dashboard.taxPapers.loadFailed')}{' '}
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {_('dashboard.tryAgain')}
          </Button>
        </CardProblem>
      ) : null}
      {data ? (
        <>
          <h3>{_('dashboard.taxPapers.certificates')}</h3>
          {data.certificates.length === 0 ? (
            <p>
              <Muted as="span">{_('dashboard.taxPapers.noCertificates')}</Muted>
            </p>
          ) : (
            <Papers aria-label={_('dashboard.taxPapers.certificates')}>
              {data.certificates.map((certificate) => (
                <li key={certificate.quarter}>
                  <span>
                    {_('dashboard.taxPapers.certificate', {
                      label: certificate.label,
                      tds: formatInr(certificate.tds),
                      paid: formatInr(certificate.amountPaid),
                    })}
                  </span>
                  <ButtonAnchor
                    href={urls.certificate(certificate.quarter)}
                    download
                    $variant="outline"
                    aria-label={_('dashboard.taxPapers.downloadCertificate', { label: certificate.label })}
                  >
                    {_('dashboard.taxPapers.certificatePdf')}
                  </ButtonAnchor>
                </li>
              ))}
            </Papers>
          )}
          <h3>{_('dashboard.taxPapers.statements')}</h3>
          {data.years.length === 0 ? (
            <p>
              <Muted as="span">{_('dashboard.taxPapers.noStatements')}</Muted>
            </p>
          ) : (
            <Papers aria-label={_('dashboard.taxPapers.statements')}>
              {data.years.map((year) => (
                <li key={year.financialYear}>
                  <span>{year.open ? _('dashboard.taxPapers.soFar', { label: year.label }) : year.label}</span>
                  <Links>
                    <ButtonAnchor
                      href={urls.statementPdf(year.financialYear)}
                      download
                      $variant="outline"
                      aria-label={_('dashboard.taxPapers.downloadPdf', { year: year.financialYear })}
                    >
                      PDF
                    </ButtonAnchor>
                    <ButtonAnchor
                      href={urls.statementCsv(year.financialYear)}
                      download
                      $variant="outline"
                      aria-label={_('dashboard.taxPapers.downloadCsv', { year: year.financialYear })}
                    >
                      CSV
                    </ButtonAnchor>
                  </Links>
                </li>
              ))}
            </Papers>
          )}
        </>
      ) : null}
    </Section>
  );
}
