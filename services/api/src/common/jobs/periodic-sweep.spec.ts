import 'reflect-metadata';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Injectable, Logger, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicSweep } from './periodic-sweep.js';

const INTERVAL_MS = 60_000;

/** A sweep whose passes the test finishes (or fails) by hand. */
@Injectable()
class HandDrivenSweep extends PeriodicSweep {
  readonly passes: { finish: (count: number) => void; fail: (error: Error) => void }[] = [];

  constructor() {
    super(new Logger('HandDrivenSweep'), INTERVAL_MS, 'Swept {count} row(s).', 'Hand-driven sweep');
  }

  protected sweepOnce(): Promise<number> {
    return new Promise((finish, fail) => this.passes.push({ finish, fail }));
  }
}

@Module({ imports: [ScheduleModule.forRoot()], providers: [HandDrivenSweep] })
class SweepTestModule {}

/** Lets the promise callbacks of a finished pass run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('PeriodicSweep on @nestjs/schedule', () => {
  let app: INestApplicationContext;
  let sweep: HandDrivenSweep;
  let registry: SchedulerRegistry;

  beforeEach(async () => {
    jest.useFakeTimers();
    app = await NestFactory.createApplicationContext(SweepTestModule, { logger: false });
    await app.init();
    sweep = app.get(HandDrivenSweep);
    registry = app.get(SchedulerRegistry);
  });

  afterEach(async () => {
    await app.close();
    jest.useRealTimers();
  });

  it('runs a pass at start-up, then one per interval, registered by name and not holding the process open', async () => {
    expect(sweep.passes).toHaveLength(1);
    expect(registry.getIntervals()).toEqual(['Hand-driven sweep']);
    expect(registry.getInterval<NodeJS.Timeout>('Hand-driven sweep').hasRef()).toBe(false);
    sweep.passes[0]?.finish(0);
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(sweep.passes).toHaveLength(2);
  });

  it('never overlaps itself: a tick while a pass runs is skipped', async () => {
    await jest.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(sweep.passes).toHaveLength(1);
    sweep.passes[0]?.finish(2);
    await settle();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(sweep.passes).toHaveLength(2);
  });

  it('retries a failed pass on the next tick', async () => {
    sweep.passes[0]?.fail(new Error('database down'));
    await settle();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(sweep.passes).toHaveLength(2);
  });

  it('stop() ends the timer (twice is harmless)', async () => {
    sweep.passes[0]?.finish(0);
    sweep.stop();
    expect(registry.getIntervals()).toEqual([]);
    await jest.advanceTimersByTimeAsync(5 * INTERVAL_MS);
    expect(sweep.passes).toHaveLength(1);
    sweep.stop();
  });

  it('leaves no interval behind once the app closes', async () => {
    sweep.passes[0]?.finish(0);
    await app.close();
    expect(registry.getIntervals()).toEqual([]);
  });
});
