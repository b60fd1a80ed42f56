import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { Db } from '../../database/db.js';
import { indiaDate } from '../investments/calendar.js';
import { PayoutEntity } from './entities/payout.entity.js';
import { TransactionEntity } from './entities/transaction.entity.js';
import { PAYOUT_SETTLEMENT_INTERVAL_MS, payoutTransaction } from './payout-settlement.js';

/** Most payouts settled by one pass; the rest wait for the next pass. */
const BATCH = 500;

/**
 * Marks pending payouts dated today or earlier (India date, injected clock) as paid and records one `payout`
 * transaction each. Exactly once across API instances: each payout is flipped by a conditional UPDATE
 * (… WHERE status = 'pending') and its transaction is inserted in the same database transaction only when
 * that UPDATE changed the row. Runs at start-up, every 10 minutes, and before the dashboard's reads.
 */
@Injectable()
export class PayoutSettlementService extends PeriodicSweep {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(PayoutSettlementService.name), PAYOUT_SETTLEMENT_INTERVAL_MS, 'Marked {count} due payout(s) paid.', 'Payout settlement');
  }

  /** Settles what is due (of one user, or of everyone); answers how many payouts this call marked paid. */
  async settleDue(userId?: string): Promise<number> {
    const today = indiaDate(this.clock.now());
    const due = await this.db.run((em) =>
      em.find(PayoutEntity, {
        where: { ...(userId === undefined ? {} : { userId }), status: 'pending', payoutDate: LessThanOrEqual(today) },
        order: { payoutDate: 'ASC', id: 'ASC' },
        take: BATCH,
      }),
    );
    return this.settle(due);
  }

  /** Settles these payouts (pending ones, read by the caller), oldest first; answers how many this call marked paid. */
  async settle(due: readonly PayoutEntity[]): Promise<number> {
    let settled = 0;
    for (const payout of due) {
      if (await this.settleOne(payout)) settled += 1;
    }
    return settled;
  }

  private settleOne(payout: PayoutEntity): Promise<boolean> {
    return this.db.transaction(async (em) => {
      const result = await em
        .createQueryBuilder()
        .update(PayoutEntity)
        .set({ status: 'paid' })
        .where('id = :id AND status = :pending', { id: payout.id, pending: 'pending' })
        .execute();
      if (result.affected !== 1) return false;
      await em.insert(TransactionEntity, payoutTransaction(payout, randomUUID(), this.clock.now()));
      return true;
    });
  }

  protected sweepOnce(): Promise<number> {
    return this.settleDue();
  }
}
