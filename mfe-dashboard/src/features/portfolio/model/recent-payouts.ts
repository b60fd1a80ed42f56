import type { PortfolioPayout } from '@invest/contracts';

/** How many sent payouts the dashboard lists (like its 5 latest transactions). */
export const RECENT_PAYOUTS = 5;

/**
 * The payouts already sent (processing, paid or reversed: not the scheduled or cancelled ones), newest first, at most five. The
 * API lists the schedule soonest first; a payout date can hold several payouts, kept in the API's order.
 */
export function recentPayouts(schedule: PortfolioPayout[]): PortfolioPayout[] {
  return schedule
    .map((payout, index) => ({ payout, index }))
    .filter(({ payout }) => payout.status !== 'pending' && payout.status !== 'cancelled')
    .sort((a, b) => b.payout.payoutDate.localeCompare(a.payout.payoutDate) || a.index - b.index)
    .slice(0, RECENT_PAYOUTS)
    .map(({ payout }) => payout);
}
