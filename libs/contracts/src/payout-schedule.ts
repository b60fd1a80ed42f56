/**
 * The payout arithmetic an investment is booked with: the API schedules payouts with it, the calculator and the
 * payment page preview them with it. Calendar dates are 'YYYY-MM-DD'; money is integer paise.
 */
import type { CategoryKey, PlanTerms } from './catalogue.js';
import { percentToBp } from './money.js';

/** Fixed deposits pay on this day of every month (product §9). */
export const FD_PAYOUT_DAY = 15;
/** Product §9: FD monthly rate 1.5% when the plan gives no annual rate. */
export const DEFAULT_FD_MONTHLY_RATE_BP = 150;
const BP = 10_000n;

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function parse(date: string): Ymd {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` calendar months; the day is clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return format({ year: nextYear, month: nextMonth, day: Math.min(day, daysInMonth(nextYear, nextMonth)) });
}

/** The first `day`-of-month strictly after `date` (the 15th after the 15th is next month's). */
export function nextDayOfMonth(date: string, dayOfMonth: number): string {
  const { year, month, day } = parse(date);
  const sameMonth = format({ year, month, day: dayOfMonth });
  return day < dayOfMonth ? sameMonth : addMonths(sameMonth, 1);
}

export interface ScheduleInput {
  category: CategoryKey;
  amountPaise: number;
  /** % p.a. in basis points. */
  returnRateBp: number | null;
  /** % a month in basis points (fixed deposits). */
  monthlyRateBp: number | null;
  durationMonths: number;
  investmentDate: string;
}

export type ScheduledPayoutType = 'monthly' | 'maturity';

export interface ScheduledPayout {
  sequence: number;
  payoutDate: string;
  payoutType: ScheduledPayoutType;
  /** Gross: interest, plus the principal in the final payout. */
  amountPaise: number;
  /** The principal part of amountPaise (0 for interest only). */
  principalPaise: number;
}

/**
 * numerator / denominator rounded half up, exactly: the product of an amount in paise, a rate in basis points and
 * a number of months passes 2^53 for the catalogue's largest amounts, so the arithmetic is BigInt throughout.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The amount is beyond exact integer paise.');
  return Number(rounded);
}

/** The FD monthly rate of an annual rate: 18% p.a. → 1.5% a month (1800 bp → 150 bp); 20% → 1.67%. */
export function monthlyRateBpOf(returnRateBp: number | null): number {
  return returnRateBp === null ? DEFAULT_FD_MONTHLY_RATE_BP : roundHalfUp(BigInt(returnRateBp), 12n);
}

/** The maturity date of an investment booked on `investmentDate` for `durationMonths`. */
export function maturityDateOf(investmentDate: string, durationMonths: number): string {
  return addMonths(investmentDate, durationMonths);
}

/**
 * The payouts an investment schedules when it is paid for:
 * - fixed deposits: `durationMonths` interest payouts of amount × monthly rate, on every 15th after the investment
 *   date, the last one on the maturity date and repaying the principal with that month's interest (TDS is on the
 *   interest only); interest paid out is never added to the principal;
 * - every other product: one maturity payout on the maturity date, the amount plus simple interest
 *   (amount × annual rate × months / 12), or the amount alone when the rate is market-linked (unknown).
 */
export function payoutSchedule(input: ScheduleInput): ScheduledPayout[] {
  const maturityDate = maturityDateOf(input.investmentDate, input.durationMonths);
  if (input.category === 'FIXED_DEPOSITS') {
    const monthlyBp = input.monthlyRateBp ?? monthlyRateBpOf(input.returnRateBp);
    const interestPaise = roundHalfUp(BigInt(input.amountPaise) * BigInt(monthlyBp), BP);
    const first = nextDayOfMonth(input.investmentDate, FD_PAYOUT_DAY);
    return Array.from({ length: input.durationMonths }, (_, index) => {
      const last = index === input.durationMonths - 1;
      return {
        sequence: index + 1,
        payoutDate: last ? maturityDate : addMonths(first, index),
        payoutType: last ? ('maturity' as const) : ('monthly' as const),
        amountPaise: last ? interestPaise + input.amountPaise : interestPaise,
        principalPaise: last ? input.amountPaise : 0,
      };
    });
  }
  const interest =
    input.returnRateBp === null ? 0 : roundHalfUp(BigInt(input.amountPaise) * BigInt(input.returnRateBp) * BigInt(input.durationMonths), BP * 12n);
  return [
    {
      sequence: 1,
      payoutDate: maturityDate,
      payoutType: 'maturity',
      amountPaise: input.amountPaise + interest,
      principalPaise: input.amountPaise,
    },
  ];
}

/** A plan's payouts for an amount and tenure, exactly as an investment in it is booked (investments.service.ts). */
export function planPayoutSchedule(plan: PlanTerms, amountPaise: number, durationMonths: number, investmentDate: string): ScheduledPayout[] {
  return payoutSchedule({
    category: plan.category,
    amountPaise,
    returnRateBp: plan.returnRate === null ? null : percentToBp(plan.returnRate),
    monthlyRateBp: plan.monthlyRate === null ? null : percentToBp(plan.monthlyRate),
    durationMonths,
    investmentDate,
  });
}
