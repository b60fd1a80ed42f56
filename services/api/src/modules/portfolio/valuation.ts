import { CATEGORY_DISPLAY_LABELS, type CategoryKey, type PortfolioCategoryShare } from '@invest/contracts';
import type { InvestmentStatus } from '../investments/investment-types.js';

/** What valuation needs of an investment row (money in paise, rates in basis points, dates 'YYYY-MM-DD'). */
export interface ValuedInvestment {
  category: CategoryKey;
  status: InvestmentStatus;
  amountPaise: number;
  returnRateBp: number | null;
  monthlyRateBp: number | null;
  investmentDate: string;
  maturityDate: string | null;
}

export interface InvestmentValue {
  currentValuePaise: number;
  earningsPaise: number;
}

const DAY_MS = 86_400_000;

/** Payment attempts, not holdings: an investment never paid for (declined, or abandoned before payment). */
export const UNPAID_ATTEMPTS = ['pending_payment', 'payment_failed'] as const satisfies readonly InvestmentStatus[];

/** Paid-for investments count in the portfolio (withdrawn, matured and redeemed ones too); unpaid or declined ones do not. */
export function isHeld(status: InvestmentStatus): boolean {
  return status === 'active' || status === 'matured' || status === 'withdrawing' || status === 'withdrawn' || status === 'redeeming' || status === 'redeemed';
}

/** Today's calendar date in India: the ledger's one definition (the payments side dates investments with it). */
export { indiaDate } from '../../common/calendar/calendar.js';

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The product's rule as a yearly rate: fixed deposits pay a monthly rate (×12), others their % p.a.; none known: 0. */
export function annualRateBp(investment: Pick<ValuedInvestment, 'returnRateBp' | 'monthlyRateBp'>): number {
  if (investment.monthlyRateBp !== null) return investment.monthlyRateBp * 12;
  return investment.returnRateBp ?? 0;
}

/**
 * Simple interest accrued from the investment date to `today` (or to maturity, whichever is first), on an
 * actual/365 day count, in integer paise rounded down (never overstated). BigInt keeps large amounts exact.
 */
export function accruedInterestPaise(investment: ValuedInvestment, today: string): number {
  const end = investment.maturityDate !== null && investment.maturityDate < today ? investment.maturityDate : today;
  const days = Math.max(0, daysBetween(investment.investmentDate, end));
  const numerator = BigInt(investment.amountPaise) * BigInt(annualRateBp(investment)) * BigInt(days);
  return Number(numerator / 3_650_000n);
}

/**
 * Current value = principal + earnings − interest already paid out (sent or credited, gross of TDS: that money has
 * left the holding; a reversed payout has not, until it is sent again); earnings = the interest accrued, or what was
 * already paid out when that is more (a monthly FD pays a full month on its first 15th), so paid payouts always count
 * in earnings and never eat into the principal. Once the principal has been repaid (the final payout, or a premature
 * withdrawal) nothing is held any more: the value is 0 and the earnings are what came back beyond the principal.
 */
export function valueInvestment(investment: ValuedInvestment, paidOutPaise: number, today: string, repaidPrincipalPaise = 0): InvestmentValue {
  if (!isHeld(investment.status)) return { currentValuePaise: 0, earningsPaise: 0 };
  if (repaidPrincipalPaise > 0) return { currentValuePaise: 0, earningsPaise: paidOutPaise + repaidPrincipalPaise - investment.amountPaise };
  const earningsPaise = Math.max(accruedInterestPaise(investment, today), paidOutPaise);
  return { currentValuePaise: Math.max(0, investment.amountPaise + earningsPaise - paidOutPaise), earningsPaise };
}

/** Each category's invested amount and its share of total invested, rounded to a whole percent; largest first. */
export function distribution(investments: ValuedInvestment[]): Array<Omit<PortfolioCategoryShare, 'amount'> & { amountPaise: number }> {
  const byCategory = new Map<CategoryKey, number>();
  let total = 0;
  for (const investment of investments) {
    if (!isHeld(investment.status)) continue;
    byCategory.set(investment.category, (byCategory.get(investment.category) ?? 0) + investment.amountPaise);
    total += investment.amountPaise;
  }
  return [...byCategory.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([category, amountPaise]) => ({
      category,
      label: CATEGORY_DISPLAY_LABELS[category] ?? category,
      amountPaise,
      percentage: total === 0 ? 0 : Math.round((amountPaise * 100) / total),
    }));
}

/** Paise to rupees for the JSON answers (exact to the paisa). */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** A ratio in percent with two decimals (0 when the base is 0). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100;
}
