/** How often every instance looks for payouts that fell due (and reversed ones whose account was fixed). */
export const PAYOUT_DISPATCH_INTERVAL_MS = 10 * 60 * 1000;
/** How often every instance asks RazorpayX about payouts still `processing`. */
export const PAYOUT_STATUS_INTERVAL_MS = 60 * 1000;
/** A payout `processing` longer than this (no webhook yet, or its gateway call was interrupted) is asked about. */
export const PAYOUT_STALE_AFTER_MS = 60 * 1000;
