import { PAYMENT_LIMITS, planPayoutSchedule, rupeesToPaise, type PlanTerms } from '@invest/contracts';
import { formatInr } from '@invest/platform';
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
export function payoutPreview(terms: PlanTerms, amount: number, months: number): string | null {
  if (terms.payoutFrequency === 'redemption') return 'Its value follows the market: you are paid that day’s value when you redeem.';
  if (!(amount > 0) || months < 1) return null;
  const payouts = planPayoutSchedule(terms, rupeesToPaise(amount), months, UNDATED);
  const last = payouts.at(-1);
  if (!last) return null;
  const interest = payouts.reduce((sum, payout) => sum + payout.amountPaise - payout.principalPaise, 0) / 100;
  if (terms.payoutFrequency === 'monthly') {
    const monthly = (payouts[0]?.amountPaise ?? 0) / 100;
    return `At ${terms.monthlyRate}% a month, ${formatInr(amount)} pays ${formatInr(monthly)} on the 15th of each month for ${months} months (${formatInr(interest)} of interest in all, not added to the principal), and your ${formatInr(amount)} back on the maturity date: ${formatInr(last.amountPaise / 100)} with the last month's interest.`;
  }
  return `At ${terms.returns}, ${formatInr(amount)} pays ${formatInr(last.amountPaise / 100)} at maturity after ${months} months: your ${formatInr(amount)} and ${formatInr(interest)} of interest.`;
}

/** Product §2 "Payment": the investment summary, with the flat processing fee added to the total. */
export function InvestmentSummary({ product, terms, tenure, amount, amountError, onAmountChange }: Props) {
  const preview = terms ? payoutPreview(terms, amount, tenure ?? terms.tenure.defaultMonths) : null;
  return (
    <Card as="section" aria-labelledby="investment-summary-title">
      <Stack>
        <CardTitle id="investment-summary-title" as="h2">
          Investment Summary
        </CardTitle>
        <DefinitionList>
          <dt>Product</dt>
          <dd>{terms?.productName ?? product.name}</dd>
          <dt>Category</dt>
          <dd>{product.category}</dd>
          <dt>Expected returns</dt>
          <dd>{terms?.returns ?? product.returns}</dd>
          {terms ? (
            <>
              <dt>Issuer</dt>
              <dd data-testid="summary-issuer">{terms.facts.issuer.name}</dd>
              <dt>Deposit insurance</dt>
              <dd data-testid="summary-insurance">{terms.facts.insurance.statement}</dd>
            </>
          ) : null}
          <dt>Duration</dt>
          <dd data-testid="summary-duration">{tenure === null ? 'Flexible' : `${tenure} months`}</dd>
          <dt>Investment amount</dt>
          <dd data-testid="summary-amount">{formatInr(amount)}</dd>
          <dt>Processing fee</dt>
          <dd>{formatInr(PROCESSING_FEE)}</dd>
          <dt>Total payable</dt>
          <dd data-testid="summary-total">{formatInr(amount + PROCESSING_FEE)}</dd>
        </DefinitionList>
        <Field
          label="Investment amount (₹)"
          type="number"
          inputMode="numeric"
          min={terms?.minAmount ?? 0}
          max={terms?.maxAmount}
          step={1000}
          value={Number.isFinite(amount) ? amount : 0}
          onChange={(event) => onAmountChange(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          error={amountError ?? undefined}
          hint={`${terms ? `Minimum ${formatInr(terms.minAmount)} for this plan. ` : ''}Minimum ${formatInr(PAYMENT_LIMITS.minimumAmount)} by UPI, net banking or card; ${formatInr(PAYMENT_LIMITS.cashMinimumAmount)} in cash.`}
        />
        {preview ? <Muted data-testid="payout-preview">{preview}</Muted> : null}
      </Stack>
    </Card>
  );
}
