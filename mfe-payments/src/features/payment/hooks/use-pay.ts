import { hasErrorCode, isApiError } from '@invest/api';
import { ErrorCode, type PlanTerms, type VerifyPaymentRequest } from '@invest/contracts';
import type { PlatformGatewayConfig } from '@invest/mf/runtime';
import { useI18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { removeStorage, storageEntries, type SelectedProduct } from '@invest/platform/storage';
import { toast } from '@invest/ui';
import { useRedirectAfterDelay } from '@invest/ui/router';
import { useCallback, useRef } from 'react';
import { useCreateInvestmentMutation, useProcessPaymentMutation, useVerifyPaymentMutation } from '../api/api.js';
import { loadCheckoutScript } from '../api/checkout-script.js';
import { openCheckout } from '../api/open-checkout.js';
import type { RazorpayConstructor } from '../api/razorpay.js';
import { PAYING_PHASES } from '../model/pay-machine.js';
import {
  clearAttempt,
  forInvestment,
  forPayment,
  investmentSettled,
  loadAttempt,
  paymentSettled,
  saveAttempt,
  selectionOf,
  withInvestmentId,
  type PaymentAttempt,
} from '../model/payment-attempt.js';
import { failureNotice, isFinalAnswer } from '../model/payment-errors.js';
import { investmentBody, paymentBody, type PaymentDetails } from '../model/payment-requests.js';
import { verifyUntilSettled } from '../model/verify-until-settled.js';
import { usePayMachine } from './use-pay-machine.js';

export const REDIRECT_DELAY_MS = 2000;
/** Product §6: the user id sent when the server has no session (it will answer AUTHENTICATION_REQUIRED). */
const DEMO_USER_ID = 'demo-user';

export interface Booking {
  product: SelectedProduct | null;
  /** The plan's terms as the server books them. */
  terms: PlanTerms | undefined;
  amount: number;
  /** Months; sent only where the plan offers a range. */
  duration: number;
  userId: string | null;
  gateway: PlatformGatewayConfig | null;
  /** The server says the terms shown are no longer the plan's (422): read them again. */
  onTermsChanged: () => void;
  /** The Terms & Conditions and Risk Disclosure version the investor ticked here, while the current one is not on record. */
  termsVersion?: string;
}

/**
 * Product §4 "Paying", through the gateway's hosted checkout: create the investment (by plan id), ask for a gateway
 * order, open the checkout, then have the server verify the result (asking again while the bank confirms). On success
 * the selected product is cleared and the user goes to /dashboard after 2 s. One attempt at a time; one
 * Idempotency-Key per request of a purchase attempt, kept until the attempt is settled (see payment-attempt.ts).
 * Each outcome is an event of the payment machine; this hook only runs the effects.
 */
export function usePay(booking: Booking) {
  const { product, terms, amount, duration, userId, gateway, onTermsChanged, termsVersion } = booking;
  const { _ } = useI18n();
  const { inPageLanguageNow } = useApiErrors();
  const [createInvestment] = useCreateInvestmentMutation();
  const [processPayment] = useProcessPaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const { state, send, alive, wait, phase } = usePayMachine();
  /** The attempt, kept in memory and in sessionStorage (a reload mid-attempt finds it). */
  const attemptRef = useRef<PaymentAttempt | null>(null);
  /** After success or a refusal that sends the user elsewhere; unmounting cancels it. */
  const later = useRedirectAfterDelay(REDIRECT_DELAY_MS);

  const fail = useCallback(
    (step: 'investment' | 'payment', error: unknown, fallback: string | null = null) => {
      // The API's words in the page's language (the route loaded their catalogue with the page).
      const shown = inPageLanguageNow(error);
      const notice = failureNotice(step, shown, _);
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
      if (notice.redirectTo) later(notice.redirectTo);
      send({ type: 'REFUSED', error: shown, fallback });
    },
    [_, inPageLanguageNow, later, send],
  );

  const pay = useCallback(
    async (details: PaymentDetails) => {
      if (!product || !terms || !send({ type: 'PAY' })) return;
      const keep = <A extends PaymentAttempt>(attempt: A): A => {
        attemptRef.current = attempt;
        saveAttempt(attempt);
        return attempt;
      };
      if (!gateway) return fail('payment', null, _('payments.checkoutUnavailable'));
      const checkoutScript = loadCheckoutScript(gateway.checkoutScriptUrl);
      checkoutScript.catch(() => undefined);
      const payer = userId ?? DEMO_USER_ID;
      const selection = selectionOf(payer, terms.planId);
      // The attempt of this selection: the one in memory, else the one a reload left in sessionStorage.
      const known = attemptRef.current?.selection === selection ? attemptRef.current : loadAttempt(selection);
      const body = investmentBody(payer, terms, amount, duration);
      let attempt = keep(forInvestment(known, selection, JSON.stringify(body), new Date()));

      let investmentId = attempt.investment.id;
      if (!investmentId) {
        const created = await createInvestment({ idempotencyKey: attempt.investment.key, body: { ...body, investmentDate: attempt.investment.date } });
        if (created.error) {
          if (isFinalAnswer(created.error)) keep(investmentSettled(attempt, new Date()));
          if (hasErrorCode(created.error, ErrorCode.PlanTermsMismatch)) onTermsChanged();
          return fail('investment', created.error);
        }
        investmentId = created.data.investment.id;
        attempt = keep(withInvestmentId(attempt, investmentId));
      }
      send({ type: 'INVESTMENT_READY' });

      const request = paymentBody(payer, investmentId, amount, details, termsVersion);
      const keyed = keep(forPayment(attempt, JSON.stringify(request)));
      attempt = keyed;
      const processed = await processPayment({ idempotencyKey: keyed.payment.key, body: request });
      if (processed.error) {
        if (isFinalAnswer(processed.error)) {
          const notFound = isApiError(processed.error) && processed.error.status === 404;
          keep(notFound ? investmentSettled(attempt, new Date()) : paymentSettled(attempt));
        }
        return fail('payment', processed.error);
      }
      const { checkout } = processed.data;
      send({ type: 'ORDER_CREATED', checkout });

      let Razorpay: RazorpayConstructor;
      try {
        Razorpay = await checkoutScript;
      } catch {
        return fail('payment', null, _('payments.checkoutUnavailable'));
      }
      if (!alive()) return;
      send({ type: 'CHECKOUT_OPENED' });
      // The UPI ID the customer validated on our page goes to the gateway's checkout from here: the server's answer
      // (kept 24 h as the idempotent reply) never carries it whole.
      const outcome = await openCheckout(Razorpay, details.method === 'upi' ? { ...checkout, prefill: { ...checkout.prefill, vpa: details.upiId } } : checkout);
      if (outcome.kind === 'dismissed') return void send({ type: 'CHECKOUT_DISMISSED' });

      send({ type: 'CHECKOUT_CLOSED' });
      const question: VerifyPaymentRequest =
        outcome.kind === 'paid' ? { investmentId, ...outcome.response } : { investmentId, razorpay_order_id: checkout.orderId };
      const settlement = await verifyUntilSettled(() => verifyPayment(question), {
        wait,
        // The machine bounds the wait too: once it has moved on (bank pending), the question is not asked again.
        wanted: () => alive() && (phase() === 'verifying' || phase() === 'waitingForBank'),
        onWaiting: () => void send({ type: 'BANK_WAITING' }),
      });
      switch (settlement.kind) {
        case 'abandoned':
          return;
        case 'pending':
          return void send({ type: 'BANK_PENDING' });
        case 'refused':
          // Settled: declined, or the order was refused. The investment stays for the next attempt, with new keys.
          keep(paymentSettled(attempt));
          return fail('payment', settlement.error, outcome.kind === 'failed' ? outcome.reason : null);
        case 'completed':
          attemptRef.current = null;
          clearAttempt();
          removeStorage(storageEntries.selectedProduct);
          toast({ title: _('payments.success.title'), description: _('payments.success.description', { product: product.name }) });
          send({ type: 'PAID' });
          later('/dashboard');
      }
    },
    [
      _,
      alive,
      amount,
      createInvestment,
      duration,
      fail,
      gateway,
      later,
      onTermsChanged,
      phase,
      processPayment,
      product,
      send,
      terms,
      termsVersion,
      userId,
      verifyPayment,
      wait,
    ],
  );

  const { phase: current, declined, problem, bankAccountRequired, checkout } = state;
  return {
    phase: current,
    declined,
    problem,
    bankAccountRequired,
    checkout,
    pay,
    /** A payment is under way: the Pay buttons wait. */
    paying: PAYING_PHASES.has(current),
    succeeded: current === 'succeeded',
  };
}
