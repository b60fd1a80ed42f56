import { DEMO_DEFAULT_DURATION_MONTHS, type DemoPortfolioStats } from '@invest/contracts';

/** Rupees (at most 2 decimals) to integer paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Percent text or number ('18', 12.5) to basis points. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * Spec 9: current value = amount + amount × rate × duration / 12 (simple interest, rate read as a
 * fraction, duration 12 when absent). Integer paise, rounded half up.
 */
export function currentValuePaise(amountPaise: number, rateBp: number, durationMonths: number | null): number {
  const months = durationMonths ?? DEMO_DEFAULT_DURATION_MONTHS;
  return amountPaise + Math.round((amountPaise * rateBp * months) / (10_000 * 12));
}

/** `months` calendar months after `start` (UTC), the day clamped to the month's last day. */
export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start.getTime());
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
}

export interface StatsInput {
  amountPaise: number;
  returnRateBp: number;
  durationMonths: number | null;
}

/** Dashboard stats (spec 3): totals in rupees, average return in percent, zeros when empty. */
export function portfolioStats(investments: readonly StatsInput[]): DemoPortfolioStats {
  const invested = investments.reduce((sum, item) => sum + item.amountPaise, 0);
  const current = investments.reduce((sum, item) => sum + currentValuePaise(item.amountPaise, item.returnRateBp, item.durationMonths), 0);
  const rateBpSum = investments.reduce((sum, item) => sum + item.returnRateBp, 0);
  return {
    totalInvested: paiseToRupees(invested),
    currentValue: paiseToRupees(current),
    totalGains: paiseToRupees(current - invested),
    averageReturn: investments.length === 0 ? 0 : Math.round(rateBpSum / investments.length) / 100,
    activeInvestments: investments.length,
  };
}
