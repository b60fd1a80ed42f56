import type { GatewayCheckout } from '@invest/contracts';

/**
 * The slice of Razorpay Standard Checkout (`window.Razorpay`, defined by the gateway's checkout.js) the payment page
 * uses, typed here: the script ships no types, and nothing else of it is touched.
 */

/** What the checkout hands to `handler` once the payment went through. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The payload of `payment.failed`. */
export interface RazorpayFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: GatewayCheckout['currency'];
  name: string;
  description: string;
  prefill: GatewayCheckout['prefill'];
  /** UPI AutoPay: the customer the mandate is set up for, with `recurring: '1'`. */
  customer_id?: string;
  recurring?: '1';
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): unknown;
  open(): unknown;
  close?(): unknown;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

/** `window.Razorpay` once the checkout script has defined it; null before. */
export function razorpayOf(win: Window = window): RazorpayConstructor | null {
  const value: unknown = (win as Window & { Razorpay?: unknown }).Razorpay;
  return typeof value === 'function' ? (value as RazorpayConstructor) : null;
}
