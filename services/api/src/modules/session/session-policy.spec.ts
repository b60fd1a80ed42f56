import { describe, expect, it } from '@jest/globals';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, isSessionLive, slideIdleExpiry } from './session-policy.js';

const start = new Date('2025-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const fresh = { lastSeenAt: start, idleExpiresAt: at(SESSION_IDLE_MS), expiresAt: at(SESSION_ABSOLUTE_MS) };

describe('session policy', () => {
  it('is live before both expiries and dead at either', () => {
    expect(isSessionLive(fresh, at(SESSION_IDLE_MS - 1))).toBe(true);
    expect(isSessionLive(fresh, at(SESSION_IDLE_MS))).toBe(false);
    expect(isSessionLive({ ...fresh, idleExpiresAt: at(SESSION_ABSOLUTE_MS + 1) }, at(SESSION_ABSOLUTE_MS))).toBe(false);
  });

  it('slides the idle expiry on activity, at most once a minute, never past the absolute expiry', () => {
    expect(slideIdleExpiry(fresh, at(30_000))).toBeUndefined();
    expect(slideIdleExpiry(fresh, at(60_000))).toEqual(at(60_000 + SESSION_IDLE_MS));
    const late = { ...fresh, lastSeenAt: at(SESSION_ABSOLUTE_MS - 10 * 60_000) };
    expect(slideIdleExpiry(late, at(SESSION_ABSOLUTE_MS - 5 * 60_000))).toEqual(at(SESSION_ABSOLUTE_MS));
  });
});
