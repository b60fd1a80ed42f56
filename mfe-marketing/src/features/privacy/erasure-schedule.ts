import { type ErasureHeld, formatCalendarDate, formatIndiaDate, type PrivacyRequestView } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { privacyPage } from '../../content/privacy.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Scheduled for 11 Apr 2045." (the India date the erasure is carried out), or null when not pending. */
export function erasureScheduleText(request: PrivacyRequestView): string | null {
  if (request.type !== 'erasure' || request.status !== 'pending' || request.scheduledFor === null) return null;
  return `${privacyPage.erasureScheduledLabel} ${formatIndiaDate(request.scheduledFor)}.`;
}

/** What an erasure waits for, in words: "Erasure runs after your final payout is paid. Still held: …". */
export function erasureHeldText(held: ErasureHeld): string {
  const parts = [
    held.activeInvestments > 0 ? plural(held.activeInvestments, 'active investment', 'active investments') : null,
    held.outstandingPrincipal > 0 ? `${formatInr(held.outstandingPrincipal)} principal outstanding` : null,
    held.unpaidPayouts > 0 ? plural(held.unpaidPayouts, 'payout to be paid', 'payouts to be paid') : null,
    held.paymentsInProgress > 0 ? plural(held.paymentsInProgress, 'payment in progress', 'payments in progress') : null,
    held.finalPayoutDate === null ? null : `final payout on ${formatCalendarDate(held.finalPayoutDate)}`,
  ].filter((part): part is string => part !== null);
  return `${privacyPage.erasureHeldText} ${parts.join(', ')}.`;
}
