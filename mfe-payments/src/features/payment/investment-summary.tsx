import type { PlanTerms } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import type { SelectedProduct } from '@invest/platform/storage';
import { Card, CardTitle, DefinitionList, Field, Muted, Stack } from '@invest/ui';
import { PROCESSING_FEE } from './payment-rules.js';

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

/** Spec 2 "Payment": the investment summary, with the flat ₹330 processing fee added to the total. */
export function InvestmentSummary({ product, terms, tenure, amount, amountError, onAmountChange }: Props) {
  return (
    <Card as="section" aria-labelledby="investment-summary-title">
      <Stack>
        <CardTitle id="investment-summary-title">Investment Summary</CardTitle>
        <DefinitionList>
          <dt>Product</dt>
          <dd>{terms?.productName ?? product.name}</dd>
          <dt>Category</dt>
          <dd>{product.category}</dd>
          <dt>Expected returns</dt>
          <dd>{terms?.returns ?? product.returns}</dd>
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
          hint={`${terms ? `Minimum ${formatInr(terms.minAmount)} for this plan. ` : ''}Minimum ₹10,000 by UPI, net banking or card; ₹5,00,000 in cash.`}
        />
        <Muted>
          Example: a fixed deposit of {formatInr(100000)} at 1.5% a month pays {formatInr(1500)} monthly, and {formatInr(136000)} at maturity for 24 months.
        </Muted>
      </Stack>
    </Card>
  );
}
