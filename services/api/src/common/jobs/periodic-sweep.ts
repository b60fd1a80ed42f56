import { Inject, type Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { recordSweep, sweepInterval } from '../metrics/api-metrics.js';

const tracer = trace.getTracer('invest-api');

/**
 * A housekeeping pass the API runs at start-up and then every `intervalMs`, on @nestjs/schedule: its interval is
 * registered under the task's name in the SchedulerRegistry (ScheduleModule.forRoot in AppModule), which lists it and
 * clears it when the app closes.
 * - A pass never overlaps itself: a tick that comes while the previous pass still runs is skipped.
 * - The timer never keeps the process alive (unref), so a test or script that leaves an app open still exits.
 * - A failed pass is logged and retried on the next tick; a pass that did something logs how many rows it touched.
 * - Each pass is timed, and its task's lag (time since its last good pass) is a metric (common/metrics/api-metrics.ts).
 * `stop()` ends the timer early (tests that drive a sweep themselves).
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap {
  /** Injected by property, so the sweeps' constructors stay about their own work. */
  @Inject(SchedulerRegistry) private readonly scheduler: SchedulerRegistry;
  private running: Promise<void> | undefined;

  protected constructor(
    private readonly logger: Logger,
    private readonly intervalMs: number,
    /** e.g. 'Deleted {count} expired demo account(s).' */
    private readonly doneMessage: string,
    /** e.g. 'Demo cleanup'; also the interval's name in the SchedulerRegistry. */
    readonly taskName: string,
  ) {}

  /** One pass; answers how many rows it changed. */
  protected abstract sweepOnce(): Promise<number>;

  onApplicationBootstrap(): void {
    sweepInterval.set({ task: this.taskName }, this.intervalMs / 1000);
    void this.tick();
    const timer = setInterval(() => void this.tick(), this.intervalMs);
    timer.unref();
    this.scheduler.addInterval(this.taskName, timer);
  }

  /**
   * Stops the timer; resolves once no pass is running (the one already running, such as the pass started at bootstrap,
   * finishes first), so a test that drives the sweep itself never races it.
   */
  stop(): Promise<void> {
    if (this.scheduler.doesExist('interval', this.taskName)) this.scheduler.deleteInterval(this.taskName);
    return this.running ?? Promise.resolve();
  }

  /** Runs a pass unless the previous one is still running; resolves when the pass it started (or found) is over. */
  private tick(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** One pass, as a trace of its own when tracing is on (src/tracing.ts): its queries and provider calls are its spans. */
  private pass(): Promise<void> {
    return tracer.startActiveSpan(this.taskName, async (span) => {
      const startedAt = Date.now();
      try {
        const count = await this.sweepOnce();
        recordSweep(this.taskName, startedAt, true);
        span.setAttribute('invest.sweep.rows', count);
        if (count > 0) this.logger.log(this.doneMessage.replace('{count}', String(count)));
      } catch (error) {
        recordSweep(this.taskName, startedAt, false);
        span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
        this.logger.warn(`${this.taskName} failed: ${String(error)}`);
      } finally {
        span.end();
      }
    });
  }
}
