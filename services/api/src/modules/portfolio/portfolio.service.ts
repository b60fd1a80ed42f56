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
import { PayoutRecords } from '../payouts/payout-records.js';
import { type Ledger, type LedgerInvestment, ledgerOf, listInvestments, summarise } from './portfolio-summary.js';
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
   * account) and recording what the market-linked holdings wait for. One pair of parallel raw reads finds the ledger,
   * what is due and what the holdings wait for (the usual case: nothing, so no further query; the prices of the day,
   * once recorded, are kept in memory); only when something was recorded or sent is the ledger read again.
   */
  private async settledLedger(userId: string): Promise<Ledger> {
    const today = indiaDate(this.clock.now());
    let read = await this.readLedger(userId, today);
    if (read.marketRefreshDue) {
      await this.marketSweep.refresh(userId);
      read = await this.readLedger(userId, today);
    }
    if (!read.payoutsDue) return read.ledger;
    if ((await this.settlement.settleDue(userId)) === 0) return read.ledger;
    return (await this.readLedger(userId, today)).ledger;
  }

  private readLedger(userId: string, today: string): Promise<{ ledger: Ledger; payoutsDue: boolean; marketRefreshDue: boolean }> {
    return this.db.run(async () => {
      const [investments, payouts] = await Promise.all([
        // Holdings are investments that were paid for: a declined or abandoned attempt is never one.
        this.investmentRecords.holdingsForLedger(userId, UNPAID_ATTEMPTS, PORTFOLIO_LIMITS.maxList),
        // Payouts whose money has left the holding (processing, paid), or is due or returned (to be sent).
        this.payoutRecords.movingForLedger(userId, today),
      ]);
      const paidPayouts = payouts.filter((payout) => payout.status === 'processing' || payout.status === 'paid');
      const marketPlans = [...new Set(investments.filter((row) => isMarketLinked(row.category) && row.planId !== null).map((row) => row.planId ?? ''))];
      const latestPrices = marketPlans.length === 0 ? new Map<string, LatestPrice>() : await this.marketPrices.latest(marketPlans, today);
      return {
        ledger: ledgerOf(today, investments, paidPayouts, latestPrices),
        payoutsDue: payouts.some((payout) => payout.status === 'pending' || payout.status === 'reversed'),
        marketRefreshDue: marketRefreshDue(investments, latestPrices, today, (day) => this.marketPrices.feedAskedLately(day)),
      };
    });
  }
}

/**
 * Whether MarketPriceSweep.refresh has something to do for these holdings (what it did before every dashboard read):
 * - units waiting for their purchase day's price, when a price of that day or later is recorded (they are allotted
 *   now), or else when the feed may have it: it was not asked about that day and today within the last minute;
 * - a market-linked holding (held or being redeemed) whose plan has no price of today yet, unless the feed was asked
 *   about today within the last minute and had none (all weekend long: no NAV or gold price on Saturdays and Sundays;
 *   each such read ran the refresh's queries and read the ledger twice, 5× slower).
 * The periodic sweep, and the first read after the minute, ask the feed again. A list cut at the limit may hide some
 * holdings: then always.
 */
function marketRefreshDue(
  investments: readonly LedgerInvestment[],
  latestPrices: ReadonlyMap<string, LatestPrice>,
  today: string,
  feedAskedLately: (day: string) => boolean,
): boolean {
  if (investments.length >= PORTFOLIO_LIMITS.maxList) return true;
  return investments.some((row) => {
    const latest = row.planId === null ? undefined : latestPrices.get(row.planId)?.date;
    if (row.status === 'active' && row.unitsE4 === null && row.purchasePriceDate !== null) {
      if (latest !== undefined && latest >= row.purchasePriceDate) return true;
      return !feedAskedLately(row.purchasePriceDate) || !feedAskedLately(today);
    }
    return (
      isMarketLinked(row.category) &&
      row.planId !== null &&
      (row.status === 'active' || row.status === 'redeeming') &&
      latest !== today &&
      !feedAskedLately(today)
    );
  });
}
