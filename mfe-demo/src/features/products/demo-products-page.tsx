import { DEMO_PRODUCTS, type DemoProduct } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Container, PageHeader, toast } from '@invest/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateDemoStepMutation } from '../../shared/demo-api.js';
import { showDemoError } from '../../shared/demo-errors.js';
import { saveSelectedProduct } from '../../shared/demo-session.js';
import { GuardView } from '../../shared/guard-view.js';
import { Grid } from '../../shared/layout.js';
import { returnRateText } from '../../shared/projection.js';
import { StepProgress } from '../../shared/step-progress.js';
import { useDemoGuard } from '../../shared/use-demo-guard.js';
import { ConfigureView, type ConfigureViewProps } from './configure-view.js';
import { ProductCard } from './product-card.js';

/** Product §2 /demo/products: step 1 of 4, the three demo products, then the configure view. */
export default function DemoProductsPage() {
  const { i18n, _ } = useI18n();
  const guard = useDemoGuard();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DemoProduct | null>(null);
  const [updateStep, updating] = useUpdateDemoStepMutation();

  const proceed =
    (userId: string, product: DemoProduct): ConfigureViewProps['onProceed'] =>
    async ({ amount, months, projection }) => {
      try {
        await updateStep({ userId, step: 'kyc' }).unwrap();
        saveSelectedProduct({
          productType: product.id,
          productName: product.name,
          amount,
          duration: months,
          returnRate: returnRateText(product.returns),
          calculatedReturns: projection,
        });
        toast({ title: _('demo.products.selected.title'), description: _('demo.products.selected.description', { product: product.name }) });
        void navigate('/demo/kyc');
      } catch (error) {
        void showDemoError(error, navigate, i18n);
      }
    };

  return (
    <GuardView state={guard}>
      {() =>
        guard.status === 'ready' && (
          <Container>
            <StepProgress step={1} label={_('demo.progress.products')} />
            <PageHeader title={_('demo.products.title')} lead={_('demo.products.lead')} />
            {chosen ? (
              <ConfigureView
                key={chosen.id}
                product={chosen}
                pending={updating.isLoading}
                onBack={() => setChosen(null)}
                onProceed={proceed(guard.userId, chosen)}
              />
            ) : (
              <Grid $min="280px">
                {DEMO_PRODUCTS.map((product) => (
                  <ProductCard key={product.id} product={product} onSelect={() => setChosen(product)} />
                ))}
              </Grid>
            )}
          </Container>
        )
      }
    </GuardView>
  );
}
