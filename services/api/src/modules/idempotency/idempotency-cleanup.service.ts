import { Inject, Injectable, Logger } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { Db } from '../../database/db.js';
import { IdempotencyKeyEntity } from './entities/idempotency-key.entity.js';
import { IDEMPOTENCY_PURGE_INTERVAL_MS, idempotencyExpiryCutoff } from './idempotency-expiry.js';

/** Deletes idempotency keys older than 24 hours (injected clock), at start-up and every 10 minutes. */
@Injectable()
export class IdempotencyCleanupService extends PeriodicSweep {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(IdempotencyCleanupService.name), IDEMPOTENCY_PURGE_INTERVAL_MS, 'Deleted {count} expired idempotency key(s).', 'Idempotency key cleanup');
  }

  /** Deletes the expired keys; answers how many. */
  async purgeExpired(): Promise<number> {
    const cutoff = idempotencyExpiryCutoff(this.clock.now());
    const result = await this.db.run((em) => em.delete(IdempotencyKeyEntity, { createdAt: LessThan(cutoff) }));
    return result.affected ?? 0;
  }

  protected sweepOnce(): Promise<number> {
    return this.purgeExpired();
  }
}
