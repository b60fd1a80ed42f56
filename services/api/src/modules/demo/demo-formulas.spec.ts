import { describe, expect, it } from '@jest/globals';
import { demoCurrentValuePaise as currentValuePaise, rupeesToPaise } from '@invest/contracts';
import { addMonths, portfolioStats } from './demo-formulas.js';

describe('currentValuePaise (product §9: amount + amount × rate × duration / 12)', () => {
  it.each([
    // amount ₹, rate %, months, current value ₹
    [50_000, 18, 12, 59_000],
    [50_000, 18, 24, 68_000],
    [10_000, 18, 6, 10_900],
    [1_00_000, 12, 36, 1_36_000],
    [25_000, 14, 24, 32_000],
    [50_00_000, 18, 60, 95_00_000],
    [10_000, 12.5, 7, 10_729.17],
    [5_000, 0, 12, 5_000],
  ])('₹%d at %d%% for %d months is worth ₹%d', (amount, rate, months, expected) => {
    expect(currentValuePaise(rupeesToPaise(amount), Math.round(rate * 100), months) / 100).toBe(expected);
  });

  it('uses 12 months when the duration is absent', () => {
    expect(currentValuePaise(rupeesToPaise(50_000), 1800, null) / 100).toBe(59_000);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 12, '2027-01-15T10:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-11-30T23:59:59.000Z', 6, '2027-05-30T23:59:59.000Z'],
    ['2026-08-31T05:00:00.000Z', 60, '2031-08-31T05:00:00.000Z'],
  ])('%s + %d months = %s', (start, months, expected) => {
    expect(addMonths(new Date(start), months).toISOString()).toBe(expected);
  });
});

describe('portfolioStats', () => {
  const invested = new Date('2026-01-10T10:00:00Z');
  const matures = (months: number) => addMonths(invested, months);

  it('is all zeros for an empty portfolio', () => {
    expect(portfolioStats([], invested)).toEqual({ totalInvested: 0, currentValue: 0, totalGains: 0, averageReturn: 0, activeInvestments: 0 });
  });

  const portfolio = [
    { amountPaise: rupeesToPaise(50_000), returnRateBp: 1800, investmentDate: invested, maturityDate: matures(12) },
    { amountPaise: rupeesToPaise(25_000), returnRateBp: 1400, investmentDate: invested, maturityDate: matures(24) },
  ];

  it('gains nothing on the day of investment: the value grows only with time elapsed', () => {
    expect(portfolioStats(portfolio, new Date(invested.getTime() + 23 * 3_600_000))).toEqual({
      totalInvested: 75_000,
      currentValue: 75_000,
      totalGains: 0,
      averageReturn: 16,
      activeInvestments: 2,
    });
  });

  it('grows by simple interest for each whole day elapsed, and stops at maturity', () => {
    // 73 days: 50,000 × 18% × 73 / 365 = 1,800; 25,000 × 14% × 73 / 365 = 700.
    expect(portfolioStats(portfolio, new Date(invested.getTime() + 73 * 86_400_000)).currentValue).toBe(75_000 + 1_800 + 700);
    // Five years on: the first stopped at its 365 days (9,000), the second at its 730 (7,000).
    expect(portfolioStats(portfolio, addMonths(invested, 60)).currentValue).toBe(75_000 + 9_000 + 7_000);
  });
});
