import { type DemoInvestment, type DemoProductId, formatIndiaDate } from '@invest/contracts';
import { formatInr, useI18n, useLocale } from '@invest/platform';
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
  const { _ } = useI18n();
  return (
    <Card $padding="lg">
      <CardTitle as="h2">{_('demo.common.investmentSummary')}</CardTitle>
      <Facts>
        <dt>{_('demo.common.product')}</dt>
        <dd>{product.productName}</dd>
        <dt>{_('demo.common.investmentAmount')}</dt>
        <dd>{formatInr(product.amount)}</dd>
        <dt>{_('demo.common.duration')}</dt>
        <dd>{_('demo.common.months', { months: product.duration })}</dd>
        <dt>{_('demo.payment.expectedReturn')}</dt>
        <dd>{_('demo.common.ratePerYear', { rate: product.returnRate })}</dd>
        <dt>{_('demo.payment.projectedTotalReturn')}</dt>
        <dd>{formatInr(product.calculatedReturns.totalReturn)}</dd>
        <dt>{_('demo.common.maturityAmount')}</dt>
        <dd>{formatInr(product.calculatedReturns.maturityAmount)}</dd>
      </Facts>
    </Card>
  );
}

/** Product §2 /demo/payment: step 3 of 4, summary and method, processing (3 s, then the calls), success. */
export default function DemoPaymentPage() {
  const { i18n, _ } = useI18n();
  const locale = useLocale();
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
      toast({ title: _('demo.payment.invested.title'), description: _('demo.payment.invested.description') });
    } catch (error) {
      void showDemoError(error, navigate, i18n);
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
        const methodId = DEMO_PAYMENT_METHODS.find((item) => item.id === method)?.name;
        const methodName = methodId ? _(methodId) : '';
        return (
          <Container>
            <StepProgress step={3} label={_('demo.progress.payment')} />
            <PageHeader title={_('demo.payment.title')} lead={_('demo.payment.lead')} />
            {view === 'select' ? (
              <Stack>
                <Summary product={product} />
                <Card $padding="lg">
                  <CardTitle as="h2">{_('demo.payment.selectMethod')}</CardTitle>
                  <MethodPicker value={method} onChange={setMethod} />
                </Card>
                <Note role="note">
                  <strong>{_('demo.payment.note.label')}</strong> {_('demo.payment.note.text')}
                </Note>
                <Actions>
                  <Button variant="outline" onClick={() => void navigate('/demo/kyc')} disabled={busy}>
                    {_('demo.payment.backToKyc')}
                  </Button>
                  <Button size="lg" disabled={!method || busy} onClick={() => void pay(userId, product)}>
                    {_('demo.payment.proceed')}
                  </Button>
                </Actions>
              </Stack>
            ) : null}
            {view === 'processing' ? <ProcessingView /> : null}
            {view === 'success' && investment ? (
              <Card $padding="lg">
                <CardTitle as="h2">{_('demo.payment.success.title')}</CardTitle>
                <p>{_('demo.payment.success.text')}</p>
                <Facts>
                  <dt>{_('demo.common.product')}</dt>
                  <dd>{investment.productName}</dd>
                  <dt>{_('demo.payment.success.amountPaid')}</dt>
                  <dd>{formatInr(investment.amount)}</dd>
                  <dt>{_('demo.payment.success.method')}</dt>
                  <dd>{methodName}</dd>
                  <dt>{_('demo.common.maturityAmount')}</dt>
                  <dd>{formatInr(product.calculatedReturns.maturityAmount)}</dd>
                  <dt>{_('demo.payment.success.maturityDate')}</dt>
                  <dd>{formatIndiaDate(investment.maturityDate, locale)}</dd>
                  <dt>{_('demo.payment.success.investmentId')}</dt>
                  <dd>{investment.id.slice(0, 8).toUpperCase()}</dd>
                </Facts>
                <Actions>
                  <span />
                  <Button size="lg" onClick={() => void navigate('/demo/dashboard')}>
                    {_('demo.payment.success.dashboard')}
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
