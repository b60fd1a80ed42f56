import type { CategoryKey } from '@invest/contracts';
import type { PayoutType } from '../ledger/ledger-types.js';
import { addMonths, nextDayOfMonth } from './calendar.js';

/** Fixed deposits pay on this day of every month (spec 9). */
export const FD_PAYOUT_DAY = 15;
/** Spec 9: FD monthly rate 1.5% when the plan gives no annual rate. */
export const DEFAULT_FD_MONTHLY_RATE_BP = 150;
const BP = 10_000;

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

export interface ScheduledPayout {
  sequence: number;
  payoutDate: string;
  payoutType: PayoutType;
  amountPaise: number;
}

/** Round half up: money is integer paise. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** The FD monthly rate of an annual rate: 18% p.a. → 1.5% a month (1800 bp → 150 bp); 20% → 1.67%. */
export function monthlyRateBpOf(returnRateBp: number | null): number {
  return returnRateBp === null ? DEFAULT_FD_MONTHLY_RATE_BP : roundHalfUp(returnRateBp, 12);
}

/**
 * The payouts an investment schedules when it is paid for:
 * - fixed deposits: one interest payout on every 15th after the investment date, `durationMonths` of them,
 *   each amount × monthly rate;
 * - every other product: one maturity payout on the maturity date, the amount plus simple interest
 *   (amount × annual rate × months / 12), or the amount alone when the rate is market-linked (unknown).
 */
export function payoutSchedule(input: ScheduleInput): ScheduledPayout[] {
  if (input.category === 'FIXED_DEPOSITS') {
    const monthlyBp = input.monthlyRateBp ?? monthlyRateBpOf(input.returnRateBp);
    const amountPaise = roundHalfUp(input.amountPaise * monthlyBp, BP);
    const first = nextDayOfMonth(input.investmentDate, FD_PAYOUT_DAY);
    return Array.from({ length: input.durationMonths }, (_, index) => ({
      sequence: index + 1,
      payoutDate: addMonths(first, index),
      payoutType: 'monthly' as const,
      amountPaise,
    }));
  }
  const interest = input.returnRateBp === null ? 0 : roundHalfUp(input.amountPaise * input.returnRateBp * input.durationMonths, BP * 12);
  return [
    {
      sequence: 1,
      payoutDate: addMonths(input.investmentDate, input.durationMonths),
      payoutType: 'maturity',
      amountPaise: input.amountPaise + interest,
    },
  ];
}
