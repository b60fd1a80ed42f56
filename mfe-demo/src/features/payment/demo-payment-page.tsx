import { type DemoInvestment, type DemoProductId, formatIndiaDate } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import type { DemoSelectedProduct } from '@invest/platform/storage';
import { Button, Card, CardTitle, Container, PageHeader, Stack, toast } from '@invest/ui';
import { useRedirectAfterDelay } from '@invest/ui/router';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDemoInvestMutation, useUpdateDemoStepMutation } from '../../shared/demo-api.js';
import { showDemoError, wait } from '../../shared/demo-errors.js';
import { GuardView } from '../../shared/guard-view.js';
import { Actions, Facts, Note } from '../../shared/layout.js';
import { StepProgress } from '../../shared/step-progress.js';
import { useDemoGuard } from '../../shared/use-demo-guard.js';
import { MethodPicker } from './method-picker.js';
import { DEMO_PAYMENT_METHODS, PROCESSING_DELAY_MS, REDIRECT_DELAY_MS, type DemoPaymentMethodId } from './payment-methods.js';
import { ProcessingView } from './processing-view.js';

type View = 'select' | 'processing' | 'success';

function Summary({ product }: { product: DemoSelectedProduct }) {
  return (
    <Card $padding="lg">
      <CardTitle as="h2">Investment Summary</CardTitle>
      <Facts>
        <dt>Product</dt>
        <dd>{product.productName}</dd>
        <dt>Investment Amount</dt>
        <dd>{formatInr(product.amount)}</dd>
        <dt>Duration</dt>
        <dd>{product.duration} months</dd>
        <dt>Expected Return</dt>
        <dd>{product.returnRate}% p.a.</dd>
        <dt>Projected Total Return</dt>
        <dd>{formatInr(product.calculatedReturns.totalReturn)}</dd>
        <dt>Maturity Amount</dt>
        <dd>{formatInr(product.calculatedReturns.maturityAmount)}</dd>
      </Facts>
    </Card>
  );
}

/** Product §2 /demo/payment: step 3 of 4, summary and method, processing (3 s, then the calls), success. */
export default function DemoPaymentPage() {
  const guard = useDemoGuard({ requireProduct: true });
  const navigate = useNavigate();
  const redirectLater = useRedirectAfterDelay(REDIRECT_DELAY_MS);
  const [view, setView] = useState<View>('select');
  const [method, setMethod] = useState<DemoPaymentMethodId | null>(null);
  const [busy, setBusy] = useState(false);
  const [investment, setInvestment] = useState<DemoInvestment | null>(null);
  const [invest] = useDemoInvestMutation();
  const [updateStep] = useUpdateDemoStepMutation();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function pay(userId: string, product: DemoSelectedProduct) {
    setBusy(true);
    setView('processing');
    await wait(PROCESSING_DELAY_MS);
    if (!mounted.current) return;
    try {
      const created = await invest({
        userId,
        // The server checks the id against its demo products.
        productType: product.productType as DemoProductId,
        productName: product.productName,
        amount: product.amount,
        duration: product.duration,
        returnRate: product.returnRate,
      }).unwrap();
      await updateStep({ userId, step: 'dashboard' }).unwrap();
      if (!mounted.current) return;
      setInvestment(created.investment);
      setView('success');
      redirectLater('/demo/dashboard');
      toast({ title: 'Investment Successful!', description: 'Your demo investment has been created' });
    } catch (error) {
      showDemoError(error, navigate);
      if (mounted.current) setView('select');
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <GuardView state={guard}>
      {() => {
        if (guard.status !== 'ready' || !guard.product) return null;
        const { product, userId } = guard;
        const methodName = DEMO_PAYMENT_METHODS.find((item) => item.id === method)?.name ?? '';
        return (
          <Container>
            <StepProgress step={3} label="Payment" />
            <PageHeader title="Payment" lead="Choose how to pay for your demo investment. Nothing is charged." />
            {view === 'select' ? (
              <Stack>
                <Summary product={product} />
                <Card $padding="lg">
                  <CardTitle as="h2">Select Payment Method</CardTitle>
                  <MethodPicker value={method} onChange={setMethod} />
                </Card>
                <Note role="note">
                  <strong>Demo Mode:</strong> this is a simulated payment. No real money will be charged.
                </Note>
                <Actions>
                  <Button variant="outline" onClick={() => void navigate('/demo/kyc')} disabled={busy}>
                    ← Back to KYC
                  </Button>
                  <Button size="lg" disabled={!method || busy} onClick={() => void pay(userId, product)}>
                    Proceed with Payment
                  </Button>
                </Actions>
              </Stack>
            ) : null}
            {view === 'processing' ? <ProcessingView /> : null}
            {view === 'success' && investment ? (
              <Card $padding="lg">
                <CardTitle as="h2">Payment Successful!</CardTitle>
                <p>Your demo investment has been created. Taking you to your dashboard...</p>
                <Facts>
                  <dt>Product</dt>
                  <dd>{investment.productName}</dd>
                  <dt>Amount Paid</dt>
                  <dd>{formatInr(investment.amount)}</dd>
                  <dt>Payment Method</dt>
                  <dd>{methodName}</dd>
                  <dt>Maturity Amount</dt>
                  <dd>{formatInr(product.calculatedReturns.maturityAmount)}</dd>
                  <dt>Maturity Date</dt>
                  <dd>{formatIndiaDate(investment.maturityDate)}</dd>
                  <dt>Investment ID</dt>
                  <dd>{investment.id.slice(0, 8).toUpperCase()}</dd>
                </Facts>
                <Actions>
                  <span />
                  <Button size="lg" onClick={() => void navigate('/demo/dashboard')}>
                    View Your Dashboard
                  </Button>
                </Actions>
              </Card>
            ) : null}
          </Container>
        );
      }}
    </GuardView>
  );
}
