import { PAYMENT_LIMITS, planPayoutSchedule, rupeesToPaise, type PlanTerms } from '@invest/contracts';
import { formatInr, useI18n, type I18n } from '@invest/platform';
import type { SelectedProduct } from '@invest/platform/storage';
import { Card, CardTitle, DefinitionList, Field, Muted, Stack } from '@invest/ui';
import { PROCESSING_FEE } from '../model/payment-rules.js';

interface Props {
  product: SelectedProduct;
  /** The plan's terms, once read. */
  terms: PlanTerms | undefined;
  /** Months the investment is booked for. */
  tenure: number | null;
  amount: number;
  /** The amount is outside the plan's range: the field says so. */
  amountError: string | null;
  onAmountChange: (amount: number) => void;
}

/** Any date: the amounts of a schedule do not depend on it (the payout dates do, and the preview shows none). */
const UNDATED = '2000-01-01';

/**
 * What this investment pays, worked out with the server's own schedule arithmetic for this plan, amount and tenure:
 * a fixed deposit's monthly interest and its principal at maturity, or another plan's maturity amount.
 */
export function payoutPreview(terms: PlanTerms, amount: number, months: number, _: I18n['_']): string | null {
  if (terms.payoutFrequency === 'redemption') return _('payments.preview.redemption');
  if (!(amount > 0) || months < 1) return null;
  const payouts = planPayoutSchedule(terms, rupeesToPaise(amount), months, UNDATED);
  const last = payouts.at(-1);
  if (!last) return null;
  const interest = payouts.reduce((sum, payout) => sum + payout.amountPaise - payout.principalPaise, 0) / 100;
  if (terms.payoutFrequency === 'monthly') {
    const monthly = (payouts[0]?.amountPaise ?? 0) / 100;
    return _('payments.preview.monthly', {
      rate: terms.monthlyRate,
      amount: formatInr(amount),
      monthly: formatInr(monthly),
      months,
      interest: formatInr(interest),
      last: formatInr(last.amountPaise / 100),
    });
  }
  return _('payments.preview.maturity', {
    returns: terms.returns,
    amount: formatInr(amount),
    last: formatInr(last.amountPaise / 100),
    months,
    interest: formatInr(interest),
  });
}

/** Product §2 "Payment": the investment summary, with the flat processing fee added to the total. */
export function InvestmentSummary({ product, terms, tenure, amount, amountError, onAmountChange }: Props) {
  const { _ } = useI18n();
  const preview = terms ? payoutPreview(terms, amount, tenure ?? terms.tenure.defaultMonths, _) : null;
  const methodMinimums = { minimum: formatInr(PAYMENT_LIMITS.minimumAmount), cashMinimum: formatInr(PAYMENT_LIMITS.cashMinimumAmount) };
  return (
    <Card as="section" aria-labelledby="investment-summary-title">
      <Stack>
        <CardTitle id="investment-summary-title" as="h2">
          {_('payments.summary.title')}
        </CardTitle>
        <DefinitionList>
          <dt>{_('payments.summary.product')}</dt>
          <dd>{terms?.productName ?? product.name}</dd>
          <dt>{_('payments.summary.category')}</dt>
          <dd>{product.category}</dd>
          <dt>{_('payments.summary.expectedReturns')}</dt>
          <dd>{terms?.returns ?? product.returns}</dd>
          {terms ? (
            <>
              <dt>{_('payments.summary.issuer')}</dt>
              <dd data-testid="summary-issuer">{terms.facts.issuer.name}</dd>
              <dt>{_('payments.summary.insurance')}</dt>
              <dd data-testid="summary-insurance">{terms.facts.insurance.statement}</dd>
            </>
          ) : null}
          <dt>{_('payments.summary.duration')}</dt>
          <dd data-testid="summary-duration">{tenure === null ? _('payments.summary.flexible') : _('payments.months', { months: tenure })}</dd>
          <dt>{_('payments.summary.amount')}</dt>
          <dd data-testid="summary-amount">{formatInr(amount)}</dd>
          <dt>{_('payments.summary.fee')}</dt>
          <dd>{formatInr(PROCESSING_FEE)}</dd>
          <dt>{_('payments.summary.total')}</dt>
          <dd data-testid="summary-total">{formatInr(amount + PROCESSING_FEE)}</dd>
        </DefinitionList>
        <Field
          label={_('payments.summary.amountField')}
          type="number"
          inputMode="numeric"
          min={terms?.minAmount ?? 0}
          max={terms?.maxAmount}
          step={1000}
          value={Number.isFinite(amount) ? amount : 0}
          onChange={(event) => onAmountChange(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          error={amountError ?? undefined}
          hint={
            terms
              ? _('payments.summary.hintWithPlan', { planMinimum: formatInr(terms.minAmount), ...methodMinimums })
              : _('payments.summary.hint', methodMinimums)
          }
        />
        {preview ? <Muted data-testid="payout-preview">{preview}</Muted> : null}
      </Stack>
    </Card>
  );
}
