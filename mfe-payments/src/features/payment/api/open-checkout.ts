import type { GatewayCheckout } from '@invest/contracts';
import type { RazorpayConstructor, RazorpaySuccess } from './razorpay.js';

/** How the customer left the gateway's checkout. */
export type CheckoutOutcome =
  | { kind: 'paid'; response: RazorpaySuccess }
  /** The gateway reported a failed payment (its own description, if any); the checkout is closed. */
  | { kind: 'failed'; reason: string | null }
  /** Closed without paying: the same attempt may open the checkout again. */
  | { kind: 'dismissed' };

/**
 * Opens Razorpay Standard Checkout for the order the server created: card numbers and CVVs are typed there, on the
 * gateway's origin, never on ours. Resolves with the first outcome.
 */
export function openCheckout(Razorpay: RazorpayConstructor, checkout: GatewayCheckout): Promise<CheckoutOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      ...(checkout.autoPay ? { customer_id: checkout.autoPay.customerId, recurring: '1' as const } : {}),
      handler: (response) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', (response) => {
      // The server records the failure (verify with the order id); a new attempt opens a new order.
      settle({ kind: 'failed', reason: response.error?.description ?? null });
      rzp.close?.();
    });
    rzp.open();
  });
}
