import { Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { DemoService } from './demo.service.js';

/** How often expired demo accounts are swept (sign-ups also sweep). */
export const DEMO_PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes expired demo accounts at start-up and then periodically. */
@Injectable()
export class DemoCleanupService extends PeriodicSweep {
  constructor(private readonly demo: DemoService) {
    super(new Logger(DemoCleanupService.name), DEMO_PURGE_INTERVAL_MS, 'Deleted {count} expired demo account(s).', 'Demo cleanup');
  }

  protected sweepOnce(): Promise<number> {
    return this.demo.purgeExpired();
  }
}
