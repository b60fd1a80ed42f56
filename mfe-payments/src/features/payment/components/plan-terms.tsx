import type { PlanTerms } from '@invest/contracts';
import { formatInr, useI18n, type I18n } from '@invest/platform';
import { Card, CardTitle, DefinitionList, Muted, Select, Stack } from '@invest/ui';
import { useId } from 'react';
import { hasTenureChoice, tenureOptions } from '../model/payment-rules.js';

interface Props {
  terms: PlanTerms;
  /** Months chosen (the plan's own when it fixes the tenure). */
  tenure: number;
  onTenureChange: (months: number) => void;
}

/** How each plan pays out: message ids. */
const PAYOUT_WORDS: Record<PlanTerms['payoutFrequency'], string> = {
  monthly: 'payments.plan.payout.monthly',
  maturity: 'payments.plan.payout.maturity',
  redemption: 'payments.plan.payout.redemption',
};

/** The booked rate, with the plan's stated returns (API data, as written) when they say more than the rate. */
function rateOf(terms: PlanTerms, _: I18n['_']): string {
  if (terms.returnRate === null) return terms.returns;
  return terms.returns.startsWith(`${terms.returnRate}% p.a.`)
    ? terms.returns
    : _('payments.plan.rateWithReturns', { rate: terms.returnRate, returns: terms.returns });
}

/** The terms the server books the investment at (GET /api/catalogue/plans/{planId}): the page shows, never decides. */
export function PlanTermsCard({ terms, tenure, onTenureChange }: Props) {
  const { _ } = useI18n();
  const id = useId();
  const choice = hasTenureChoice(terms);
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <Stack>
        <CardTitle id={`${id}-title`} as="h2">
          {_('payments.plan.title')}
        </CardTitle>
        <DefinitionList>
          <dt>{_('payments.plan.plan')}</dt>
          <dd>{terms.mode === 'sip' ? _('payments.plan.sip') : _('payments.plan.lumpSum')}</dd>
          <dt>{_('payments.plan.rate')}</dt>
          <dd data-testid="terms-rate">{rateOf(terms, _)}</dd>
          {terms.monthlyRate === null ? null : (
            <>
              <dt>{_('payments.plan.monthlyReturn')}</dt>
              <dd>{terms.monthlyRate}%</dd>
            </>
          )}
          <dt>{_('payments.plan.tenure')}</dt>
          <dd data-testid="terms-tenure">
            {choice
              ? _('payments.plan.tenureRange', { min: terms.tenure.minMonths, max: terms.tenure.maxMonths })
              : _('payments.months', { months: terms.tenure.minMonths })}
          </dd>
          <dt>{_('payments.plan.payout')}</dt>
          <dd>{_(PAYOUT_WORDS[terms.payoutFrequency])}</dd>
          <dt>{_('payments.plan.amount')}</dt>
          <dd data-testid="terms-amount-range">
            {_('payments.plan.amountRange', { minimum: formatInr(terms.minAmount), maximum: formatInr(terms.maxAmount) })}
          </dd>
        </DefinitionList>
        {choice ? (
          <>
            <label htmlFor={`${id}-tenure`}>
              <strong>{_('payments.plan.tenureField')}</strong>
            </label>
            <Select id={`${id}-tenure`} value={tenure} onChange={(event) => onTenureChange(Number(event.target.value))}>
              {tenureOptions(terms).map((months) => (
                <option key={months} value={months}>
                  {_('payments.months', { months })}
                </option>
              ))}
            </Select>
          </>
        ) : null}
        <Muted>{_('payments.plan.booked')}</Muted>
      </Stack>
    </Card>
  );
}
