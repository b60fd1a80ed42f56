import { AUTOPAY_MANDATE_YEARS, type AutoPayMandate } from '@invest/contracts';

/** The mandate terms shown before the gateway order exists: the server sets them up the same way (payments.service). */
export type MandateTerms = Omit<AutoPayMandate, 'customerId'>;

/** The mandate the gateway will set up for a UPI payment of `amount`: up to the amount a debit, monthly, 10 years. */
export function previewMandate(amount: number, today: Date = new Date()): MandateTerms {
  const until = new Date(Date.UTC(today.getUTCFullYear() + AUTOPAY_MANDATE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return { maxAmount: amount, frequency: 'monthly', validUntil: until.toISOString().slice(0, 10) };
}

export function frequencyLabel(frequency: MandateTerms['frequency']): string {
  return frequency === 'monthly' ? 'Monthly' : 'As presented: only for investments you confirm';
}

/** '2035-11-23' → '23 November 2035'. */
export function mandateDate(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
