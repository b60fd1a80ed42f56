import type { InterestPayer, TdsDeclarationForm } from '@invest/contracts';
import { financialYearOf, isSeniorInYear } from './financial-year.js';
import { basicExemptionOn, interestTdsOn, type TdsTableRow, TDS_TABLE, thresholdOf } from './tds-rates.js';

/** What the TDS on one interest payout depends on. Money in integer paise. */
export interface InterestPayoutCase {
  /** The payout's date (India): it picks the year and the row of the table. */
  payoutDate: string;
  /** I: this payout's interest (its gross amount). */
  interestPaise: number;
  /** Who pays this interest: the s. 194A threshold is the payer's, and C and D count only its interest. */
  payer: InterestPayer;
  /** C: interest on fixed deposits of the same payer already sent to the investor this financial year. */
  sentThisYearPaise: number;
  /** D: the TDS already deducted from C. */
  deductedThisYearPaise: number;
  /** From the KYC record; unknown counts as under 60. */
  dateOfBirth: string | null;
  /** The Form 15G/15H for the payout's year, when made on or before its date; else null. */
  declaration: TdsDeclarationForm | null;
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
 * Whether a Form 15G/15H still waives TDS when the year's interest from this payer, this payout included, is
 * `yearSoFarPaise`:
 * - a 15H always (s. 197A(1C) applies "notwithstanding anything contained in sub-section (1B)": a senior whose tax
 *   on total income is nil may declare whatever the interest);
 * - a 15G only while that interest stays at or below the basic exemption limit in force (s. 197A(1B): no 15G when
 *   the income it is given for, credited or paid in the year, exceeds the maximum amount not chargeable to tax; the
 *   old regime's limit, see README).
 */
export function declarationWaives(form: TdsDeclarationForm, yearSoFarPaise: number, payoutDate: string, rows: readonly TdsTableRow[] = TDS_TABLE): boolean {
  if (form === '15H') return true;
  return yearSoFarPaise <= basicExemptionOn(payoutDate, rows).limitPaise;
}

/**
 * TDS on one fixed-deposit interest payout (s. 194A), in paise:
 * - none under a Form 15H for the year, or under a 15G while the year's interest from this payer (C + I) stays
 *   within the basic exemption limit (declarationWaives); from the payout that passes it, the 15G is void for the
 *   year and the rules below apply (with nothing deducted before, that payout catches up on the whole year);
 * - none while C + I stays at or below the payer's threshold (a bank's depends on the investor's age; any other
 *   payer's, the platform's, does not);
 * - once it passes, the rate on the whole year's interest so far, less what was already deducted:
 *   round(rate × (C + I)) − D, so the month the threshold is crossed catches up on the year, and later months
 *   deduct rate × I.
 * Never more than the payout itself: what a small payout cannot cover is caught up by the next ones (the
 * formula sees the shortfall in D).
 */
export function tdsOnInterest(payout: InterestPayoutCase, rows: readonly TdsTableRow[] = TDS_TABLE): number {
  const interest = BigInt(payout.interestPaise);
  const yearSoFar = BigInt(payout.sentThisYearPaise) + interest;
  if (payout.declaration !== null && declarationWaives(payout.declaration, Number(yearSoFar), payout.payoutDate, rows)) return 0;
  const row = interestTdsOn(payout.payoutDate, rows);
  const senior = isSeniorInYear(payout.dateOfBirth, financialYearOf(payout.payoutDate));
  if (yearSoFar <= BigInt(thresholdOf(row, payout.payer, senior))) return 0;
  const due = percentToNearestRupee(yearSoFar, row.rateBp) - BigInt(payout.deductedThisYearPaise);
  if (due <= 0n) return 0;
  return Number(due < interest ? due : interest);
}

/** Gross, TDS and net of a payout: only fixed-deposit interest is subject; everything else is paid whole. */
export function splitPayout(grossPaise: number, tdsPaise: number): PayoutSplit {
  return { grossPaise, tdsPaise, netPaise: grossPaise - tdsPaise };
}
