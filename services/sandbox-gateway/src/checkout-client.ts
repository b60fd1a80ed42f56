/**
 * Pays an order through the stand-in's checkout payment step without a browser, as the hosted page would: for
 * API tests, the bench and QA scripts. Talks HTTP only (the stand-in may run in another process).
 */
import type { HandlerResponse } from './checkout-payment.ts';
import type { GatewayErrorDetails } from './errors.ts';

/** The parts of the API's checkout (GatewayCheckout in @invest/contracts) the payment step needs. */
export interface CheckoutToPay {
  keyId: string;
  orderId: string;
  /** Set for a UPI AutoPay order: the payment is recurring for this customer. */
  autoPay?: { customerId: string } | null;
}

/**
 * What the customer does: a card number, a UPI ID (approve or decline), or a bank and the bank's answer. UPI and net
 * banking pay from the order's `bank_account` unless `payerAccountNumber` names another (third-party validation).
 */
export type PayWith =
  | { card: string }
  | { vpa: string; outcome?: 'success' | 'failure'; payerAccountNumber?: string }
  | { bank: string; outcome: 'success' | 'failure'; payerAccountNumber?: string };

export type CheckoutResult = { ok: true; response: HandlerResponse } | { ok: false; status: number; error: GatewayErrorDetails };

function instrument(payWith: PayWith): Record<string, unknown> {
  if ('card' in payWith) {
    const expiryYear = String((new Date().getFullYear() + 5) % 100).padStart(2, '0');
    return { method: 'card', card: { number: payWith.card, expiry_month: '12', expiry_year: expiryYear, cvv: '123', name: 'Sandbox Customer' } };
  }
  const paidFrom = payWith.payerAccountNumber ? { payer_account_number: payWith.payerAccountNumber } : {};
  if ('vpa' in payWith) return { method: 'upi', vpa: payWith.vpa, ...(payWith.outcome ? { outcome: payWith.outcome } : {}), ...paidFrom };
  return { method: 'netbanking', bank: payWith.bank, outcome: payWith.outcome, ...paidFrom };
}

/** POST {gatewayUrl}/v1/payments/create/checkout; `ok: false` carries Razorpay's error (a failed payment has its ids in `metadata`). */
export async function payInCheckout(gatewayUrl: string, checkout: CheckoutToPay, payWith: PayWith): Promise<CheckoutResult> {
  const response = await fetch(`${gatewayUrl.replace(/\/+$/, '')}/v1/payments/create/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key_id: checkout.keyId,
      order_id: checkout.orderId,
      ...instrument(payWith),
      ...(checkout.autoPay ? { recurring: '1', customer_id: checkout.autoPay.customerId } : {}),
    }),
  });
  const body = (await response.json()) as HandlerResponse | { error: GatewayErrorDetails };
  if (response.ok && 'razorpay_payment_id' in body) return { ok: true, response: body };
  return {
    ok: false,
    status: response.status,
    error:
      'error' in body
        ? body.error
        : { code: 'SERVER_ERROR', description: `The stand-in answered ${response.status}.`, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
  };
}
