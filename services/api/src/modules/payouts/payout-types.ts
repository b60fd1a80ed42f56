/** Value sets of a payout (product §4). */
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
