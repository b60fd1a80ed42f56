import { Inject, Injectable } from '@nestjs/common';
import { PORTFOLIO_LIMITS, type PortfolioInvestment, type PortfolioPayout, type PortfolioResponse, type PortfolioTransaction } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { isMarketLinked } from '../market/market-instruments.js';
import { MarketPriceSweep } from '../market/market-price-sweep.service.js';
import { type LatestPrice, MarketPrices } from '../market/market-prices.service.js';
import { PayoutDispatchService } from '../payouts/payout-dispatch.service.js';
import type { PayoutRecord } from '../payouts/payout-record.js';
import { PayoutRecords } from '../payouts/payout-records.js';
import { type Ledger, ledgerOf, listInvestments, summarise } from './portfolio-summary.js';
import { indiaDate, toRupees, UNPAID_ATTEMPTS } from './valuation.js';

/** Everything a statement shows, computed once so the file and the dashboard agree. */
export interface PortfolioSnapshot {
  portfolio: PortfolioResponse;
  investments: PortfolioInvestment[];
  transactions: PortfolioTransaction[];
  payouts: PortfolioPayout[];
}

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
    private readonly investmentRecords: InvestmentRecords,
    private readonly payoutRecords: PayoutRecords,
    private readonly ledger: LedgerService,
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
      const rows = await this.ledger.linesOf(userId, em, limit);
      const names = await this.investmentRecords.productNamesOf(userId, em);
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
      const rows = await this.payoutRecords.ofUser(userId, { ...(options.upcoming ? { after: today } : {}), take: options.limit }, em);
      const names = await this.investmentRecords.productNamesOf(userId, em);
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

  private loadLedger(userId: string, today: string): Promise<Ledger & { due: PayoutRecord[] }> {
    return this.db.run(async (em) => {
      const [investments, payouts] = await Promise.all([
        // Holdings are investments that were paid for: a declined or abandoned attempt is never one.
        this.investmentRecords.holdingsOf(userId, UNPAID_ATTEMPTS, PORTFOLIO_LIMITS.maxList, em),
        // Payouts whose money has left the holding (processing, paid), or is due or returned (to be sent).
        this.payoutRecords.movingOf(userId, today, em),
      ]);
      const paidPayouts = payouts.filter((payout) => payout.status === 'processing' || payout.status === 'paid');
      const marketPlans = investments.filter((row) => isMarketLinked(row.category) && row.planId !== null).map((row) => row.planId ?? '');
      const latestPrices = marketPlans.length === 0 ? new Map<string, LatestPrice>() : await this.marketPrices.latest(marketPlans, today);
      const due = payouts.filter((payout) => payout.status === 'pending' || payout.status === 'reversed');
      return { ...ledgerOf(today, investments, paidPayouts, latestPrices), due };
    });
  }
}
