import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { CLOCK, type Clock } from '../../../common/clock/clock.js';
import { Db } from '../../../database/db.js';
import { IdempotencyKeyEntity } from './entities/idempotency-key.entity.js';
import { IDEMPOTENCY_PURGE_INTERVAL_MS, idempotencyExpiryCutoff } from './idempotency-expiry.js';

/** Deletes idempotency keys older than 24 hours (injected clock), at start-up and every 10 minutes. */
@Injectable()
export class IdempotencyCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyCleanupService.name);
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), IDEMPOTENCY_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Deletes the expired keys; answers how many. */
  async purgeExpired(): Promise<number> {
    const cutoff = idempotencyExpiryCutoff(this.clock.now());
    const result = await this.db.run((em) => em.delete(IdempotencyKeyEntity, { createdAt: LessThan(cutoff) }));
    return result.affected ?? 0;
  }

  private async sweep(): Promise<void> {
    try {
      const purged = await this.purgeExpired();
      if (purged > 0) this.logger.log(`Deleted ${purged} expired idempotency key(s).`);
    } catch (error) {
      this.logger.warn(`Idempotency key cleanup failed: ${String(error)}`);
    }
  }
}
