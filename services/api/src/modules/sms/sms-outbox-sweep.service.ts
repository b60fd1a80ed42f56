import { Inject, Injectable, Logger } from '@nestjs/common';
import { OTP_TTL_SECONDS } from '@invest/contracts';
import { LessThan } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { Db } from '../../database/db.js';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity.js';

/** How often outbox messages past their code's lifetime are deleted. */
export const SMS_OUTBOX_SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Deletes outbox messages older than an OTP's lifetime (their code is dead by then), at start-up and every
 * minute: the outbox never keeps a message longer than it could be of use.
 */
@Injectable()
export class SmsOutboxSweepService extends PeriodicSweep {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(new Logger(SmsOutboxSweepService.name), SMS_OUTBOX_SWEEP_INTERVAL_MS, 'Deleted {count} expired SMS outbox message(s).', 'SMS outbox cleanup');
  }

  /** Deletes the messages sent more than OTP_TTL_SECONDS ago; answers how many. */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - OTP_TTL_SECONDS * 1000);
    const result = await this.db.run((em) => em.delete(SmsOutboxMessageEntity, { createdAt: LessThan(cutoff) }));
    return result.affected ?? 0;
  }

  protected sweepOnce(): Promise<number> {
    return this.purgeExpired();
  }
}
