import type { PaymentMethodValue } from '@invest/contracts';
import { formatInr, readStorage, storageEntries } from '@invest/platform';
import { Card, Container, PageHeader, toast } from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccessNotice } from './access-notice.js';
import { ButtonLink } from './button-link.js';
import { UpiPanel } from './upi-panel.js';
import { CardPanel } from './card-panel.js';
import { CashPanel, openCashWhatsApp } from './cash-panel.js';
import { InvestmentSummary } from './investment-summary.js';
import { MethodPicker } from './method-picker.js';
import { NetBankingPanel } from './netbanking-panel.js';
import type { FailureNotice } from './payment-errors.js';
import { minimumProblem, PROCESSING_FEE } from './payment-rules.js';
import { ErrorText, Gate, Stack, SuccessText } from './styles.js';
import { usePaymentAccess } from './use-payment-access.js';
import { REDIRECT_DELAY_MS, usePay, type PaymentDetails } from './use-pay.js';

/** /payment (spec 2, 4, 5, 8): summary, method, and the server-enforced investment and payment. */
export default function PaymentPage() {
  const [product] = useState(() => readStorage(storageEntries.selectedProduct));
  const [amount, setAmount] = useState(product?.amount ?? 0);
  const [method, setMethod] = useState<PaymentMethodValue | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const access = usePaymentAccess();
  const { pay, paying, succeeded, declined } = usePay(product, amount, access.userId);
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const enabled = access.authenticated && access.kycVerified;
  const total = amount + PROCESSING_FEE;

  const refuse = (notice: FailureNotice) => {
    toast({ title: notice.title, description: notice.description, variant: 'destructive' });
    if (notice.redirectTo) {
      const to = notice.redirectTo;
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => void navigate(to), REDIRECT_DELAY_MS);
    }
  };

  const checkAmount = (chosen: PaymentMethodValue): boolean => {
    const problem = minimumProblem(chosen, amount);
    setAmountError(problem);
    if (problem) toast({ title: 'Amount Too Low', description: problem, variant: 'destructive' });
    return problem === null;
  };

  const submit = (details: PaymentDetails) => {
    if (checkAmount(details.method)) void pay(details);
  };

  if (!product) {
    return (
      <Container>
        <PageHeader title="Payment" />
        <Card role="alert">
          <Stack $gap="sm">
            <ErrorText>Please select a product from the Products page first.</ErrorText>
            <div>
              <ButtonLink to="/products" $variant="primary" $size="md" $block={false}>
                Browse Products
              </ButtonLink>
            </div>
          </Stack>
        </Card>
      </Container>
    );
  }

  return (
    <Container>
      <PageHeader title="Payment" lead="Review your investment and choose how to pay." />
      <Stack $gap="lg">
        {!access.loading && !enabled ? (
          <AccessNotice authenticated={access.authenticated} kycVerified={access.kycVerified} onDemoMode={access.enableDemoMode} />
        ) : null}
        <Gate $enabled={enabled} disabled={!enabled || succeeded} aria-label="Payment details" data-testid="payment-gate">
          <InvestmentSummary product={product} amount={amount} onAmountChange={(next) => { setAmount(next); setAmountError(null); }} />
          <MethodPicker value={method} onChange={(next) => { setMethod(next); setAmountError(null); }} />
          {amountError ? <ErrorText role="alert">{amountError}</ErrorText> : null}
          {method === 'upi' ? <UpiPanel total={total} paying={paying} onPay={(upiId) => submit({ method: 'upi', upiId })} onAccessRefused={refuse} /> : null}
          {method === 'netbanking' ? <NetBankingPanel total={total} paying={paying} onPay={(bank) => submit({ method: 'netbanking', bank })} /> : null}
          {method === 'card' ? <CardPanel total={total} paying={paying} onPay={(card) => submit({ method: 'card', card })} /> : null}
          {method === 'cash' ? <CashPanel onContinue={() => checkAmount('cash') && openCashWhatsApp(product, amount)} /> : null}
          {declined ? (
            <Card role="alert" aria-label="Payment declined">
              <ErrorText>{declined}</ErrorText>
            </Card>
          ) : null}
          {succeeded ? <SuccessText role="status">Payment of {formatInr(total)} received. Redirecting to your dashboard…</SuccessText> : null}
        </Gate>
      </Stack>
    </Container>
  );
}
