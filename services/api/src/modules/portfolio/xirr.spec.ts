import { describe, expect, it } from '@jest/globals';
import { xirr } from './xirr.js';

describe('xirr', () => {
  it('answers 10% for −100 then +110 a year (365 days) later', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: 110 },
      ]),
    ).toBeCloseTo(0.1, 6);
  });

  it('matches the spreadsheet XIRR of an irregular series', () => {
    // Spreadsheet XIRR of these flows is 37.34% (the classic documentation example).
    const rate = xirr([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ]);
    expect(rate).toBeCloseTo(0.373362535, 5);
  });

  it('is negative when less comes back than went in', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: 90 },
      ]),
    ).toBeCloseTo(-0.1, 6);
  });

  it('is undefined for flows within one day or of one sign', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2025-01-01', amount: 100 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2025-06-01', amount: -100 },
      ]),
    ).toBeNull();
    expect(xirr([{ date: '2025-01-01', amount: -100 }])).toBeNull();
  });
});
