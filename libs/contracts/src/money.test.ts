import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { paiseToRupees, percentToBp, rupeesToPaise } from './money.js';

// Expected values are worked out by hand from the definitions (1 rupee = 100 paise, 1% = 100 basis points), never
// by calling the code under test.

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.01, 1],
    [0.1, 10],
    [10_000, 10_00_000],
    [1_00_000.5, 1_00_00_050],
    [9_99_99_999.99, 9_99_99_99_999],
    [-12.34, -1234],
  ])('₹%p is %p paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  // Each of these is just below the whole number in binary floating point (0.29 * 100 = 28.999999999999996), so
  // truncating instead of rounding would lose a paisa.
  it.each([
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [8.2, 820],
    [19.99, 1999],
    [12_34_567.89, 12_34_56_789],
  ])('₹%p rounds to %p paise, not down', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('keeps the paisa of ₹1 lakh crore and one paisa', () => {
    expect(rupeesToPaise(1_00_000_00_00_000.01)).toBe(1_00_000_00_00_00_001);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [99, 0.99],
    [100, 1],
    [1_234_567, 12_345.67],
    [-1234, -12.34],
    [1_00_000_00_00_00_001, 1_00_000_00_00_000.01],
  ])('%p paise is ₹%p', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  // p / 100 is off by at most half an ulp (2^-9 below 2^45 rupees), times 100 at most 0.2 paise, and the product by
  // at most half an ulp (0.125 below 2^51): under half a paisa, so the round trip is exact up to 2^51 paise
  // (about ₹22.5 lakh crore). Nearer 2^53 the two errors can add up to more than half a paisa, and a rupee number
  // no longer holds every paisa (₹90,071,992,547,409.90 and ₹90,071,992,547,409.91 are the same double).
  it('round-trips every whole paise amount up to 2^51 exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 51), max: 2 ** 51 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });
});

describe('percentToBp', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [7.25, 725],
    [12.5, 1250],
    [18, 1800],
    [100, 10_000],
    // Binary floating point: 8.15 * 100 = 815.0000000000001 and 14.45 * 100 = 1444.9999999999998.
    [8.15, 815],
    [14.45, 1445],
  ])('%p%% is %p basis points', (percent, bp) => {
    expect(percentToBp(percent)).toBe(bp);
  });
});
