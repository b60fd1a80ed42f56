import { type PaymentMethodValue, TERMS_VERSION } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { readStorage, storageEntries } from '@invest/platform/storage';
import { Card, Container, ErrorText, Muted, PageHeader, Stack, toast } from '@invest/ui';
import { useRedirectAfterDelay } from '@invest/ui/router';
import { useCallback, useState } from 'react';
import { useGetPaymentAgreementsQuery, useGetPlanTermsQuery } from '../api/api.js';
import { useGatewayConfig } from '../hooks/use-gateway-config.js';
import { REDIRECT_DELAY_MS, usePay } from '../hooks/use-pay.js';
import { usePaymentAccess } from '../hooks/use-payment-access.js';
import { previewMandate } from '../model/autopay-mandate.js';
import type { FailureNotice } from '../model/payment-errors.js';
import type { PaymentDetails } from '../model/payment-requests.js';
import { initialTenure, minimumProblem, planAmountProblem, PROCESSING_FEE } from '../model/payment-rules.js';
import { AccessNotice } from './access-notice.js';
import { CardPanel } from './card-panel.js';
import { CashPanel, openCashWhatsApp } from './cash-panel.js';
import { Gate } from './gate.js';
import { InvestmentSummary } from './investment-summary.js';
import { MethodPicker } from './method-picker.js';
import { NetBankingPanel } from './netbanking-panel.js';
import { NoProduct } from './no-product.js';
import { PaymentProgress } from './payment-progress.js';
import { PlanTermsCard } from './plan-terms.js';
import { SandboxNotice } from './sandbox-notice.js';
import { TermsAcceptance } from './terms-acceptance.js';
import { UpiPanel } from './upi-panel.js';

/**
 * /payment (product §2, §4, §5, §8): the plan's terms as the server books them, the summary, the method, and the payment
 * through the gateway's hosted checkout.
 */
export default function PaymentPage() {
  const { _ } = useI18n();
  const [product] = useState(() => readStorage(storageEntries.selectedProduct));
  const terms = useGetPlanTermsQuery(product?.planId ?? '', { skip: !product });
  const [amount, setAmount] = useState(product?.amount ?? 0);
  const [amountEdited, setAmountEdited] = useState(false);
  const [chosenTenure, setChosenTenure] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethodValue | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const access = usePaymentAccess();
  const { gateway } = useGatewayConfig();
  const plan = terms.data;
  const tenure = plan ? (chosenTenure ?? initialTenure(plan, product?.duration ?? null)) : null;
  const { refetch } = terms;
  const onTermsChanged = useCallback(() => void refetch(), [refetch]);
  // The Terms & Conditions and Risk Disclosure: asked for until the current version is on record (the first payment).
  const agreements = useGetPaymentAgreementsQuery(access.userId ?? '', { skip: !access.userId });
  const legalTerms = agreements.data?.find((agreement) => agreement.type === 'terms-risk');
  const termsNeeded = legalTerms !== undefined && !legalTerms.current;
  const [termsTicked, setTermsTicked] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const payment = usePay({
    product,
    terms: plan,
    amount,
    duration: tenure ?? 0,
    userId: access.userId,
    gateway,
    onTermsChanged,
    termsVersion: termsNeeded && termsTicked ? TERMS_VERSION : undefined,
  });
  const { pay, paying, succeeded } = payment;
  const redirectLater = useRedirectAfterDelay(REDIRECT_DELAY_MS);

  if (!product || (terms.isError && 'status' in terms.error && terms.error.status === 404)) return <NoProduct />;

  const enabled = access.authenticated && access.kycVerified && plan !== undefined;
  const locked = succeeded || payment.phase === 'bankPending';
  const total = amount + PROCESSING_FEE;
  const rangeProblem = plan ? planAmountProblem(plan, amount, _) : null;

  const refuse = (notice: FailureNotice) => {
    toast({ title: notice.title, description: notice.description, variant: 'destructive' });
    if (notice.redirectTo) redirectLater(notice.redirectTo);
  };

  const checkAmount = (chosen: PaymentMethodValue): boolean => {
    const problem = rangeProblem ?? minimumProblem(chosen, amount, _);
    setAmountError(problem);
    if (problem) {
      const title = amount > (plan?.maxAmount ?? Infinity) ? _('payments.page.amountTooHigh') : _('payments.page.amountTooLow');
      toast({ title, description: problem, variant: 'destructive' });
    }
    return problem === null;
  };

  const submit = (details: PaymentDetails) => {
    if (termsNeeded && !termsTicked) {
      setTermsMissing(true);
      toast({ title: _('payments.failure.termsNotAccepted'), description: _('payments.validation.termsRequired'), variant: 'destructive' });
      return;
    }
    if (checkAmount(details.method)) void pay(details);
  };

  const sandbox = gateway?.sandbox === true || payment.checkout?.sandbox === true;
  return (
    <Container>
      <PageHeader title={_('payments.page.title')} lead={_('payments.page.lead')} />
      <Stack $gap="lg">
        {!access.loading && !(access.authenticated && access.kycVerified) ? (
          <AccessNotice authenticated={access.authenticated} kycVerified={access.kycVerified} onDemoMode={access.enableDemoMode} />
        ) : null}
        {sandbox ? <SandboxNotice /> : null}
        {terms.isError ? (
          <Card role="alert">
            <ErrorText>{_('payments.page.termsLoadFailed')}</ErrorText>
          </Card>
        ) : null}
        <Gate $enabled={enabled} disabled={!enabled || locked} aria-label={_('payments.page.details')} data-testid="payment-gate">
          {plan ? <PlanTermsCard terms={plan} tenure={tenure ?? plan.tenure.defaultMonths} onTenureChange={setChosenTenure} /> : null}
          {!plan && !terms.isError ? <Muted role="status">{_('payments.page.loadingTerms')}</Muted> : null}
          <InvestmentSummary
            product={product}
            terms={plan}
            tenure={tenure}
            amount={amount}
            amountError={amountEdited ? rangeProblem : null}
            onAmountChange={(next) => {
              setAmount(next);
              setAmountEdited(true);
              setAmountError(null);
            }}
          />
          <MethodPicker
            value={method}
            onChange={(next) => {
              setMethod(next);
              setAmountError(null);
            }}
          />
          {amountError ? <ErrorText role="alert">{amountError}</ErrorText> : null}
          {termsNeeded ? (
            <TermsAcceptance checked={termsTicked} onChange={setTermsTicked} changed={Boolean(legalTerms.acceptedVersion)} missing={termsMissing} />
          ) : null}
          {method === 'upi' ? (
            <UpiPanel
              total={total}
              recurring={plan?.mode === 'sip'}
              mandate={payment.checkout?.autoPay ?? previewMandate(amount)}
              paying={paying}
              onPay={(upiId) => submit({ method: 'upi', upiId, autoPay: plan?.mode === 'sip' })}
              onAccessRefused={refuse}
            />
          ) : null}
          {method === 'netbanking' ? <NetBankingPanel total={total} paying={paying} onPay={(bank) => submit({ method: 'netbanking', bank })} /> : null}
          {method === 'card' ? <CardPanel total={total} paying={paying} onPay={() => submit({ method: 'card' })} /> : null}
          {method === 'cash' ? <CashPanel onContinue={() => checkAmount('cash') && openCashWhatsApp(product, amount, _)} /> : null}
          <PaymentProgress
            phase={payment.phase}
            declined={payment.declined}
            problem={payment.problem}
            bankAccountRequired={payment.bankAccountRequired}
            total={formatInr(total)}
          />
        </Gate>
      </Stack>
    </Container>
  );
}
