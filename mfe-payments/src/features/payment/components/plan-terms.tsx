import type { PlanTerms } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Card, CardTitle, DefinitionList, Muted, Select, Stack } from '@invest/ui';
import { useId } from 'react';
import { hasTenureChoice, tenureOptions } from '../model/payment-rules.js';

interface Props {
  terms: PlanTerms;
  /** Months chosen (the plan's own when it fixes the tenure). */
  tenure: number;
  onTenureChange: (months: number) => void;
}

const PAYOUT_WORDS: Record<PlanTerms['payoutFrequency'], string> = {
  monthly: 'Monthly, on the 15th',
  maturity: 'At maturity',
  redemption: 'When you redeem, at that day’s price',
};

function rateOf(terms: PlanTerms): string {
  if (terms.returnRate === null) return terms.returns;
  const booked = `${terms.returnRate}% p.a.`;
  return terms.returns.startsWith(booked) ? terms.returns : `${booked} (${terms.returns})`;
}

/** The terms the server books the investment at (GET /api/catalogue/plans/{planId}): the page shows, never decides. */
export function PlanTermsCard({ terms, tenure, onTenureChange }: Props) {
  const id = useId();
  const choice = hasTenureChoice(terms);
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <Stack>
        <CardTitle id={`${id}-title`} as="h2">
          Plan terms
        </CardTitle>
        <DefinitionList>
          <dt>Plan</dt>
          <dd>{terms.mode === 'sip' ? 'Monthly SIP: the first instalment now, the rest by UPI AutoPay' : 'Lump sum'}</dd>
          <dt>Interest rate</dt>
          <dd data-testid="terms-rate">{rateOf(terms)}</dd>
          {terms.monthlyRate === null ? null : (
            <>
              <dt>Monthly return</dt>
              <dd>{terms.monthlyRate}%</dd>
            </>
          )}
          <dt>Tenure</dt>
          <dd data-testid="terms-tenure">{choice ? `${terms.tenure.minMonths} to ${terms.tenure.maxMonths} months` : `${terms.tenure.minMonths} months`}</dd>
          <dt>Payout</dt>
          <dd>{PAYOUT_WORDS[terms.payoutFrequency]}</dd>
          <dt>Amount</dt>
          <dd data-testid="terms-amount-range">
            Minimum {formatInr(terms.minAmount)}, maximum {formatInr(terms.maxAmount)}
          </dd>
        </DefinitionList>
        {choice ? (
          <>
            <label htmlFor={`${id}-tenure`}>
              <strong>Tenure (months)</strong>
            </label>
            <Select id={`${id}-tenure`} value={tenure} onChange={(event) => onTenureChange(Number(event.target.value))}>
              {tenureOptions(terms).map((months) => (
                <option key={months} value={months}>
                  {months} months
                </option>
              ))}
            </Select>
          </>
        ) : null}
        <Muted>These are the terms your investment is booked at.</Muted>
      </Stack>
    </Card>
  );
}
