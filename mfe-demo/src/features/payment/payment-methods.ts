/** Product §3 demo payment methods. */
export const DEMO_PAYMENT_METHODS = [
  { id: 'upi', name: 'UPI Payment', time: 'Instant', recommended: true },
  { id: 'netbanking', name: 'Net Banking', time: '1-2 minutes', recommended: false },
  { id: 'card', name: 'Credit/Debit Card', time: 'Instant', recommended: false },
] as const;

export type DemoPaymentMethodId = (typeof DEMO_PAYMENT_METHODS)[number]['id'];

/** Product §9: payment processing delay, then the redirect delay after success. */
export const PROCESSING_DELAY_MS = 3000;
export const REDIRECT_DELAY_MS = 3000;

export const PROCESSING_LINES = ['Verifying payment details', 'Processing demo transaction', 'Creating your investment'] as const;
