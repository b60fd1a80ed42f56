import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/**
 * A housekeeping pass the API runs at start-up and then every `intervalMs` (the timer never keeps the process
 * alive and stops with the app). A failed pass is logged and retried on the next tick; a pass that did something
 * logs how many rows it touched.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: ReturnType<typeof setInterval> | undefined;

  protected constructor(
    private readonly logger: Logger,
    private readonly intervalMs: number,
    /** e.g. 'Deleted {count} expired demo account(s).' */
    private readonly doneMessage: string,
    /** e.g. 'Demo cleanup' */
    private readonly taskName: string,
  ) {}

  /** One pass; answers how many rows it changed. */
  protected abstract sweepOnce(): Promise<number>;

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async tick(): Promise<void> {
    try {
      const count = await this.sweepOnce();
      if (count > 0) this.logger.log(this.doneMessage.replace('{count}', String(count)));
    } catch (error) {
      this.logger.warn(`${this.taskName} failed: ${String(error)}`);
    }
  }
}
