import { hasErrorCode, isApiError } from '@invest/api';
import { ErrorCode, type CardDetails, type NetBankingBank, type PaymentMethodValue, type ProcessPaymentRequest } from '@invest/contracts';
import { removeStorage, storageEntries, type SelectedProduct } from '@invest/platform';
import { toast } from '@invest/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateInvestmentMutation, useProcessPaymentMutation } from './api.js';
import { failureNotice } from './payment-errors.js';
import { returnRateOf } from './payment-rules.js';

export const REDIRECT_DELAY_MS = 2000;
/** Spec 6: the user id sent when the server has no session (it will answer AUTHENTICATION_REQUIRED). */
const DEMO_USER_ID = 'demo-user';

export type PaymentDetails =
  | { method: 'upi'; upiId: string }
  | { method: 'netbanking'; bank: NetBankingBank }
  | { method: 'card'; card: CardDetails };

export interface PayState {
  paying: boolean;
  succeeded: boolean;
  /** The server's message when the bank declined (the investment stays unpaid). */
  declined: string | null;
}

const newKey = () => crypto.randomUUID();

/**
 * Spec 4 "Paying": create the investment, then process the payment, then clear the selected product and go to
 * /dashboard after 2 s. One attempt at a time (the button cannot double-submit); each call carries an
 * Idempotency-Key. An investment created by a failed attempt is paid by the next one instead of creating another.
 */
export function usePay(product: SelectedProduct | null, amount: number, userId: string | null) {
  const navigate = useNavigate();
  const [createInvestment] = useCreateInvestmentMutation();
  const [processPayment] = useProcessPaymentMutation();
  const [state, setState] = useState<PayState>({ paying: false, succeeded: false, declined: null });
  const inFlight = useRef(false);
  const pending = useRef<{ signature: string; investmentId: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = useCallback(
    (path: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(path), REDIRECT_DELAY_MS);
    },
    [navigate],
  );

  const fail = useCallback(
    (step: 'investment' | 'payment', error: unknown) => {
      const notice = failureNotice(step, error);
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
      if (notice.redirectTo) later(notice.redirectTo);
      const declined = hasErrorCode(error, ErrorCode.PaymentDeclined) && isApiError(error) ? (error.body?.message ?? null) : null;
      setState({ paying: false, succeeded: false, declined });
    },
    [later],
  );

  const pay = useCallback(
    async (details: PaymentDetails) => {
      if (!product || inFlight.current) return;
      inFlight.current = true;
      setState({ paying: true, succeeded: false, declined: null });
      try {
        const payer = userId ?? DEMO_USER_ID;
        const signature = JSON.stringify([payer, product.name, product.category, amount]);
        let investmentId = pending.current?.signature === signature ? pending.current.investmentId : null;
        if (!investmentId) {
          const returnRate = returnRateOf(product.returns);
          const created = await createInvestment({
            idempotencyKey: newKey(),
            body: {
              userId: payer,
              productType: product.category,
              productName: product.name,
              amount,
              investmentDate: new Date().toISOString(),
              ...(product.duration === null ? {} : { duration: product.duration }),
              ...(returnRate === undefined ? {} : { returnRate }),
            },
          });
          if (created.error) return fail('investment', created.error);
          investmentId = created.data.investment.id;
          pending.current = { signature, investmentId };
        }
        const body: ProcessPaymentRequest = {
          investmentId,
          amount: String(amount),
          paymentMethod: details.method as PaymentMethodValue,
          userId: payer,
          ...(details.method === 'upi' ? { upiId: details.upiId } : {}),
          ...(details.method === 'netbanking' ? { bank: details.bank } : {}),
          ...(details.method === 'card' ? { cardDetails: details.card } : {}),
        };
        const paid = await processPayment({ idempotencyKey: newKey(), body });
        if (paid.error) return fail('payment', paid.error);
        pending.current = null;
        removeStorage(storageEntries.selectedProduct);
        toast({ title: 'Payment Successful', description: `Your investment in ${product.name} is active. Taking you to your dashboard…` });
        setState({ paying: false, succeeded: true, declined: null });
        later('/dashboard');
      } finally {
        inFlight.current = false;
      }
    },
    [amount, createInvestment, fail, later, processPayment, product, userId],
  );

  return { ...state, pay };
}
