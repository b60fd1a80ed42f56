/**
 * The FD calculator rule (spec 5 and 9), the one place it lives:
 * monthly ROI = 1.5% of the amount; total interest = monthly ROI × months;
 * maturity = amount + total interest; payout on the 15th of every month.
 */
export const FD_MONTHLY_RATE_PERCENT = 1.5;
export const FD_LOCK_IN_MONTHS = [6, 12, 18, 24, 30] as const;
export const FD_DEFAULT_LOCK_IN = 6;
export const FD_DEFAULT_AMOUNT = 100000;
export const FD_PAYOUT_DAY = 15;

export type LockInMonths = (typeof FD_LOCK_IN_MONTHS)[number];

/** The amount field as a number: anything non-numeric (or negative, or not finite) becomes 0. */
export function parseAmount(input: string | number): number {
  const value = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A calendar month: the year and its month, 1-12. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** The calendar month of a date, in the local time zone. */
export function calendarMonthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

export interface PayoutRow {
  /** 1-based month number. */
  readonly month: number;
  /** Payout date, 'YYYY-MM-DD' (always the 15th); null when the deposit's month is not known yet. */
  readonly date: string | null;
  readonly payout: number;
  /** Interest paid so far. */
  readonly interestToDate: number;
  /** Amount plus interest paid so far: what the deposit has returned by this date. */
  readonly balance: number;
}

export interface FdResult {
  readonly amount: number;
  readonly months: number;
  readonly monthlyRoi: number;
  readonly totalInterest: number;
  readonly maturity: number;
  readonly schedule: readonly PayoutRow[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The n-th payout date (n ≥ 1): the 15th of the n-th month after the month of `start`
 * (a deposit made on any day of January pays on 15 February, 15 March, ...). Calendar arithmetic only.
 */
export function payoutDate(start: CalendarMonth, n: number): string {
  const index = start.year * 12 + (start.month - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(FD_PAYOUT_DAY)}`;
}

/** Round to paise so repeated additions do not show float noise (display rounds to rupees anyway). */
const paise = (value: number) => Math.round(value * 100) / 100;

/** The figures of a deposit made in `start` (payout dates need it; null gives the schedule without dates). */
export function calculateFd(amountInput: string | number, months: number, start: CalendarMonth | null): FdResult {
  const amount = parseAmount(amountInput);
  const monthlyRoi = paise((amount * FD_MONTHLY_RATE_PERCENT) / 100);
  const totalInterest = paise(monthlyRoi * months);
  const schedule = Array.from({ length: months }, (_, i): PayoutRow => {
    const interestToDate = paise(monthlyRoi * (i + 1));
    const date = start === null ? null : payoutDate(start, i + 1);
    return { month: i + 1, date, payout: monthlyRoi, interestToDate, balance: paise(amount + interestToDate) };
  });
  return { amount, months, monthlyRoi, totalInterest, maturity: paise(amount + totalInterest), schedule };
}
