import { autoPayValidUntil, type AutoPayMandate, formatCalendarDate, indiaToday } from '@invest/contracts';

/** The mandate terms shown before the gateway order exists; once it does, the page shows the server's own terms. */
export type MandateTerms = Omit<AutoPayMandate, 'customerId'>;

/**
 * The mandate the gateway will set up for a UPI payment of `amount`: up to the amount a debit, monthly, until the
 * India day the API computes (`autoPayValidUntil`, the same function payments.service sets the mandate up with).
 */
export function previewMandate(amount: number, today: Date = new Date()): MandateTerms {
  return { maxAmount: amount, frequency: 'monthly', validUntil: autoPayValidUntil(indiaToday(today)) };
}

export function frequencyLabel(frequency: MandateTerms['frequency']): string {
  return frequency === 'monthly' ? 'Monthly' : 'As presented: only for investments you confirm';
}

/** '2036-11-27' → '27 Nov 2036', as the gateway's checkout shows the mandate's end (the shared India-time formatter). */
export function mandateDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}
