import type { TdsSummaryResponse } from '@invest/contracts';
import { formatInr } from '@invest/platform';
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
  const declaration = summary.declaration?.financialYear === summary.financialYear ? summary.declaration : null;
  return (
    <>
      <p>
        <Muted as="span">
          We pay your FD interest ourselves, so TDS at {summary.ratePercent}% is deducted once the interest we pay you in a financial year (April to March)
          passes {formatInr(summary.threshold)}, unless you declare Form 15G/15H.
        </Muted>
      </p>
      {declaration?.notice ? <Notice role="status">{declaration.notice}</Notice> : null}
      <Definitions aria-label={`TDS for ${summary.financialYear}`}>
        <dt>Interest paid (FY {summary.financialYear})</dt>
        <dd>{formatInr(summary.interestPaid)}</dd>
        <dt>TDS deducted</dt>
        <dd>{formatInr(summary.tdsDeducted)}</dd>
        <dt>Threshold</dt>
        <dd>{formatInr(summary.threshold)}</dd>
        <dt>Rate</dt>
        <dd>{summary.ratePercent}%</dd>
        <dt>Declaration</dt>
        <dd data-testid="tds-declaration">
          {declaration
            ? `Form ${declaration.form}, declared ${formatInstant(declaration.declaredAt)} (estimated income ${formatInr(declaration.estimatedTotalIncome)})${declaration.inEffect ? '' : ', no longer in effect'}`
            : 'None'}
        </dd>
      </Definitions>
      {summary.years.length > 0 ? (
        <Years aria-label="Payout totals per financial year">
          <thead>
            <tr>
              <th scope="col">Financial year</th>
              <th scope="col">Gross</th>
              <th scope="col">TDS</th>
              <th scope="col">Net</th>
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
  const summary = useGetTdsSummaryQuery(kycVerified ? undefined : skipToken);
  const [saved, setSaved] = useState<string | null>(null);
  const data = summary.data;
  const declared = Boolean(data?.declaration && data.declaration.financialYear === data.financialYear);
  return (
    <Section aria-labelledby="tds-heading">
      <h2 id="tds-heading">Tax (TDS)</h2>
      {!kycVerified ? <Muted as="span">TDS on interest is shown here once your KYC is verified.</Muted> : null}
      {summary.isLoading ? <Muted as="span">Loading…</Muted> : null}
      {summary.isError && !data ? (
        <CardProblem role="alert">
          Could not load your TDS summary.{' '}
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </CardProblem>
      ) : null}
      {saved ? <Saved role="status">{saved}</Saved> : null}
      {data ? <TdsFigures summary={data} /> : null}
      {data && !declared ? <TdsDeclarationForm summary={data} onSaved={setSaved} /> : null}
    </Section>
  );
}
