import { type DateLanguage, type ErasureHeld, formatCalendarDate, formatIndiaDate, type PrivacyRequestView } from '@invest/contracts';
import { formatInr, type I18n } from '@invest/platform';
import { privacyErasure } from '../../content/privacy.js';

/** "Scheduled for 11 Apr 2045." (the India date the erasure is carried out), in the page's language, or null when not pending. */
export function erasureScheduleText(i18n: I18n, request: PrivacyRequestView): string | null {
  if (request.type !== 'erasure' || request.status !== 'pending' || request.scheduledFor === null) return null;
  return i18n._(privacyErasure.scheduled, { date: formatIndiaDate(request.scheduledFor, language(i18n)) });
}

/** What an erasure waits for, in words: "Your erasure runs after your final payout is paid; … Still held: …". */
export function erasureHeldText(i18n: I18n, held: ErasureHeld): string {
  const _ = i18n._.bind(i18n);
  const parts = [
    held.activeInvestments > 0 ? _(privacyErasure.activeInvestments, { count: held.activeInvestments }) : null,
    held.outstandingPrincipal > 0 ? _(privacyErasure.principal, { amount: formatInr(held.outstandingPrincipal) }) : null,
    held.unpaidPayouts > 0 ? _(privacyErasure.unpaidPayouts, { count: held.unpaidPayouts }) : null,
    held.paymentsInProgress > 0 ? _(privacyErasure.paymentsInProgress, { count: held.paymentsInProgress }) : null,
    held.finalPayoutDate === null ? null : _(privacyErasure.finalPayout, { date: formatCalendarDate(held.finalPayoutDate, language(i18n)) }),
  ].filter((part): part is string => part !== null);
  return _(privacyErasure.held, { items: parts.join(', ') });
}

const language = (i18n: I18n): DateLanguage => (i18n.locale === 'hi' ? 'hi' : 'en');
