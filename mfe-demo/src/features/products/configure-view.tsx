import { DEMO_MAX_MONTHS, DEMO_MIN_MONTHS, type DemoProduct } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Badge, Button, Card, CardTitle, Field, Muted, riskLabelTone, Stack } from '@invest/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Actions, Facts, Note } from '../../shared/layout.js';
import { productTexts } from '../../shared/product-texts.js';
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
  const { _ } = useI18n();
  const texts = productTexts(_, product);
  const { register, watch } = useForm<ConfigureValues>({ defaultValues: { amount: '', months: '' } });
  const amount = parseNumber(watch('amount'));
  const months = parseNumber(watch('months'));
  const projection = projectReturns(product, amount, months);
  const rate = rateOf(product.returns);

  return (
    <Stack>
      <div>
        <Button variant="ghost" onClick={onBack}>
          {_('demo.common.backToProducts')}
        </Button>
      </div>
      <Columns>
        <Card $padding="lg">
          <CardTitle as="h2">{_('demo.configure.title')}</CardTitle>
          <Stack>
            <Field
              label={_('demo.configure.amount')}
              type="number"
              inputMode="numeric"
              min={product.minAmount}
              max={product.maxAmount}
              step={1}
              placeholder={_('demo.configure.amountPlaceholder', { amount: formatInr(product.minAmount) })}
              hint={_('demo.configure.amountRange', { min: formatInr(product.minAmount), max: formatInr(product.maxAmount) })}
              {...register('amount')}
            />
            <Field
              label={_('demo.configure.months')}
              type="number"
              inputMode="numeric"
              min={DEMO_MIN_MONTHS}
              max={DEMO_MAX_MONTHS}
              step={1}
              placeholder={_('demo.configure.monthsPlaceholder')}
              hint={_('demo.configure.monthsRange', { min: DEMO_MIN_MONTHS, max: DEMO_MAX_MONTHS })}
              {...register('months')}
            />
            {projection ? (
              <section aria-labelledby="projected-returns">
                <h3 id="projected-returns">{_('demo.configure.projected')}</h3>
                <Facts>
                  <dt>{_('demo.common.investmentAmount')}</dt>
                  <dd>{formatInr(projection.investment)}</dd>
                  <dt>{_('demo.configure.totalReturns')}</dt>
                  <dd>{formatInr(projection.totalReturn)}</dd>
                  <dt>{_('demo.common.maturityAmount')}</dt>
                  <dd>{formatInr(projection.maturityAmount)}</dd>
                  <dt>{_('demo.configure.monthlyPayout')}</dt>
                  <dd>{formatInr(projection.monthlyPayout)}</dd>
                </Facts>
              </section>
            ) : (
              <Muted>{_('demo.configure.enterValues', { min: DEMO_MIN_MONTHS, max: DEMO_MAX_MONTHS })}</Muted>
            )}
            <Muted>
              {isRange(product.returns)
                ? _('demo.configure.rateOfRange', { rate: String(rate), range: texts.returns })
                : _('demo.configure.rate', { rate: String(rate) })}
            </Muted>
          </Stack>
        </Card>
        <Card $padding="lg">
          <CardTitle as="h2">{product.name}</CardTitle>
          <p>{texts.description}</p>
          <Facts>
            <dt>{_('demo.configure.expectedReturns')}</dt>
            <dd>{texts.returns}</dd>
            <dt>{_('demo.common.risk')}</dt>
            <dd>
              <Badge tone={riskLabelTone(product.risk)}>{texts.risk}</Badge>
            </dd>
            <dt>{_('demo.common.duration')}</dt>
            <dd>{texts.duration}</dd>
          </Facts>
          <FeaturesTitle>{_('demo.configure.keyFeatures')}</FeaturesTitle>
          <ul>
            {texts.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Card>
      </Columns>
      <Note>{_('demo.configure.kycNote')}</Note>
      <Actions>
        <span />
        <Button
          size="lg"
          disabled={!projection || pending}
          onClick={() => {
            if (projection && amount !== null && months !== null) onProceed({ amount, months, projection });
          }}
        >
          {pending ? _('demo.configure.processing') : _('demo.configure.proceed')}
        </Button>
      </Actions>
    </Stack>
  );
}
