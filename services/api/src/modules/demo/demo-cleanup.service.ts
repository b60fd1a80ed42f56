import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DemoService } from './demo.service.js';

/** How often expired demo accounts are swept (sign-ups also sweep). */
export const DEMO_PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes expired demo accounts at start-up and then periodically. */
@Injectable()
export class DemoCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DemoCleanupService.name);
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly demo: DemoService) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), DEMO_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async sweep(): Promise<void> {
    try {
      const purged = await this.demo.purgeExpired();
      if (purged > 0) this.logger.log(`Deleted ${purged} expired demo account(s).`);
    } catch (error) {
      this.logger.warn(`Demo cleanup failed: ${String(error)}`);
    }
  }
}
