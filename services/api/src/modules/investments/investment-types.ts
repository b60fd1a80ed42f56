/** Value sets of an investment (product §3). */
/**
 * matured: its final payout (principal included) was paid; withdrawing: a premature withdrawal was confirmed and its
 * payout is on its way; withdrawn: that payout was paid; redeeming: a market-linked holding's redemption payout is on
 * its way; redeemed: it was paid.
 */
export type InvestmentStatus = 'pending_payment' | 'active' | 'payment_failed' | 'matured' | 'withdrawing' | 'withdrawn' | 'redeeming' | 'redeemed';
