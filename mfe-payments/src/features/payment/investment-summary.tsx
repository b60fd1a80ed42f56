import { formatInr, type SelectedProduct } from '@invest/platform';
import { Card, CardTitle, Field } from '@invest/ui';
import { PROCESSING_FEE } from './payment-rules.js';
import { Definitions, Muted, Stack } from './styles.js';

interface Props {
  product: SelectedProduct;
  amount: number;
  onAmountChange: (amount: number) => void;
}

/** Spec 2 "Payment": the investment summary, with the flat ₹330 processing fee added to the total. */
export function InvestmentSummary({ product, amount, onAmountChange }: Props) {
  return (
    <Card as="section" aria-labelledby="investment-summary-title">
      <Stack>
        <CardTitle id="investment-summary-title">Investment Summary</CardTitle>
        <Definitions>
          <dt>Product</dt>
          <dd>{product.name}</dd>
          <dt>Category</dt>
          <dd>{product.category}</dd>
          <dt>Expected returns</dt>
          <dd>{product.returns}</dd>
          <dt>Duration</dt>
          <dd>{product.duration === null ? 'Flexible' : `${product.duration} months`}</dd>
          <dt>Investment amount</dt>
          <dd data-testid="summary-amount">{formatInr(amount)}</dd>
          <dt>Processing fee</dt>
          <dd>{formatInr(PROCESSING_FEE)}</dd>
          <dt>Total payable</dt>
          <dd data-testid="summary-total">{formatInr(amount + PROCESSING_FEE)}</dd>
        </Definitions>
        <Field
          label="Investment amount (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={Number.isFinite(amount) ? amount : 0}
          onChange={(event) => onAmountChange(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          hint="Minimum ₹10,000 by UPI, net banking or card; ₹5,00,000 in cash."
        />
        <Muted>
          Example: a fixed deposit of {formatInr(100000)} at 1.5% a month pays {formatInr(1500)} monthly, and{' '}
          {formatInr(136000)} at maturity for 24 months.
        </Muted>
      </Stack>
    </Card>
  );
}
