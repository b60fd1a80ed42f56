import { describe, expect, it } from '@jest/globals';
import { ERASURE_RECHECK_MS, erasureDueAt, type MoneyHeld, toErasureHeld } from './money-held.js';
import { RETENTION } from './retention-policy.js';

const requestedAt = new Date('2026-01-10T06:30:00.000Z');
const held = (finalPayoutDate: string | null): MoneyHeld => ({
  activeInvestments: 2,
  outstandingPrincipalPaise: 2_00_000_05,
  unpaidPayouts: 24,
  paymentsInProgress: 0,
  finalPayoutDate,
});

describe('erasureDueAt', () => {
  it('nothing held: at the end of the waiting period', () => {
    expect(erasureDueAt(requestedAt, null, requestedAt)).toEqual(new Date(requestedAt.getTime() + RETENTION.erasureWaitingMs));
  });

  it('money held: the start of the India day after the final payout', () => {
    expect(erasureDueAt(requestedAt, held('2027-12-15'), requestedAt).toISOString()).toBe('2027-12-15T18:30:00.000Z');
  });

  it('a final payout inside the waiting period does not shorten it', () => {
    expect(erasureDueAt(requestedAt, held('2026-01-11'), requestedAt)).toEqual(new Date(requestedAt.getTime() + RETENTION.erasureWaitingMs));
  });

  it('still held past the final payout date (sending, or returned by the bank): looked at again later, never at once', () => {
    const now = new Date('2028-01-20T00:00:00.000Z');
    expect(erasureDueAt(requestedAt, held('2027-12-15'), now)).toEqual(new Date(now.getTime() + ERASURE_RECHECK_MS));
    expect(erasureDueAt(requestedAt, held(null), now)).toEqual(new Date(now.getTime() + ERASURE_RECHECK_MS));
  });
});

describe('toErasureHeld', () => {
  it('answers the principal in rupees, exact to the paisa', () => {
    expect(toErasureHeld(held('2027-12-15'))).toEqual({
      activeInvestments: 2,
      outstandingPrincipal: 200000.05,
      unpaidPayouts: 24,
      paymentsInProgress: 0,
      finalPayoutDate: '2027-12-15',
    });
  });
});
