import { Inject, Injectable, Logger } from '@nestjs/common';
import { In, LessThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../../common/clock/clock.js';
import { PeriodicSweep } from '../../../common/jobs/periodic-sweep.js';
import { Db } from '../../../database/db.js';
import { RefundEntity } from '../entities/refund.entity.js';
import { backoffMs } from '../sweep-backoff.js';
import { MAX_REFUND_ATTEMPTS } from './refund-receipt.js';
import { RefundSender } from './refund-sender.js';

export const REFUND_SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

/**
 * Settles refunds without their webhook: asks the gateway about each pending refund, resumes an attempt a crash or an
 * outage interrupted, and asks again after a failed one (up to MAX_REFUND_ATTEMPTS). Fair: the rows due longest are
 * asked first, and each row asked without a change waits longer before its next turn (sweep-backoff.ts).
 */
@Injectable()
export class RefundSweepService extends PeriodicSweep {
  private readonly log = new Logger(RefundSweepService.name);

  constructor(
    private readonly db: Db,
    private readonly sender: RefundSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(RefundSweepService.name), REFUND_SWEEP_INTERVAL_MS, 'Settled {count} refund(s) with the gateway.', 'Refund status sweep');
  }

  protected sweepOnce(): Promise<number> {
    return this.reconcile();
  }

  async reconcile(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db.run((em) =>
      em.find(RefundEntity, {
        where: [
          { status: 'pending', nextCheckAt: LessThanOrEqual(now) },
          { status: 'failed', attempt: In(Array.from({ length: MAX_REFUND_ATTEMPTS - 1 }, (_, i) => i + 1)), nextCheckAt: LessThanOrEqual(now) },
        ],
        order: { nextCheckAt: 'ASC', id: 'ASC' },
        take: BATCH,
      }),
    );
    let changed = 0;
    for (const row of due) {
      const outcome = await this.sender.reconcile(row).catch((error: unknown) => {
        this.log.warn(`Refund ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
        return 'unchanged' as const;
      });
      if (outcome === 'processed' || outcome === 'failed') {
        changed += 1;
        continue;
      }
      const later = new Date(this.clock.now().getTime() + backoffMs(row.checks));
      await this.db.run((em) => em.update(RefundEntity, { id: row.id }, { checks: row.checks + 1, nextCheckAt: later }));
    }
    return changed;
  }
}
