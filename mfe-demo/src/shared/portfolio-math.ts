import {
  demoCurrentValuePaise,
  demoValueNowPaise,
  paiseToRupees,
  percentToBp,
  rupeesToPaise,
  type DemoInvestment,
  type DemoPortfolioResponse,
  type DemoTransaction,
} from '@invest/contracts';

/** Product §9: the value at maturity = amount + amount × rate × duration / 12 (duration 12 when absent), the API's formula. */
export function maturityValue(amount: number, ratePercent: number, durationMonths: number | null | undefined): number {
  return paiseToRupees(demoCurrentValuePaise(rupeesToPaise(amount), percentToBp(ratePercent), durationMonths));
}

/** The value at `now`: grown only by the whole days elapsed since the investment (the API's formula, demoValueNowPaise). */
export function currentValue(investment: Pick<DemoInvestment, 'amount' | 'returnRate' | 'investmentDate' | 'maturityDate'>, now: number): number {
  const investedAt = Date.parse(investment.investmentDate);
  const maturesAt = Date.parse(investment.maturityDate);
  if (!Number.isFinite(investedAt) || !Number.isFinite(maturesAt)) return investment.amount;
  return paiseToRupees(demoValueNowPaise(rupeesToPaise(investment.amount), percentToBp(investment.returnRate), investedAt, maturesAt, now));
}

/** Product §9: elapsed share (0-100) between investment and maturity date. */
export function progressPercent(investmentDate: string, maturityDate: string, now: number): number {
  const start = Date.parse(investmentDate);
  const end = Date.parse(maturityDate);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 0;
  return Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
}

/** Product §9: an investment's share of the total invested, a whole percent. */
export function mixPercent(amount: number, totalInvested: number): number {
  return totalInvested > 0 ? Math.round((amount / totalInvested) * 100) : 0;
}

/** Total gains as a percent of the total invested, to 1 decimal ('18.0'). */
export function gainsPercent(totalGains: number, totalInvested: number): string {
  return (totalInvested > 0 ? (totalGains / totalInvested) * 100 : 0).toFixed(1);
}

/** Product §9: investment transactions display negative, others positive. */
export function signedAmount(transaction: Pick<DemoTransaction, 'type' | 'amount'>): number {
  return transaction.type === 'investment' ? -Math.abs(transaction.amount) : Math.abs(transaction.amount);
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' && value !== '' ? value : fallback);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Product §3: absent values default to zeros, empty lists and the name 'Demo User'. */
export function normalisePortfolio(raw: unknown): DemoPortfolioResponse {
  const body = record(raw);
  const user = record(body['user']);
  const stats = record(body['stats']);
  const hasName = text(user['firstName']) !== '' || text(user['lastName']) !== '';
  return {
    user: hasName ? { firstName: text(user['firstName']), lastName: text(user['lastName']) } : { firstName: 'Demo', lastName: 'User' },
    stats: {
      totalInvested: num(stats['totalInvested']),
      currentValue: num(stats['currentValue']),
      totalGains: num(stats['totalGains']),
      averageReturn: num(stats['averageReturn']),
      activeInvestments: num(stats['activeInvestments']),
    },
    investments: list(body['investments']).map((item): DemoInvestment => {
      const row = record(item);
      return {
        id: text(row['id']),
        productName: text(row['productName']),
        productType: text(row['productType']),
        amount: num(row['amount']),
        returnRate: num(row['returnRate']),
        duration: num(row['duration']),
        maturityDate: text(row['maturityDate']),
        investmentDate: text(row['investmentDate']),
      };
    }),
    transactions: list(body['transactions']).map((item): DemoTransaction => {
      const row = record(item);
      const type = row['type'];
      return {
        id: text(row['id']),
        type: type === 'payout' || type === 'fee' ? type : 'investment',
        amount: num(row['amount']),
        createdAt: text(row['createdAt']),
      };
    }),
  };
}
