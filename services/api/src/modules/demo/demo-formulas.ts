import { demoCurrentValuePaise, paiseToRupees, type DemoPortfolioStats } from '@invest/contracts';

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
  const current = investments.reduce((sum, item) => sum + demoCurrentValuePaise(item.amountPaise, item.returnRateBp, item.durationMonths), 0);
  const rateBpSum = investments.reduce((sum, item) => sum + item.returnRateBp, 0);
  return {
    totalInvested: paiseToRupees(invested),
    currentValue: paiseToRupees(current),
    totalGains: paiseToRupees(current - invested),
    averageReturn: investments.length === 0 ? 0 : Math.round(rateBpSum / investments.length) / 100,
    activeInvestments: investments.length,
  };
}
