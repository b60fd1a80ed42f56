import { Inject, Injectable } from '@nestjs/common';
import { PORTFOLIO_LIMITS, type PortfolioInvestment, type PortfolioPayout, type PortfolioResponse, type PortfolioTransaction } from '@invest/contracts';
import { In, LessThanOrEqual, MoreThan, Not, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { PayoutEntity } from '../ledger/entities/payout.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import { isMarketLinked } from '../market/market-instruments.js';
import { MarketPriceSweep } from '../market/market-price-sweep.service.js';
import { type LatestPrice, MarketPrices } from '../market/market-prices.service.js';
import { marketHolding, valueMarketHolding } from '../market/market-valuation.js';
import { PayoutDispatchService } from '../payouts/payout-dispatch.service.js';
import { distribution, indiaDate, isHeld, percent, toRupees, UNPAID_ATTEMPTS, valueInvestment } from './valuation.js';
import { xirr, type CashFlow } from './xirr.js';

/** Everything a statement shows, computed once so the file and the dashboard agree. */
export interface PortfolioSnapshot {
  portfolio: PortfolioResponse;
  investments: PortfolioInvestment[];
  transactions: PortfolioTransaction[];
  payouts: PortfolioPayout[];
}

interface Ledger {
  today: string;
  /** The holdings: paid-for investments only (never a payment attempt that failed or was never paid). */
  investments: InvestmentEntity[];
  /** Per investment, the interest that has left the holding (sent or paid), gross of TDS. */
  paidOut: Map<string, number>;
  /** Per investment, the principal repaid (sent or paid). */
  repaid: Map<string, number>;
  paidPayouts: PayoutEntity[];
  /** The latest price of each market-linked plan held. */
  latestPrices: Map<string, LatestPrice>;
}

/** Payouts whose money has left the holding: on its way to the bank (processing) or credited (paid). */
const SENT = ['processing', 'paid'] as const;

const rupeesOrNull = (paise: number | null) => (paise === null ? null : toRupees(paise));

/** Reads the ledger that payments writes and values it to today (the injected clock, India's calendar date). */
@Injectable()
export class PortfolioService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settlement: PayoutDispatchService,
    private readonly marketSweep: MarketPriceSweep,
    private readonly marketPrices: MarketPrices,
  ) {}

  async portfolio(userId: string): Promise<PortfolioResponse> {
    return summarise(await this.settledLedger(userId));
  }

  async investments(userId: string, limit: number = PORTFOLIO_LIMITS.maxList): Promise<PortfolioInvestment[]> {
    return listInvestments(await this.settledLedger(userId)).slice(0, limit);
  }

  async transactions(userId: string, limit: number = PORTFOLIO_LIMITS.defaultList): Promise<PortfolioTransaction[]> {
    await this.settlement.settleDue(userId);
    return this.db.run(async (em) => {
      const rows = await em.find(TransactionEntity, {
        where: { userId },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
      });
      const names = await productNames(em, userId);
      return rows.map((row) => ({
        id: row.id,
        investmentId: row.investmentId,
        productName: names.get(row.investmentId) ?? '',
        type: row.type,
        status: row.status,
        amount: toRupees(row.amountPaise),
        description: row.description,
        createdAt: row.createdAt.toISOString(),
      }));
    });
  }

  async payouts(userId: string, options: { upcoming: boolean; limit: number }): Promise<PortfolioPayout[]> {
    await this.settlement.settleDue(userId);
    const today = indiaDate(this.clock.now());
    return this.db.run(async (em) => {
      const rows = await em.find(PayoutEntity, {
        where: options.upcoming ? { userId, status: 'pending', payoutDate: MoreThan(today) } : { userId },
        order: { payoutDate: 'ASC', sequence: 'ASC', id: 'ASC' },
        take: options.limit,
      });
      const names = await productNames(em, userId);
      return rows.map((row) => ({
        id: row.id,
        investmentId: row.investmentId,
        productName: names.get(row.investmentId) ?? '',
        status: row.status,
        payoutDate: row.payoutDate,
        payoutType: row.payoutType,
        amount: toRupees(row.amountPaise),
        principal: toRupees(row.principalPaise),
        tds: rupeesOrNull(row.tdsPaise),
        net: rupeesOrNull(row.netPaise),
        bankLast4: row.bankLast4,
        utr: row.utr,
        failureReason: row.status === 'reversed' ? row.failureReason : null,
      }));
    });
  }

  /** The portfolio, its investments, the latest transactions and the whole payout schedule, as of one moment. */
  async snapshot(userId: string): Promise<PortfolioSnapshot> {
    const [portfolio, investments, transactions, payouts] = await Promise.all([
      this.portfolio(userId),
      this.investments(userId),
      this.transactions(userId, PORTFOLIO_LIMITS.maxList),
      this.payouts(userId, { upcoming: false, limit: PORTFOLIO_LIMITS.maxList }),
    ]);
    return { portfolio, investments, transactions, payouts };
  }

  /**
   * The user's ledger valued to today, after sending the payouts that fell due (and reversed ones to a fixed
   * account). One pair of parallel reads finds both the ledger and what is due (the usual case: nothing, so no
   * further query); only when something was sent is the ledger read again.
   */
  private async settledLedger(userId: string): Promise<Ledger> {
    const today = indiaDate(this.clock.now());
    await this.marketSweep.refresh(userId);
    const ledger = await this.loadLedger(userId, today);
    if (ledger.due.length === 0) return ledger;
    if ((await this.settlement.settle(ledger.due)) === 0) return ledger;
    return this.loadLedger(userId, today);
  }

  private loadLedger(userId: string, today: string): Promise<Ledger & { due: PayoutEntity[] }> {
    return this.db.run(async (em) => {
      const [investments, payouts] = await Promise.all([
        // Holdings are investments that were paid for: a declined or abandoned attempt is never one.
        em.find(InvestmentEntity, {
          where: { userId, status: Not(In([...UNPAID_ATTEMPTS])) },
          order: { createdAt: 'DESC', id: 'DESC' },
          take: PORTFOLIO_LIMITS.maxList,
        }),
        em.find(PayoutEntity, {
          where: [
            { userId, status: In([...SENT]) },
            { userId, status: 'pending', payoutDate: LessThanOrEqual(today) },
            { userId, status: 'reversed' },
          ],
          order: { payoutDate: 'ASC', id: 'ASC' },
        }),
      ]);
      const paidPayouts = payouts.filter((payout) => payout.status === 'processing' || payout.status === 'paid');
      const paidOut = new Map<string, number>();
      const repaid = new Map<string, number>();
      for (const payout of paidPayouts) {
        paidOut.set(payout.investmentId, (paidOut.get(payout.investmentId) ?? 0) + payout.amountPaise - payout.principalPaise);
        repaid.set(payout.investmentId, (repaid.get(payout.investmentId) ?? 0) + payout.principalPaise);
      }
      const marketPlans = investments.filter((row) => isMarketLinked(row.category) && row.planId !== null).map((row) => row.planId ?? '');
      const latestPrices = marketPlans.length === 0 ? new Map<string, LatestPrice>() : await this.marketPrices.latest(marketPlans, today);
      const due = payouts.filter((payout) => payout.status === 'pending' || payout.status === 'reversed');
      return { today, investments, paidOut, repaid, paidPayouts, latestPrices, due };
    });
  }
}

async function productNames(em: EntityManager, userId: string): Promise<Map<string, string>> {
  const rows = await em.find(InvestmentEntity, { where: { userId }, select: { id: true, productName: true } });
  return new Map(rows.map((row) => [row.id, row.productName]));
}

/** An investment's value today: a market-linked holding at its latest price, any other at its accrued interest. */
function valueOf(row: InvestmentEntity, ledger: Ledger): { currentValuePaise: number; earningsPaise: number } {
  const paidOut = ledger.paidOut.get(row.id) ?? 0;
  if (!isMarketLinked(row.category)) return valueInvestment(row, paidOut, ledger.today, ledger.repaid.get(row.id) ?? 0);
  return valueMarketHolding(row, ledger.latestPrices.get(row.planId ?? '')?.priceE4 ?? null, paidOut);
}

function listInvestments(ledger: Ledger): PortfolioInvestment[] {
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

function summarise(ledger: Ledger): PortfolioResponse {
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
