import { describe, expect, it } from '@jest/globals';
import { backoffMs, FIRST_RECHECK_MS, MAX_RECHECK_MS } from './sweep-backoff.js';

describe('backoffMs', () => {
  it('doubles from a minute to at most an hour', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 40].map(backoffMs)).toEqual([1, 2, 4, 8, 32, 60, 60, 60].map((minutes) => minutes * FIRST_RECHECK_MS));
    expect(backoffMs(1_000)).toBe(MAX_RECHECK_MS);
  });
});
