import { interestTdsOn, type InterestPayer, thresholdOf } from '@invest/contracts';

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Paise as the pages state a figure of the TDS table: whole rupees, en-IN grouping (2_50_000_00 → '₹2,50,000'). */
export function tableRupees(paise: number): string {
  return WHOLE_RUPEES.format(paise / 100);
}

/**
 * The placeholder catalogue texts write where they state the s. 194A threshold of the interest the platform pays
 * ("… exceeds {platformTdsThreshold} in a financial year"): the API fills it from the TDS table on the day it answers,
 * so the knowledge hub states the figure the payouts are booked with, never a second copy of it.
 */
export const PLATFORM_TDS_THRESHOLD = '{platformTdsThreshold}';

/** `text` with PLATFORM_TDS_THRESHOLD replaced by the threshold in force on `date` for interest `payer` pays (under 60). */
export function withTdsThreshold(text: string, date: string, payer: InterestPayer = 'platform'): string {
  if (!text.includes(PLATFORM_TDS_THRESHOLD)) return text;
  return text.replaceAll(PLATFORM_TDS_THRESHOLD, tableRupees(thresholdOf(interestTdsOn(date), payer, false)));
}
