/**
 * The Razorpay receipt of a refund attempt, derived from the captured payment (never random): a retry after a crash
 * finds the refund it may already have made by this receipt before asking for a new one.
 */
export const refundReceipt = (gatewayPaymentId: string, attempt: number): string => `${gatewayPaymentId}:${attempt}`;

/** A failed refund is asked again (a new attempt, a new receipt) up to this many times, then left failed and shown. */
export const MAX_REFUND_ATTEMPTS = 3;
