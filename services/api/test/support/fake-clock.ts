import type { Clock } from '../../src/common/clock/clock.js';

/** A clock the test moves by hand; starts at the real time so MySQL timestamps look normal. */
export class FakeClock implements Clock {
  private current = Date.now();

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
