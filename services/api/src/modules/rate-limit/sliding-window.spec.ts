import { describe, expect, it } from '@jest/globals';
import { decide, parseHits } from './sliding-window.js';

const rule = { key: 'k', limit: 3, windowMs: 15 * 60_000 };
const minute = 60_000;

describe('decide (sliding window)', () => {
  it('allows up to the limit inside the window, then refuses', () => {
    let hits: number[] = [];
    for (const at of [0, 1 * minute, 2 * minute]) {
      const decision = decide(hits, at, rule);
      expect(decision.allowed).toBe(true);
      hits = decision.hits;
    }
    const refused = decide(hits, 3 * minute, rule);
    expect(refused.allowed).toBe(false);
    // The first hit (t=0) leaves the window at t=15 min: 12 minutes from t=3.
    expect(refused.retryAfterMs).toBe(12 * minute);
    expect(refused.hits).toEqual(hits);
  });

  it('allows again once the oldest hit has left the window', () => {
    const hits = [0, 1 * minute, 2 * minute];
    expect(decide(hits, 15 * minute, rule).allowed).toBe(true);
    expect(decide(hits, 15 * minute, rule).hits).toEqual([1 * minute, 2 * minute, 15 * minute]);
    expect(decide(hits, 15 * minute - 1, rule).allowed).toBe(false);
  });

  it('does not slide on refused hits (a refused request is not counted)', () => {
    const hits = [0, 1, 2];
    const refused = decide(hits, 10, rule);
    expect(refused.hits).toHaveLength(3);
  });
});

describe('parseHits', () => {
  it('reads a JSON array of numbers and tolerates garbage', () => {
    expect(parseHits('[1,2,"x",3]')).toEqual([1, 2, 3]);
    expect(parseHits('not json')).toEqual([]);
    expect(parseHits('{"a":1}')).toEqual([]);
  });
});
