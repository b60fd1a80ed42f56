import { Inject, Injectable, Logger } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { Db } from '../../database/db.js';
import { PayoutDestinations } from '../bank-accounts/payout-destinations.js';
import { PayoutEntity } from './entities/payout.entity.js';
import { PayoutSender } from './payout-sender.js';
import { PAYOUT_DISPATCH_INTERVAL_MS } from './payout-timing.js';

/** Most payouts of one investor sent by one pass; the rest wait for the next pass. */
const BATCH = 500;
/** Payout ids named in the log line about payouts waiting for a bank account. */
const NAMED_IN_LOG = 5;

/**
 * Sends the payouts that fell due (India date, injected clock) to each investor's verified bank account, and sends
 * again those reversed once the investor has verified another account. Runs at start-up, every 10 minutes, and
 * before the dashboard's reads of one investor. A due payout whose investor has no verified account stays `pending`
 * (logged by payout id, nothing personal). Exactly once across instances: see PayoutSender.
 */
@Injectable()
export class PayoutDispatchService extends PeriodicSweep {
  private readonly log = new Logger(PayoutDispatchService.name);

  constructor(
    private readonly db: Db,
    private readonly sender: PayoutSender,
    private readonly destinations: PayoutDestinations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(PayoutDispatchService.name), PAYOUT_DISPATCH_INTERVAL_MS, 'Sent {count} payout(s) through RazorpayX.', 'Payout dispatch');
  }

  /** Sends what is due (of one investor, or of everyone); answers how many payouts this call sent. */
  async settleDue(userId?: string): Promise<number> {
    const today = indiaDate(this.clock.now());
    const userIds = userId === undefined ? await this.investorsWithPayoutsToSend(today) : [userId];
    let sent = 0;
    const waiting: string[] = [];
    for (const id of userIds) {
      const outcome = await this.sendFor(id, await this.toSend(id, today));
      sent += outcome.sent;
      waiting.push(...outcome.waiting);
    }
    if (userId === undefined && waiting.length > 0) {
      const named = waiting.slice(0, NAMED_IN_LOG).join(', ');
      this.log.log(`${waiting.length} due payout(s) wait for a verified bank account (${named}${waiting.length > NAMED_IN_LOG ? ', …' : ''}).`);
    }
    return sent;
  }

  /**
   * Sends these payouts (due `pending` ones and `reversed` ones, read by the caller), per investor, oldest first;
   * answers how many this call sent.
   */
  async settle(payouts: readonly PayoutEntity[]): Promise<number> {
    let sent = 0;
    for (const userId of new Set(payouts.map((payout) => payout.userId))) {
      sent += (
        await this.sendFor(
          userId,
          payouts.filter((payout) => payout.userId === userId),
        )
      ).sent;
    }
    return sent;
  }

  protected sweepOnce(): Promise<number> {
    return this.settleDue();
  }

  private async sendFor(userId: string, payouts: readonly PayoutEntity[]): Promise<{ sent: number; waiting: string[] }> {
    if (payouts.length === 0) return { sent: 0, waiting: [] };
    const destination = await this.destinations.verifiedFor(userId);
    if (!destination) {
      const waiting = payouts.filter((payout) => payout.status === 'pending').map((payout) => payout.id);
      if (waiting.length > 0) this.log.debug(`Payout(s) ${waiting.slice(0, NAMED_IN_LOG).join(', ')} wait for a verified bank account.`);
      return { sent: 0, waiting };
    }
    return { sent: await this.sender.sendAll(userId, payouts, destination), waiting: [] };
  }

  private toSend(userId: string, today: string): Promise<PayoutEntity[]> {
    return this.db.run((em) =>
      em.find(PayoutEntity, {
        where: [
          { userId, status: 'pending', payoutDate: LessThanOrEqual(today) },
          { userId, status: 'reversed' },
        ],
        order: { payoutDate: 'ASC', sequence: 'ASC', id: 'ASC' },
        take: BATCH,
      }),
    );
  }

  private async investorsWithPayoutsToSend(today: string): Promise<string[]> {
    const rows = await this.db.run((em) =>
      em
        .createQueryBuilder(PayoutEntity, 'payout')
        .select('DISTINCT payout.user_id', 'userId')
        .where('(payout.status = :pending AND payout.payout_date <= :today) OR payout.status = :reversed', { pending: 'pending', today, reversed: 'reversed' })
        .getRawMany<{ userId: string }>(),
    );
    return rows.map((row) => row.userId);
  }
}
