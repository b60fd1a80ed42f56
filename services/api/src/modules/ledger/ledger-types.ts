/** Value sets of the ledger (spec sections 3 and 4). */
/**
 * matured: its final payout (principal included) was paid; withdrawing: a premature withdrawal was confirmed and its
 * payout is on its way; withdrawn: that payout was paid.
 */
export type InvestmentStatus = 'pending_payment' | 'active' | 'payment_failed' | 'matured' | 'withdrawing' | 'withdrawn';
export type PaymentMethod = 'upi' | 'netbanking' | 'card' | 'cash';
/** created: the intent and its gateway order; processing: paid at the gateway, not yet confirmed; then settled. */
export type PaymentStatus = 'created' | 'processing' | 'completed' | 'failed';
export type TransactionType = 'investment' | 'payout' | 'fee';
export type TransactionStatus = 'completed' | 'pending' | 'processing' | 'failed';
/** monthly: FD interest; maturity: the final payout, principal included; withdrawal: a premature withdrawal's payout. */
export type PayoutType = 'monthly' | 'maturity' | 'withdrawal';
/**
 * pending: not yet sent (not due, or due and waiting for a verified bank account); processing: sent through
 * RazorpayX; paid: processed by the bank; reversed: returned, sent again once the investor's account changes;
 * cancelled: never to be sent (the deposit was withdrawn before its date).
 */
export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'reversed' | 'cancelled';
