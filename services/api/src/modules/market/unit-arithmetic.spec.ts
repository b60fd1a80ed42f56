import { describe, expect, it } from '@jest/globals';
import { formatE4, parseE4, unitsFor, valuePaise } from './unit-arithmetic.js';

describe('market-linked unit arithmetic', () => {
  it('buys units at the day price, rounded down to four decimals', () => {
    // ₹10,000 at a NAV of ₹25.1234: 398.035297... units → 398.0352.
    expect(unitsFor(1_000_000, 251_234)).toBe(3_980_352);
    // ₹1,00,000 at ₹100.0000: exactly 1000 units.
    expect(unitsFor(10_000_000, 1_000_000)).toBe(10_000_000);
    // ₹50,000 of gold at ₹7,523.45 a gram: 6.64588... g → 6.6458 g.
    expect(unitsFor(5_000_000, 75_234_500)).toBe(66_458);
  });

  it('values units at a price, rounded down to the paisa', () => {
    // 398.0352 units at ₹25.1234: ₹9,999.99 (never more than was paid).
    expect(valuePaise(3_980_352, 251_234)).toBe(999_999);
    // at a moved NAV of ₹26.0000: ₹10,348.91.
    expect(valuePaise(3_980_352, 260_000)).toBe(1_034_891);
    expect(valuePaise(10_000_000, 1_000_000)).toBe(10_000_000);
    expect(valuePaise(0, 251_234)).toBe(0);
  });

  it('stays exact where floating point would not', () => {
    // ₹9 crore at ₹10.0001: amount × 10^6 is 9 × 10^15, past 2^53 / 1.
    expect(unitsFor(9_000_000_000, 100_001)).toBe(89_999_100_008);
    expect(valuePaise(89_999_100_008, 100_001)).toBe(8_999_999_999);
    // 0.1 + 0.2 style drift never enters: 3 units of ₹0.1000 are exactly 30 paise.
    expect(valuePaise(30_000, 1_000)).toBe(30);
  });

  it('refuses amounts and prices that are not whole', () => {
    expect(() => unitsFor(100.5, 251_234)).toThrow(RangeError);
    expect(() => unitsFor(100, 0)).toThrow(RangeError);
    expect(() => valuePaise(-1, 251_234)).toThrow(RangeError);
  });

  it('reads and writes four-decimal texts exactly', () => {
    expect(parseE4('25.1234')).toBe(251_234);
    expect(parseE4('7523.45')).toBe(75_234_500);
    expect(parseE4('100')).toBe(1_000_000);
    expect(parseE4('10.123456')).toBe(101_234);
    expect(parseE4(' 0.0001 ')).toBe(1);
    for (const bad of ['', 'N.A.', '-1.5', '1e3', '12.', '.5', '1,234.5']) expect(parseE4(bad)).toBeNull();
    expect(formatE4(251_234)).toBe('25.1234');
    expect(formatE4(3_980_352)).toBe('398.0352');
    expect(formatE4(1)).toBe('0.0001');
    expect(formatE4(0)).toBe('0.0000');
  });
});
