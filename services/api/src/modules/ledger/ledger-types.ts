/** Value sets of the ledger (spec sections 3 and 4). */
/**
 * matured: its final payout (principal included) was paid; withdrawing: a premature withdrawal was confirmed and its
 * payout is on its way; withdrawn: that payout was paid; redeeming: a market-linked holding's redemption payout is on
 * its way; redeemed: it was paid.
 */
export type InvestmentStatus = 'pending_payment' | 'active' | 'payment_failed' | 'matured' | 'withdrawing' | 'withdrawn' | 'redeeming' | 'redeemed';
export type PaymentMethod = 'upi' | 'netbanking' | 'card' | 'cash';
/**
 * created: the intent and its gateway order; processing: paid at the gateway, not yet confirmed; then settled:
 * completed, failed, or refunded (captured but not kept: a second capture, a wrong amount, a closed investment).
 */
export type PaymentStatus = 'created' | 'processing' | 'completed' | 'failed' | 'refunded';
/** A refund: money given back for a capture that was not kept (a credit). */
export type TransactionType = 'investment' | 'payout' | 'fee' | 'refund';
/** Why a capture is refunded. */
export type RefundReason = 'second_capture' | 'amount_mismatch' | 'investment_closed';
/** pending: asked of the gateway (or about to be); processed: back with the investor; failed: the bank refused it. */
export type RefundStatus = 'pending' | 'processed' | 'failed';
export type TransactionStatus = 'completed' | 'pending' | 'processing' | 'failed';
/**
 * monthly: FD interest; maturity: the final payout, principal included; withdrawal: a premature withdrawal's payout;
 * redemption: a market-linked holding sold at the day's price (units × price; not interest, so no TDS).
 */
export type PayoutType = 'monthly' | 'maturity' | 'withdrawal' | 'redemption';
/**
 * pending: not yet sent (not due, or due and waiting for a verified bank account); processing: sent through
 * RazorpayX; paid: processed by the bank; reversed: returned, sent again once the investor's account changes;
 * cancelled: never to be sent (the deposit was withdrawn before its date).
 */
export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'reversed' | 'cancelled';
