import { Inject, Injectable, Logger } from '@nestjs/common';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { MarketPrices } from './market-prices.service.js';

/** How often the day's prices are looked for (AMFI publishes NAVs in the evening; the gold price during the day). */
export const MARKET_PRICE_SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Records the day's prices (India date, injected clock) of the market-linked plans and allots the units waiting for
 * them; runs at start-up and every 15 minutes, and for one investor before the dashboard's reads and a redemption.
 * The feed is asked only while someone holds a market-linked investment.
 */
@Injectable()
export class MarketPriceSweep extends PeriodicSweep {
  constructor(
    private readonly prices: MarketPrices,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(MarketPriceSweep.name), MARKET_PRICE_SWEEP_INTERVAL_MS, 'Recorded {count} market price(s) and unit allotment(s).', 'Market prices');
  }

  /** Today's prices and the allotments they allow (of one investor, or of everyone); answers how many rows changed. */
  async refresh(userId?: string): Promise<number> {
    if (!(await this.prices.anyHeld(userId))) return 0;
    const today = indiaDate(this.clock.now());
    let recorded = 0;
    // The purchase days of units still to allot first (a day the sweep missed), then today.
    for (const day of await this.prices.pendingPurchaseDays(userId)) if (day < today) recorded += await this.prices.record(day);
    recorded += await this.prices.record(today);
    return recorded + (await this.prices.allotPending(userId));
  }

  protected sweepOnce(): Promise<number> {
    return this.refresh();
  }
}
