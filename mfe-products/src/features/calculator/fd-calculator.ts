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

export interface PayoutRow {
  /** 1-based month number. */
  readonly month: number;
  /** Payout date, 'YYYY-MM-DD' (always the 15th). */
  readonly date: string;
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
export function payoutDate(start: { year: number; month: number }, n: number): string {
  const index = start.year * 12 + (start.month - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(FD_PAYOUT_DAY)}`;
}

/** Round to paise so repeated additions do not show float noise (display rounds to rupees anyway). */
const paise = (value: number) => Math.round(value * 100) / 100;

export function calculateFd(amountInput: string | number, months: number, today: Date): FdResult {
  const amount = parseAmount(amountInput);
  const monthlyRoi = paise((amount * FD_MONTHLY_RATE_PERCENT) / 100);
  const totalInterest = paise(monthlyRoi * months);
  const start = { year: today.getFullYear(), month: today.getMonth() + 1 };
  const schedule = Array.from({ length: months }, (_, i): PayoutRow => {
    const interestToDate = paise(monthlyRoi * (i + 1));
    return { month: i + 1, date: payoutDate(start, i + 1), payout: monthlyRoi, interestToDate, balance: paise(amount + interestToDate) };
  });
  return { amount, months, monthlyRoi, totalInterest, maturity: paise(amount + totalInterest), schedule };
}
