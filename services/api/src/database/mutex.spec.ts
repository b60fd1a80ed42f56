import { describe, expect, it } from '@jest/globals';
import { Mutex } from './mutex.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Mutex', () => {
  it('never lets two units of work overlap, and keeps arrival order', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    let active = 0;
    const work = (name: string) =>
      mutex.runExclusive(async () => {
        active += 1;
        expect(active).toBe(1);
        events.push(`start ${name}`);
        await tick();
        events.push(`end ${name}`);
        active -= 1;
        return name;
      });
    await expect(Promise.all([work('a'), work('b'), work('c')])).resolves.toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('releases the lock when a unit of work fails', async () => {
    const mutex = new Mutex();
    await expect(mutex.runExclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.runExclusive(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
