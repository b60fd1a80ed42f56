import type { FinancialYear } from '@invest/contracts';

/**
 * India's financial year runs from 1 April to 31 March and is labelled by its two calendar years: '2026-27' is
 * 1 April 2026 to 31 March 2027. Dates are 'YYYY-MM-DD' (India's calendar date, as the ledger keeps them).
 */
const LABEL = /^(\d{4})-(\d{2})$/;

/** The financial year a calendar date falls in: '2027-03-31' → '2026-27', '2027-04-01' → '2027-28'. */
export function financialYearOf(date: string): FinancialYear {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return labelOf(month >= 4 ? year : year - 1);
}

/** The year that starts in April of `startYear`: 2026 → '2026-27'. */
export function labelOf(startYear: number): FinancialYear {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The April year of a well-formed label ('2026-27' → 2026), or null for anything else ('2026-28', '26-27'). */
export function startYearOf(label: string): number | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  return labelOf(start) === label ? start : null;
}

/** First and last day of a financial year ('2026-27' → 2026-04-01 .. 2027-03-31). */
export function financialYearBounds(label: FinancialYear): { start: string; end: string } {
  const start = startYearOf(label);
  if (start === null) throw new RangeError(`Not a financial year: ${label}`);
  return { start: `${start}-04-01`, end: `${start + 1}-03-31` };
}

/** The year after `label` ('2026-27' → '2027-28'). */
export function nextFinancialYear(label: FinancialYear): FinancialYear {
  const start = startYearOf(label);
  if (start === null) throw new RangeError(`Not a financial year: ${label}`);
  return labelOf(start + 1);
}

/** Senior citizens' age for TDS on interest (s. 194A, s. 197A(1C)): 60 or over at any time during the year. */
export const SENIOR_CITIZEN_AGE = 60;

/**
 * Whether someone born on `dateOfBirth` is a senior citizen in the year: 60 or over on any day of it, i.e. the
 * 60th birthday falls on or before its last day (31 March). An unknown date of birth counts as not senior.
 */
export function isSeniorInYear(dateOfBirth: string | null, label: FinancialYear): boolean {
  if (dateOfBirth === null) return false;
  const { end } = financialYearBounds(label);
  const birthYear = Number(dateOfBirth.slice(0, 4));
  const sixtiethBirthday = `${birthYear + SENIOR_CITIZEN_AGE}${dateOfBirth.slice(4)}`;
  return sixtiethBirthday <= end;
}
