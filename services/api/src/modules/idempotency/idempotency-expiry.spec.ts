import { describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_KEY_TTL_MS, idempotencyExpiryCutoff } from './idempotency-expiry.js';

describe('idempotencyExpiryCutoff', () => {
  it('is exactly 24 hours before now', () => {
    expect(IDEMPOTENCY_KEY_TTL_MS).toBe(86_400_000);
    expect(idempotencyExpiryCutoff(new Date('2026-03-02T10:00:00.000Z')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});
