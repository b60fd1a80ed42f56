import { Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { ErasureService } from './erasure.service.js';
import { PRIVACY_SWEEP_INTERVAL_MS } from './retention-policy.js';
import { RetentionService } from './retention.service.js';

/**
 * At start-up and every 10 minutes: carries out the erasure requests whose waiting period is over, then deletes
 * what is past its retention period (expired sessions, old OTP rows, idle rate-limit rows, ...).
 */
@Injectable()
export class PrivacySweepService extends PeriodicSweep {
  constructor(
    private readonly erasures: ErasureService,
    private readonly retention: RetentionService,
  ) {
    super(
      new Logger(PrivacySweepService.name),
      PRIVACY_SWEEP_INTERVAL_MS,
      'Privacy sweep: {count} erasure(s) carried out or row(s) past retention deleted.',
      'Privacy sweep',
    );
  }

  protected async sweepOnce(): Promise<number> {
    const erased = await this.erasures.carryOutDue();
    const purged = await this.retention.purge();
    return erased + Object.values(purged).reduce((sum, count) => sum + count, 0);
  }
}
