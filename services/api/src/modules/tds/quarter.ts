import type { FinancialQuarter, FinancialYear } from '@invest/contracts';
import { financialYearBounds, financialYearOf, startYearOf } from './financial-year.js';

/**
 * The quarters of a financial year, as TDS returns and certificates count them (India dates): Q1 April-June, Q2
 * July-September, Q3 October-December, Q4 January-March. A quarter is labelled '2026-27-Q2'.
 */
export interface QuarterBounds {
  financialYear: FinancialYear;
  number: 1 | 2 | 3 | 4;
  /** First and last India date of the quarter. */
  start: string;
  end: string;
}

const LABEL = /^(\d{4}-\d{2})-Q([1-4])$/;
const MONTHS = ['Apr-Jun', 'Jul-Sep', 'Oct-Dec', 'Jan-Mar'] as const;
const LAST_DAY = ['06-30', '09-30', '12-31', '03-31'] as const;
const FIRST_DAY = ['04-01', '07-01', '10-01', '01-01'] as const;

/** A quarter's bounds, or null for a label that names none ('2026-27-Q5', '2026-28-Q1'). */
export function parseQuarter(label: string): QuarterBounds | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  const financialYear = match[1] ?? '';
  const start = startYearOf(financialYear);
  if (start === null) return null;
  const number = Number(match[2]) as QuarterBounds['number'];
  const calendarYear = number === 4 ? start + 1 : start;
  return { financialYear, number, start: `${calendarYear}-${FIRST_DAY[number - 1]}`, end: `${calendarYear}-${LAST_DAY[number - 1]}` };
}

/** The quarter a calendar date falls in: '2026-07-15' → '2026-27-Q2', '2027-02-15' → '2026-27-Q4'. */
export function quarterOf(date: string): FinancialQuarter {
  const month = Number(date.slice(5, 7));
  const number = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${financialYearOf(date)}-Q${number}`;
}

/** 'Jul-Sep 2026 (Q2, FY 2026-27)'. */
export function quarterName(quarter: QuarterBounds): string {
  return `${MONTHS[quarter.number - 1]} ${quarter.end.slice(0, 4)} (Q${quarter.number}, FY ${quarter.financialYear})`;
}

/** Whether the quarter has ended by `today` (India date): it closes at the end of its last day. */
export function quarterClosed(quarter: QuarterBounds, today: string): boolean {
  return today > quarter.end;
}

/** The assessment year of a financial year ('2026-27' → '2027-28'), as Form 16A names it. */
export function assessmentYearOf(year: FinancialYear): string {
  const { end } = financialYearBounds(year);
  return financialYearOf(`${end.slice(0, 4)}-04-01`);
}
