import type { PortfolioInvestment, PortfolioResponse } from '@invest/contracts';
import type { LedgerInvestment } from '../investments/investment-record.js';
import { isMarketLinked } from '../market/market-instruments.js';
import type { LatestPrice } from '../market/market-prices.service.js';
import { marketHolding, valueMarketHolding } from '../market/market-valuation.js';
import type { LedgerPayout } from '../payouts/payout-record.js';
import { distribution, isHeld, percent, toRupees, valueInvestment } from './valuation.js';
import { xirr, type CashFlow } from './xirr.js';

export type { LedgerInvestment, LedgerPayout };

/** A user's ledger, read as of `today` (India's calendar date). */
export interface Ledger {
  today: string;
  /** The holdings: paid-for investments only (never a payment attempt that failed or was never paid). */
  investments: LedgerInvestment[];
  /** Per investment, the interest that has left the holding (sent or paid), gross of TDS. */
  paidOut: Map<string, number>;
  /** Per investment, the principal repaid (sent or paid). */
  repaid: Map<string, number>;
  paidPayouts: LedgerPayout[];
  /** The latest price of each market-linked plan held. */
  latestPrices: Map<string, LatestPrice>;
}

/** The ledger of these holdings and of their payouts that have left (processing or paid). */
export function ledgerOf(today: string, investments: LedgerInvestment[], paidPayouts: LedgerPayout[], latestPrices: Map<string, LatestPrice>): Ledger {
  const paidOut = new Map<string, number>();
  const repaid = new Map<string, number>();
  for (const payout of paidPayouts) {
    paidOut.set(payout.investmentId, (paidOut.get(payout.investmentId) ?? 0) + payout.amountPaise - payout.principalPaise);
    repaid.set(payout.investmentId, (repaid.get(payout.investmentId) ?? 0) + payout.principalPaise);
  }
  return { today, investments, paidOut, repaid, paidPayouts, latestPrices };
}

/** An investment's value today: a market-linked holding at its latest price, any other at its accrued interest. */
function valueOf(row: LedgerInvestment, ledger: Ledger): { currentValuePaise: number; earningsPaise: number } {
  const paidOut = ledger.paidOut.get(row.id) ?? 0;
  if (!isMarketLinked(row.category)) return valueInvestment(row, paidOut, ledger.today, ledger.repaid.get(row.id) ?? 0);
  return valueMarketHolding(row, ledger.latestPrices.get(row.planId ?? '')?.priceE4 ?? null, paidOut);
}

/** The holdings as the dashboard lists them, valued to the ledger's day. */
export function listInvestments(ledger: Ledger): PortfolioInvestment[] {
  return ledger.investments.map((row) => {
    const value = valueOf(row, ledger);
    const rateBp = row.returnRateBp ?? (row.monthlyRateBp === null ? null : row.monthlyRateBp * 12);
    return {
      id: row.id,
      productName: row.productName,
      productType: row.productType,
      category: row.category,
      status: row.status,
      amount: toRupees(row.amountPaise),
      currentValue: toRupees(value.currentValuePaise),
      earnings: toRupees(value.earningsPaise),
      returnRate: rateBp === null ? null : rateBp / 100,
      durationMonths: row.durationMonths,
      investmentDate: row.investmentDate,
      maturityDate: row.maturityDate,
      market: isMarketLinked(row.category) ? marketHolding(row, ledger.latestPrices.get(row.planId ?? '')) : null,
    };
  });
}

/** The portfolio's totals, breakdown by category and XIRR, valued to the ledger's day. */
export function summarise(ledger: Ledger): PortfolioResponse {
  const held = ledger.investments.filter((row) => isHeld(row.status));
  let invested = 0;
  let current = 0;
  let earnings = 0;
  const flows: CashFlow[] = [];
  for (const row of held) {
    const value = valueOf(row, ledger);
    invested += row.amountPaise;
    current += value.currentValuePaise;
    earnings += value.earningsPaise;
    flows.push({ date: row.investmentDate, amount: -row.amountPaise });
  }
  const heldIds = new Set(held.map((row) => row.id));
  for (const payout of ledger.paidPayouts) {
    if (heldIds.has(payout.investmentId)) flows.push({ date: payout.payoutDate, amount: payout.amountPaise });
  }
  if (current > 0) flows.push({ date: ledger.today, amount: current });
  const rate = xirr(flows);
  const shares = distribution(held);
  return {
    totalInvested: toRupees(invested),
    totalCurrentValue: toRupees(current),
    totalEarnings: toRupees(earnings),
    returnPercentage: percent(earnings, invested),
    investmentCount: held.length,
    portfolioBreakdown: Object.fromEntries(shares.map((share) => [share.category, toRupees(share.amountPaise)])),
    distribution: shares.map(({ amountPaise, ...share }) => ({ ...share, amount: toRupees(amountPaise) })),
    xirr: rate === null ? null : Math.round(rate * 10_000) / 100,
    asOf: ledger.today,
  };
}
