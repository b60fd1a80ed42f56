import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CategoryKey } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { rawDate, rawNumber, rawText } from '../../database/raw-values.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { MarketPriceEntity } from './entities/market-price.entity.js';
import { instrumentOf, MARKET_LINKED_CATEGORIES } from './market-instruments.js';
import { MARKET_PRICE_FEED, type MarketPriceFeed } from './market-price-feed.js';
import { allotAtIn } from './unit-allotment.js';

/** A feed asked about a day that left prices missing is asked again after this long (the day's NAVs come late). */
const RETRY_MS = 60_000;

export interface LatestPrice {
  priceE4: number;
  date: string;
}

/**
 * The catalogue's dated prices of market-linked plans (market_prices): read from the price feed once a day per plan
 * (a plan's price of a day is recorded once and never changed), and the allotment of units waiting for their
 * purchase day's price.
 */
@Injectable()
export class MarketPrices {
  private readonly logger = new Logger(MarketPrices.name);
  /** When each day was last asked of the feed and left prices missing. */
  private readonly askedAt = new Map<string, number>();
  /** The look at the feed under way for each day. */
  private readonly recording = new Map<string, Promise<number>>();
  /** Each plan's latest price once it is a day's own price (a recorded price never changes), for `latest` on that day. */
  private readonly dayPrices = new Map<string, LatestPrice>();

  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly investments: InvestmentRecords,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_PRICE_FEED) private readonly feed: MarketPriceFeed,
  ) {}

  /**
   * Records `date`'s prices of every market-linked plan not yet priced that day, from the feed; answers how many
   * prices it recorded. A feed that does not answer is logged and asked again a minute later (never thrown).
   */
  record(date: string): Promise<number> {
    // Concurrent callers (the dashboard's parallel reads) share one look at the feed, and all see its rows.
    const running = this.recording.get(date);
    if (running) return running.then(() => 0);
    const started = this.recordOnce(date).finally(() => this.recording.delete(date));
    this.recording.set(date, started);
    return started;
  }

  /**
   * The plans priced each day: the catalogue's market-linked plans, and those of holdings booked on a plan the
   * catalogue no longer offers (the /products cards' own plans), which keep their fund's price.
   */
  private async pricedPlans(): Promise<Array<{ planId: string; category: CategoryKey }>> {
    const offered = [...(await this.catalogue.planTerms()).values()].filter((plan) => MARKET_LINKED_CATEGORIES.has(plan.category));
    const held = await this.db.run((em) => this.investments.plansHeld([...MARKET_LINKED_CATEGORIES], em));
    const known = new Set(offered.map((plan) => plan.planId));
    const extra = new Map<string, CategoryKey>();
    for (const row of held) if (row.planId !== null && !known.has(row.planId)) extra.set(row.planId, row.category);
    return [...offered, ...[...extra].map(([planId, category]) => ({ planId, category }))];
  }

  private async recordOnce(date: string): Promise<number> {
    // The feed was asked about this day less than a minute ago and left prices missing: not again yet, and nothing read.
    if (this.askedWithinRetry(date)) return 0;
    const plans = await this.pricedPlans();
    const known = new Set(
      (await this.db.run((em) => em.find(MarketPriceEntity, { where: { priceDate: date }, select: { planId: true } }))).map((row) => row.planId),
    );
    const missing = plans.filter((plan) => !known.has(plan.planId));
    if (missing.length === 0) return 0;
    const now = this.clock.now().getTime();
    this.askedAt.set(date, now);
    const rows: MarketPriceEntity[] = [];
    try {
      const needsNavs = missing.some((plan) => plan.category === 'MUTUAL_FUNDS');
      const needsGold = missing.some((plan) => plan.category === 'PREMIUM_GOLD');
      const navs = needsNavs ? new Map((await this.feed.navsOn(date)).map((nav) => [nav.schemeCode, nav.navE4])) : new Map<string, number>();
      const gold = needsGold ? await this.feed.goldOn(date) : null;
      for (const plan of missing) {
        const instrument = instrumentOf(plan.category, plan.planId);
        if (instrument === null) continue;
        const priceE4 = instrument.kind === 'gold' ? gold?.priceE4 : navs.get(instrument.schemeCode);
        if (priceE4 === undefined) continue;
        const source = instrument.kind === 'gold' ? 'gold' : `amfi:${instrument.schemeCode}`;
        rows.push({ planId: plan.planId, priceDate: date, priceE4, source, fetchedAt: new Date(now) });
      }
    } catch (error) {
      this.logger.warn(`Market prices of ${date} not recorded: ${error instanceof Error ? error.message : String(error)}; asked again later.`);
      return 0;
    }
    if (rows.length === 0) return 0;
    // Another instance may record the same day at the same time: the first row of a (plan, day) stays.
    await this.db.run((em) => em.createQueryBuilder().insert().into(MarketPriceEntity).values(rows).orIgnore().execute());
    if (rows.length === missing.length) this.askedAt.delete(date);
    return rows.length;
  }

  /**
   * Whether the feed was asked about `date` less than a minute ago and left prices missing (a weekend, a holiday, the
   * evening's NAVs not out yet): looking again now would find nothing new, so a read may skip the refresh. Not while
   * an ask about that day is under way: a read then waits for its prices and allotments (record joins it).
   */
  feedAskedLately(date: string): boolean {
    return !this.recording.has(date) && this.askedWithinRetry(date);
  }

  /**
   * Whether the feed was asked about `date` less than a minute ago (and left prices missing). A clock set back since
   * (a test clock moved to an earlier instant, a corrected system clock) makes the ask one of the future: not within
   * the minute, so asked again.
   */
  private askedWithinRetry(date: string): boolean {
    const asked = this.askedAt.get(date);
    if (asked === undefined) return false;
    const since = this.clock.now().getTime() - asked;
    return since >= 0 && since < RETRY_MS;
  }

  /** Allots the units of paid-for investments still waiting for their purchase day's price; answers how many. */
  async allotPending(userId?: string): Promise<number> {
    return this.db.run(async (em) => {
      const waiting = await this.investments.waitingForUnits(em, { ...(userId === undefined ? {} : { userId }), take: 500 });
      let allotted = 0;
      for (const row of waiting) {
        if (
          row.planId !== null &&
          row.purchasePriceDate !== null &&
          (await allotAtIn(em, this.investments, row.id, row.planId, row.amountPaise, row.purchasePriceDate))
        ) {
          allotted += 1;
        }
      }
      return allotted;
    });
  }

  /** The purchase days (a few, oldest first) of paid-for investments whose units wait for that day's price. */
  async pendingPurchaseDays(userId?: string): Promise<string[]> {
    const rows = await this.db.run((em) => this.investments.waitingForUnits(em, { ...(userId === undefined ? {} : { userId }), take: 100, oldestFirst: true }));
    return [...new Set(rows.map((row) => row.purchasePriceDate ?? ''))].filter(Boolean).slice(0, 5);
  }

  /** Whether anyone holds (or is buying) a market-linked investment: the feed is only asked then. */
  anyHeld(userId?: string): Promise<boolean> {
    return this.db.run(async (em) => (await this.investments.countHeld([...MARKET_LINKED_CATEGORIES], em, userId)) > 0);
  }

  /** The price of a plan recorded for exactly `date`, or null. */
  async priceOnIn(em: EntityManager, planId: string, date: string): Promise<number | null> {
    const row = await em.findOneBy(MarketPriceEntity, { planId, priceDate: date });
    return row?.priceE4 ?? null;
  }

  /** Each plan's latest price on or before `today` (read only for plans whose price of `today` is not kept yet). */
  async latest(planIds: readonly string[], today: string): Promise<Map<string, LatestPrice>> {
    const latest = new Map<string, LatestPrice>();
    const unknown: string[] = [];
    for (const planId of new Set(planIds)) {
      const kept = this.dayPrices.get(planId);
      if (kept?.date === today) latest.set(planId, kept);
      else unknown.push(planId);
    }
    if (unknown.length === 0) return latest;
    // One read for them all (a findOne per plan made every weekend read of a portfolio several queries longer).
    const rows = await this.db.select<Record<'plan_id' | 'price_date' | 'price_e4', unknown>>(
      'SELECT p.plan_id, p.price_date, p.price_e4 FROM market_prices p JOIN (SELECT plan_id, MAX(price_date) AS latest FROM market_prices ' +
        `WHERE plan_id IN (${unknown.map(() => '?').join(', ')}) AND price_date <= ? GROUP BY plan_id) m ON m.plan_id = p.plan_id AND m.latest = p.price_date`,
      [...unknown, today],
    );
    for (const row of rows) {
      const planId = rawText(row.plan_id);
      const price = { priceE4: rawNumber(row.price_e4), date: rawDate(row.price_date) };
      latest.set(planId, price);
      if (price.date === today) this.dayPrices.set(planId, price);
    }
    return latest;
  }
}
