import { describe, expect, it } from '@jest/globals';
import { rawDate, rawDateOrNull, rawInstant, rawNumber, rawNumberOrNull, rawText, rawTextOrNull } from './raw-values.js';

describe('raw column values', () => {
  it('reads a BIGINT as mysql2 (text) and sql.js (number) give it', () => {
    expect(rawNumber('9007199254740991')).toBe(9_007_199_254_740_991);
    expect(rawNumber(12345)).toBe(12345);
    expect(rawNumberOrNull(null)).toBeNull();
    expect(rawNumberOrNull('0')).toBe(0);
  });

  it('reads a DATE as mysql2 (a Date at UTC midnight) and sql.js (text) give it', () => {
    expect(rawDate(new Date('2026-01-05T00:00:00.000Z'))).toBe('2026-01-05');
    expect(rawDate(new Date('2026-12-31T00:00:00.000Z'))).toBe('2026-12-31');
    expect(rawDate('2026-02-15')).toBe('2026-02-15');
    expect(rawDateOrNull(null)).toBeNull();
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      expect(rawDate(date)).toBe(date.toISOString().slice(0, 10));
    }
  });

  it('reads a DATETIME(3) as mysql2 (a Date) and sql.js (TypeORM’s UTC text) give it', () => {
    const instant = new Date('2026-11-27T10:15:30.123Z');
    expect(rawInstant(instant)).toBe(instant);
    expect(rawInstant('2026-11-27 10:15:30.123').toISOString()).toBe('2026-11-27T10:15:30.123Z');
    expect(rawInstant('2026-11-27T10:15:30.123Z').toISOString()).toBe('2026-11-27T10:15:30.123Z');
  });

  it('reads text', () => {
    expect(rawText('active')).toBe('active');
    expect(rawTextOrNull(null)).toBeNull();
    expect(rawTextOrNull(undefined)).toBeNull();
  });
});
