import { demoValueNowPaise, paiseToRupees, type DemoPortfolioStats } from '@invest/contracts';

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
  investmentDate: Date;
  maturityDate: Date;
}

/**
 * Dashboard stats (product §3) at `now`: totals in rupees, average return in percent, zeros when empty. The current value
 * grows only with the days elapsed since each investment (day 0: gains ₹0), never beyond its maturity.
 */
export function portfolioStats(investments: readonly StatsInput[], now: Date): DemoPortfolioStats {
  const invested = investments.reduce((sum, item) => sum + item.amountPaise, 0);
  const current = investments.reduce(
    (sum, item) => sum + demoValueNowPaise(item.amountPaise, item.returnRateBp, item.investmentDate.getTime(), item.maturityDate.getTime(), now.getTime()),
    0,
  );
  const rateBpSum = investments.reduce((sum, item) => sum + item.returnRateBp, 0);
  return {
    totalInvested: paiseToRupees(invested),
    currentValue: paiseToRupees(current),
    totalGains: paiseToRupees(current - invested),
    averageReturn: investments.length === 0 ? 0 : Math.round(rateBpSum / investments.length) / 100,
    activeInvestments: investments.length,
  };
}
