import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedemptionResponse } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { PayoutDestinations } from '../bank-accounts/payout-destinations.js';
import type { InvestmentRecord } from '../investments/investment-record.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { PayoutDispatchService } from '../payouts/payout-dispatch.service.js';
import { PayoutRecords } from '../payouts/payout-records.js';
import { unsentPayout } from '../payouts/unsent-payout.js';
import { isMarketLinked } from './market-instruments.js';
import { MarketPriceSweep } from './market-price-sweep.service.js';
import { MarketPrices } from './market-prices.service.js';
import { conflict, noBankAccount, notFound, RedemptionMessage } from './redemption-refusals.js';
import { formatE4, valuePaise } from './unit-arithmetic.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Redeems a whole market-linked holding at the price of the redemption day (India date): in one transaction, with the
 * investment's row locked, a `redemption` payout of units × that price (rounded down to the paisa) is scheduled for
 * today and the investment turns `redeeming`; then the payout is sent at once through the payouts' own path
 * (claim-then-call through RazorpayX, its webhooks and status sweep), which turns it `redeemed` when paid. Every
 * refusal is checked before anything is written, and again under the lock, so a repeated request pays once.
 */
@Injectable()
export class RedemptionService {
  private readonly logger = new Logger(RedemptionService.name);

  constructor(
    private readonly db: Db,
    private readonly prices: MarketPrices,
    private readonly sweep: MarketPriceSweep,
    private readonly destinations: PayoutDestinations,
    private readonly dispatch: PayoutDispatchService,
    private readonly investments: InvestmentRecords,
    private readonly payouts: PayoutRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async redeem(userId: string, investmentId: string): Promise<RedemptionResponse> {
    if (!UUID.test(investmentId)) throw notFound();
    const found = await this.db.run((em) => this.investments.find(investmentId, em));
    if (!found || found.userId !== userId) throw notFound();
    refusal(found);
    if (!(await this.destinations.verifiedFor(userId))) throw noBankAccount();
    const today = indiaDate(this.clock.now());
    await this.sweep.refresh(userId);
    const { payout, priceE4 } = await this.db.transaction(async (em) => {
      const investment = await this.investments.lock(investmentId, em);
      if (!investment) throw notFound();
      const units = refusal(investment);
      const price = investment.planId === null ? null : await this.prices.priceOnIn(em, investment.planId, today);
      if (price === null) throw conflict(RedemptionMessage.NoPriceToday);
      const now = this.clock.now();
      const lastSequence = await this.payouts.lastSequence(investmentId, em);
      const row = unsentPayout({
        id: randomUUID(),
        userId,
        investmentId,
        payoutDate: today,
        payoutType: 'redemption',
        amountPaise: valuePaise(units, price),
        // Proceeds of units sold, not principal repaid nor interest: no principal part, no TDS.
        principalPaise: 0,
        sequence: lastSequence + 1,
        createdAt: now,
      });
      if (!(await this.investments.startRedemption(investmentId, price, today, now, em))) throw conflict(RedemptionMessage.AlreadyRedeeming);
      await this.payouts.add([row], em);
      return { payout: row, priceE4: price };
    });
    try {
      await this.dispatch.settle([payout]);
    } catch (error) {
      // The redemption is recorded: the payout dispatch sweep sends it on its next pass.
      this.logger.warn(
        `Redemption payout ${payout.id} not sent at once (${error instanceof Error ? error.message : String(error)}); the dispatch sweep sends it.`,
      );
    }
    const units = found.unitsE4 ?? 0;
    return {
      message: RedemptionMessage.Started,
      investment: { id: investmentId, status: 'redeeming' },
      units: formatE4(units),
      price: formatE4(priceE4),
      priceDate: today,
      amount: payout.amountPaise / 100,
      payoutId: payout.id,
    };
  }
}

/** Throws the refusal an investment's state calls for; answers its units when it may be redeemed. */
function refusal(investment: InvestmentRecord): number {
  if (!isMarketLinked(investment.category)) throw conflict(RedemptionMessage.NotMarketLinked);
  if (investment.status === 'redeeming' || investment.status === 'redeemed') throw conflict(RedemptionMessage.AlreadyRedeeming);
  if (investment.status !== 'active') throw conflict(RedemptionMessage.NotActive);
  if (investment.unitsE4 === null) throw conflict(RedemptionMessage.UnitsNotAllotted);
  return investment.unitsE4;
}
