import { addMonths } from '../../common/calendar/calendar.js';
import { roundHalfUp } from './payout-schedule.js';

const BP = 10_000n;

/** What a premature withdrawal pays depends on (integer paise, the penalty in basis points of the interest earned). */
export interface WithdrawalInput {
  principalPaise: number;
  /** Interest earned from the investment date to the withdrawal date. */
  interestAccruedPaise: number;
  /** Interest already paid out (or on its way) by the monthly payouts: never paid twice. */
  interestPaidPaise: number;
  penaltyBp: number;
}

export interface WithdrawalFigures {
  penaltyPaise: number;
  /** principal + accrued − paid − penalty: the payout's gross amount (never below 0). */
  grossPaise: number;
  /** The principal part of the gross: the principal, less any interest paid beyond what was earned net of the penalty. */
  principalPaise: number;
  /** The interest part of the gross (what TDS is worked out on). */
  interestPaise: number;
}

/**
 * The gross amount of a premature withdrawal, exactly (BigInt: amount × rate passes 2^53 for the largest deposits):
 * penalty = the plan's rate of the interest earned, rounded half up to the paisa; gross = principal + interest
 * earned − interest already paid − penalty. Monthly payouts can have paid more interest than was earned by the day
 * (the first 15th pays a whole month): the excess and the penalty then come out of the principal.
 */
export function withdrawalFigures(input: WithdrawalInput): WithdrawalFigures {
  const principal = BigInt(input.principalPaise);
  const penaltyPaise = roundHalfUp(BigInt(input.interestAccruedPaise) * BigInt(input.penaltyBp), BP);
  const raw = principal + BigInt(input.interestAccruedPaise) - BigInt(input.interestPaidPaise) - BigInt(penaltyPaise);
  const gross = raw < 0n ? 0n : raw;
  const principalPart = gross < principal ? gross : principal;
  return { penaltyPaise, grossPaise: Number(gross), principalPaise: Number(principalPart), interestPaise: Number(gross - principalPart) };
}

/** The first day a deposit booked on `investmentDate` may be withdrawn: its lock-in's end. */
export function lockInEnds(investmentDate: string, lockInMonths: number): string {
  return addMonths(investmentDate, lockInMonths);
}
