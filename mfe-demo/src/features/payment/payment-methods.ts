/** Product §3 demo payment methods ('UPI Payment', 'Net Banking', 'Credit/Debit Card'): `name` and `time` are message ids. */
export const DEMO_PAYMENT_METHODS = [
  { id: 'upi', name: 'demo.payment.method.upi', time: 'demo.payment.time.instant', recommended: true },
  { id: 'netbanking', name: 'demo.payment.method.netbanking', time: 'demo.payment.time.minutes', recommended: false },
  { id: 'card', name: 'demo.payment.method.card', time: 'demo.payment.time.instant', recommended: false },
] as const;

export type DemoPaymentMethodId = (typeof DEMO_PAYMENT_METHODS)[number]['id'];

/** Product §9: payment processing delay, then the redirect delay after success. */
export const PROCESSING_DELAY_MS = 3000;
export const REDIRECT_DELAY_MS = 3000;

/** The processing view's lines, one after another (message ids). */
export const PROCESSING_LINES = ['demo.payment.processing.verifying', 'demo.payment.processing.transaction', 'demo.payment.processing.creating'] as const;
