import { financialYearOf, isSeniorInYear } from './financial-year.js';
import { interestTdsOn, type TdsTableRow, TDS_TABLE, thresholdOf } from './tds-rates.js';

/** What the TDS on one interest payout depends on. Money in integer paise. */
export interface InterestPayoutCase {
  /** The payout's date (India): it picks the year and the row of the table. */
  payoutDate: string;
  /** I: this payout's interest (its gross amount). */
  interestPaise: number;
  /** C: interest on fixed deposits already sent to the investor this financial year. */
  sentThisYearPaise: number;
  /** D: the TDS already deducted from C. */
  deductedThisYearPaise: number;
  /** From the KYC record; unknown counts as under 60. */
  dateOfBirth: string | null;
  /** A Form 15G/15H for the payout's year was made on or before its date. */
  declared: boolean;
}

export interface PayoutSplit {
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
}

const BP = 10_000n;
const PAISE_PER_RUPEE = 100n;

/** `amountPaise × rateBp` rounded to the nearest rupee (s. 288B), half up, in paise. */
export function percentToNearestRupee(amountPaise: bigint, rateBp: number): bigint {
  const denominator = BP * PAISE_PER_RUPEE;
  const rupees = (amountPaise * BigInt(rateBp) * 2n + denominator) / (denominator * 2n);
  return rupees * PAISE_PER_RUPEE;
}

/**
 * TDS on one fixed-deposit interest payout (s. 194A), in paise:
 * - none under a Form 15G/15H for the year;
 * - none while the year's interest including this payout (C + I) stays at or below the threshold for the
 *   investor's age;
 * - once it passes, the rate on the whole year's interest so far, less what was already deducted:
 *   round(rate × (C + I)) − D, so the month the threshold is crossed catches up on the year, and later months
 *   deduct rate × I.
 * Never more than the payout itself: what a small payout cannot cover is caught up by the next ones (the
 * formula sees the shortfall in D).
 */
export function tdsOnInterest(payout: InterestPayoutCase, rows: readonly TdsTableRow[] = TDS_TABLE): number {
  if (payout.declared) return 0;
  const row = interestTdsOn(payout.payoutDate, rows);
  const senior = isSeniorInYear(payout.dateOfBirth, financialYearOf(payout.payoutDate));
  const interest = BigInt(payout.interestPaise);
  const yearSoFar = BigInt(payout.sentThisYearPaise) + interest;
  if (yearSoFar <= BigInt(thresholdOf(row, senior))) return 0;
  const due = percentToNearestRupee(yearSoFar, row.rateBp) - BigInt(payout.deductedThisYearPaise);
  if (due <= 0n) return 0;
  return Number(due < interest ? due : interest);
}

/** Gross, TDS and net of a payout: only fixed-deposit interest is subject; everything else is paid whole. */
export function splitPayout(grossPaise: number, tdsPaise: number): PayoutSplit {
  return { grossPaise, tdsPaise, netPaise: grossPaise - tdsPaise };
}
