import { formatInr } from '@invest/platform';
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
  const { data, isError, refetch } = useGetTaxPapersQuery(userId);
  const urls = taxPaperUrls(userId);
  return (
    <Section aria-labelledby="tax-papers-heading">
      <h2 id="tax-papers-heading">Tax papers</h2>
      {isError && !data ? (
        <CardProblem role="alert">
          Could not load your tax papers.{' '}
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </CardProblem>
      ) : null}
      {data ? (
        <>
          <h3>TDS certificates</h3>
          {data.certificates.length === 0 ? (
            <p>
              <Muted as="span">
                No TDS certificate yet: one is issued for each closed quarter (Apr-Jun, Jul-Sep, Oct-Dec, Jan-Mar) in which TDS was deducted.
              </Muted>
            </p>
          ) : (
            <Papers aria-label="TDS certificates">
              {data.certificates.map((certificate) => (
                <li key={certificate.quarter}>
                  <span>
                    {certificate.label}: TDS {formatInr(certificate.tds)} on {formatInr(certificate.amountPaid)}
                  </span>
                  <ButtonAnchor
                    href={urls.certificate(certificate.quarter)}
                    download
                    $variant="outline"
                    aria-label={`Download TDS certificate ${certificate.label} (PDF)`}
                  >
                    Certificate (PDF)
                  </ButtonAnchor>
                </li>
              ))}
            </Papers>
          )}
          <h3>Tax statements</h3>
          {data.years.length === 0 ? (
            <p>
              <Muted as="span">No payouts yet.</Muted>
            </p>
          ) : (
            <Papers aria-label="Tax statements">
              {data.years.map((year) => (
                <li key={year.financialYear}>
                  <span>
                    {year.label}
                    {year.open ? ' (so far)' : ''}
                  </span>
                  <Links>
                    <ButtonAnchor
                      href={urls.statementPdf(year.financialYear)}
                      download
                      $variant="outline"
                      aria-label={`Download tax statement FY ${year.financialYear} (PDF)`}
                    >
                      PDF
                    </ButtonAnchor>
                    <ButtonAnchor
                      href={urls.statementCsv(year.financialYear)}
                      download
                      $variant="outline"
                      aria-label={`Download tax statement FY ${year.financialYear} (CSV)`}
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
