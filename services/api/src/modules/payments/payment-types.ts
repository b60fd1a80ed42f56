/** Value sets of a payment and of its refunds (spec sections 3 and 4). */
export type PaymentMethod = 'upi' | 'netbanking' | 'card' | 'cash';
/**
 * created: the intent and its gateway order; processing: paid at the gateway, not yet confirmed; then settled:
 * completed, failed, or refunded (captured but not kept: a second capture, a wrong amount, a closed investment).
 */
export type PaymentStatus = 'created' | 'processing' | 'completed' | 'failed' | 'refunded';
/** Why a capture is refunded. */
export type RefundReason = 'second_capture' | 'amount_mismatch' | 'investment_closed';
/** pending: asked of the gateway (or about to be); processed: back with the investor; failed: the bank refused it. */
export type RefundStatus = 'pending' | 'processed' | 'failed';
