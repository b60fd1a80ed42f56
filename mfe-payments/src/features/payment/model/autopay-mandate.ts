import { autoPayValidUntil, type AutoPayMandate, formatCalendarDate, indiaToday } from '@invest/contracts';
import type { I18n } from '@invest/platform';
import type { Locale } from '@invest/mf/runtime';

/** The mandate terms shown before the gateway order exists; once it does, the page shows the server's own terms. */
export type MandateTerms = Omit<AutoPayMandate, 'customerId'>;

/**
 * The mandate the gateway will set up for a UPI payment of `amount`: up to the amount a debit, monthly, until the
 * India day the API computes (`autoPayValidUntil`, the same function payments.service sets the mandate up with).
 */
export function previewMandate(amount: number, today: Date = new Date()): MandateTerms {
  return { maxAmount: amount, frequency: 'monthly', validUntil: autoPayValidUntil(indiaToday(today)) };
}

export function frequencyLabel(frequency: MandateTerms['frequency'], _: I18n['_']): string {
  return frequency === 'monthly' ? _('payments.upi.frequency.monthly') : _('payments.upi.frequency.asPresented');
}

/**
 * '2036-11-27' → '27 Nov 2036' ('27 नव॰ 2036' in Hindi), as the gateway's checkout shows the mandate's end (the shared
 * India-time formatter, in the page's language).
 */
export function mandateDate(isoDate: string, locale: Locale = 'en'): string {
  return formatCalendarDate(isoDate, locale);
}
