import type { TdsSummaryResponse } from '@invest/contracts';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import { Button, Muted } from '@invest/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import styled from 'styled-components';
import { useGetTdsSummaryQuery } from '../api/money-out-api.js';
import { formatInstant } from '../model/display.js';
import { CardProblem, Definitions, Section } from './layout.js';
import { TdsDeclarationForm } from './tds-declaration-form.js';

const Years = styled.table`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

/** Why a declaration no longer stops TDS, in the API's words. */
const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.tones.yellow.foreground};
  background: ${({ theme }) => theme.tones.yellow.background};
  border: 1px solid ${({ theme }) => theme.tones.yellow.border};
`;

const Saved = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

function TdsFigures({ summary }: { summary: TdsSummaryResponse }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const declaration = summary.declaration?.financialYear === summary.financialYear ? summary.declaration : null;
  return (
    <>
      <p>
        <Muted as="span">{_('dashboard.tds.explainer', { rate: summary.ratePercent, threshold: formatInr(summary.threshold) })}</Muted>
      </p>
      {declaration?.notice ? <Notice role="status">{declaration.notice}</Notice> : null}
      <Definitions aria-label={_('dashboard.tds.figures', { year: summary.financialYear })}>
        <dt>{_('dashboard.tds.interestPaid', { year: summary.financialYear })}</dt>
        <dd>{formatInr(summary.interestPaid)}</dd>
        <dt>{_('dashboard.tds.deducted')}</dt>
        <dd>{formatInr(summary.tdsDeducted)}</dd>
        <dt>{_('dashboard.tds.threshold')}</dt>
        <dd>{formatInr(summary.threshold)}</dd>
        <dt>{_('dashboard.tds.rate')}</dt>
        <dd>{summary.ratePercent}%</dd>
        <dt>{_('dashboard.tds.declaration')}</dt>
        <dd data-testid="tds-declaration">
          {declaration
            ? _(declaration.inEffect ? 'dashboard.tds.declared' : 'dashboard.tds.declaredNotInEffect', {
                form: declaration.form,
                date: formatInstant(declaration.declaredAt, locale),
                income: formatInr(declaration.estimatedTotalIncome),
              })
            : _('dashboard.tds.none')}
        </dd>
      </Definitions>
      {summary.years.length > 0 ? (
        <Years aria-label={_('dashboard.tds.years')}>
          <thead>
            <tr>
              <th scope="col">{_('dashboard.tds.column.year')}</th>
              <th scope="col">{_('dashboard.tds.column.gross')}</th>
              <th scope="col">{_('dashboard.tds.column.tds')}</th>
              <th scope="col">{_('dashboard.tds.column.net')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.years.map((year) => (
              <tr key={year.financialYear}>
                <td>{year.financialYear}</td>
                <td>{formatInr(year.gross)}</td>
                <td>{formatInr(year.tds)}</td>
                <td>{formatInr(year.net)}</td>
              </tr>
            ))}
          </tbody>
        </Years>
      ) : null}
    </>
  );
}

/**
 * Tax (TDS) on FD interest: this financial year's interest and TDS, the threshold and rate that apply to the investor,
 * the totals per financial year, the Form 15G/15H declaration, and the form to make one for the current year.
 */
export function TdsCard({ kycVerified }: { kycVerified: boolean }) {
  const { _ } = useI18n();
  const summary = useGetTdsSummaryQuery(kycVerified ? undefined : skipToken);
  const [saved, setSaved] = useState<string | null>(null);
  const data = summary.data;
  const declared = Boolean(data?.declaration && data.declaration.financialYear === data.financialYear);
  return (
    <Section aria-labelledby="tds-heading">
      <h2 id="tds-heading">{_('dashboard.tds.title')}</h2>
      {!kycVerified ? <Muted as="span">{_('dashboard.tds.kycFirst')}</Muted> : null}
      {summary.isLoading ? <Muted as="span">{_('dashboard.loadingShort')}</Muted> : null}
      {summary.isError && !data ? (
        <CardProblem role="alert">
          {_('dashboard.tds.loadFailed')}{' '}
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            {_('dashboard.tryAgain')}
          </Button>
        </CardProblem>
      ) : null}
      {saved ? <Saved role="status">{saved}</Saved> : null}
      {data ? <TdsFigures summary={data} /> : null}
      {data && !declared ? <TdsDeclarationForm summary={data} onSaved={setSaved} /> : null}
    </Section>
  );
}
