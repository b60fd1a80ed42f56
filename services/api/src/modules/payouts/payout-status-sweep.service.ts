import { Inject, Injectable, Logger } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { Db } from '../../database/db.js';
import { PayoutEntity } from './entities/payout.entity.js';
import { PayoutSender } from './payout-sender.js';
import { PAYOUT_STALE_AFTER_MS, PAYOUT_STATUS_INTERVAL_MS } from './payout-timing.js';

/** Most payouts asked about by one pass. */
const BATCH = 200;

/**
 * Settles payouts the webhook has not: every minute, each payout `processing` for more than a minute is asked about
 * (RazorpayX's fetch payout), or, when creating it was interrupted (no gateway payout id recorded), found by its
 * reference or created again under the same idempotency key. Processed → paid, reversed → reversed, once.
 */
@Injectable()
export class PayoutStatusSweep extends PeriodicSweep {
  constructor(
    private readonly db: Db,
    private readonly sender: PayoutSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(PayoutStatusSweep.name), PAYOUT_STATUS_INTERVAL_MS, 'Settled {count} payout(s) RazorpayX had finished.', 'Payout status sweep');
  }

  /** One pass; answers how many payouts it moved to paid or reversed. */
  async reconcileStale(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - PAYOUT_STALE_AFTER_MS);
    const stale = await this.db.run((em) =>
      em.find(PayoutEntity, { where: { status: 'processing', sentAt: LessThanOrEqual(cutoff) }, order: { sentAt: 'ASC', id: 'ASC' }, take: BATCH }),
    );
    let settled = 0;
    for (const payout of stale) {
      const outcome = await this.sender.reconcile(payout);
      if (outcome === 'paid' || outcome === 'reversed') settled += 1;
    }
    return settled;
  }

  protected sweepOnce(): Promise<number> {
    return this.reconcileStale();
  }
}
