import { DEMO_MAX_MONTHS, DEMO_MIN_MONTHS, type DemoProduct } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Badge, Button, Card, CardTitle, Field, Muted, riskLabelTone, Stack } from '@invest/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Actions, Facts, Note } from '../../shared/layout.js';
import { isRange, parseNumber, projectReturns, rateOf, type Projection } from '../../shared/projection.js';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FeaturesTitle = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

interface ConfigureValues {
  amount: string;
  months: string;
}

export interface ConfigureViewProps {
  product: DemoProduct;
  pending: boolean;
  onBack: () => void;
  onProceed: (choice: { amount: number; months: number; projection: Projection }) => void;
}

/** Product §2 configure view: amount within the product's bounds, 6-60 months, projections once valid. */
export function ConfigureView({ product, pending, onBack, onProceed }: ConfigureViewProps) {
  const { register, watch } = useForm<ConfigureValues>({ defaultValues: { amount: '', months: '' } });
  const amount = parseNumber(watch('amount'));
  const months = parseNumber(watch('months'));
  const projection = projectReturns(product, amount, months);
  const rate = rateOf(product.returns);

  return (
    <Stack>
      <div>
        <Button variant="ghost" onClick={onBack}>
          ← Back to Products
        </Button>
      </div>
      <Columns>
        <Card $padding="lg">
          <CardTitle as="h2">Configure Your Investment</CardTitle>
          <Stack>
            <Field
              label="Investment Amount (₹)"
              type="number"
              inputMode="numeric"
              min={product.minAmount}
              max={product.maxAmount}
              step={1}
              placeholder={`Minimum ${formatInr(product.minAmount)}`}
              hint={`Range: ${formatInr(product.minAmount)} - ${formatInr(product.maxAmount)}`}
              {...register('amount')}
            />
            <Field
              label="Duration (months)"
              type="number"
              inputMode="numeric"
              min={DEMO_MIN_MONTHS}
              max={DEMO_MAX_MONTHS}
              step={1}
              placeholder="e.g. 12"
              hint={`${DEMO_MIN_MONTHS}-${DEMO_MAX_MONTHS} months`}
              {...register('months')}
            />
            {projection ? (
              <section aria-labelledby="projected-returns">
                <h3 id="projected-returns">Projected Returns</h3>
                <Facts>
                  <dt>Investment Amount</dt>
                  <dd>{formatInr(projection.investment)}</dd>
                  <dt>Total Returns</dt>
                  <dd>{formatInr(projection.totalReturn)}</dd>
                  <dt>Maturity Amount</dt>
                  <dd>{formatInr(projection.maturityAmount)}</dd>
                  <dt>Monthly Payout</dt>
                  <dd>{formatInr(projection.monthlyPayout)}</dd>
                </Facts>
              </section>
            ) : (
              <Muted>
                Enter an amount within the range and a duration of {DEMO_MIN_MONTHS}-{DEMO_MAX_MONTHS} months to see your projected returns.
              </Muted>
            )}
            <Muted>
              {isRange(product.returns) ? `Projections use ${rate}% p.a., the first number of the ${product.returns} range.` : `Projections use ${rate}% p.a.`}
            </Muted>
          </Stack>
        </Card>
        <Card $padding="lg">
          <CardTitle as="h2">{product.name}</CardTitle>
          <p>{product.description}</p>
          <Facts>
            <dt>Expected Returns</dt>
            <dd>{product.returns}</dd>
            <dt>Risk</dt>
            <dd>
              <Badge tone={riskLabelTone(product.risk)}>{product.risk}</Badge>
            </dd>
            <dt>Duration</dt>
            <dd>{product.duration}</dd>
          </Facts>
          <FeaturesTitle>Key Features</FeaturesTitle>
          <ul>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Card>
      </Columns>
      <Note>KYC details are pre-filled for the demo: no real documents are needed.</Note>
      <Actions>
        <span />
        <Button
          size="lg"
          disabled={!projection || pending}
          onClick={() => {
            if (projection && amount !== null && months !== null) onProceed({ amount, months, projection });
          }}
        >
          {pending ? 'Processing...' : 'Proceed to KYC Verification'}
        </Button>
      </Actions>
    </Stack>
  );
}
