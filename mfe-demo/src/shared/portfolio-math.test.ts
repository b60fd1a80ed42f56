import { describe, expect, it } from '@jest/globals';
import { currentValue, gainsPercent, maturityValue, mixPercent, normalisePortfolio, progressPercent, signedAmount } from './portfolio-math.js';

describe('maturityValue (product §9: amount + amount × rate × duration / 12)', () => {
  it.each([
    [50_000, 18, 12, 59_000],
    [50_000, 18, 24, 68_000],
    [10_000, 18, 6, 10_900],
    [1_00_000, 12, 36, 1_36_000],
    [25_000, 14, 24, 32_000],
    [5_000, 12, 18, 5_900],
    [50_000, 18, null, 59_000],
    [50_000, 18, undefined, 59_000],
    [50_000, 18, 0, 59_000],
    [50_000, 0, 12, 50_000],
  ])('₹%d at %d%% for %s months is ₹%d', (amount, rate, months, expected) => {
    expect(maturityValue(amount, rate, months)).toBeCloseTo(expected, 6);
  });
});

describe('currentValue (grows only with the whole days elapsed, up to maturity)', () => {
  const investment = { amount: 50_000, returnRate: 18, investmentDate: '2026-01-10T10:00:00.000Z', maturityDate: '2027-01-10T10:00:00.000Z' };
  const at = (days: number) => Date.parse(investment.investmentDate) + days * 86_400_000;
  it.each([
    ['on the day of investment', at(0.9), 50_000],
    ['after 73 days (50,000 × 18% × 73 / 365)', at(73), 51_800],
    ['at maturity (365 days)', at(365), 59_000],
    ['long after maturity', at(900), 59_000],
    ['before the investment', at(-3), 50_000],
  ])('%s', (_case, now, expected) => {
    expect(currentValue(investment, now)).toBe(expected);
  });
});

describe('progressPercent (elapsed share between investment and maturity date)', () => {
  const start = '2026-01-01T00:00:00.000Z';
  const end = '2027-01-01T00:00:00.000Z';
  it.each([
    ['at the start', Date.parse(start), 0],
    ['half way', (Date.parse(start) + Date.parse(end)) / 2, 50],
    ['at maturity', Date.parse(end), 100],
    ['before the start', Date.parse(start) - 1000, 0],
    ['after maturity', Date.parse(end) + 86_400_000, 100],
  ])('%s', (_case, now, expected) => {
    expect(progressPercent(start, end, now)).toBeCloseTo(expected, 6);
  });

  it('is 0 for unreadable or inverted dates', () => {
    expect(progressPercent('', end, Date.now())).toBe(0);
    expect(progressPercent(end, start, Date.now())).toBe(0);
  });
});

describe('mixPercent, gainsPercent, signedAmount', () => {
  it.each([
    [50_000, 75_000, 67],
    [25_000, 75_000, 33],
    [10_000, 10_000, 100],
    [1, 3, 33],
    [5_000, 0, 0],
  ])('₹%d of ₹%d is %d%%', (amount, total, expected) => {
    expect(mixPercent(amount, total)).toBe(expected);
  });

  it.each([
    [9_000, 50_000, '18.0'],
    [16_000, 75_000, '21.3'],
    [0, 0, '0.0'],
    [1, 3, '33.3'],
  ])('gains ₹%d on ₹%d is %s%%', (gains, invested, expected) => {
    expect(gainsPercent(gains, invested)).toBe(expected);
  });

  it('shows investment transactions negative, others positive', () => {
    expect(signedAmount({ type: 'investment', amount: 50_000 })).toBe(-50_000);
    expect(signedAmount({ type: 'payout', amount: 750 })).toBe(750);
    expect(signedAmount({ type: 'fee', amount: -330 })).toBe(330);
  });
});

describe('normalisePortfolio (product §3 defaults)', () => {
  it("defaults absent values to zeros, empty lists and 'Demo User'", () => {
    expect(normalisePortfolio({})).toEqual({
      user: { firstName: 'Demo', lastName: 'User' },
      stats: { totalInvested: 0, currentValue: 0, totalGains: 0, averageReturn: 0, activeInvestments: 0 },
      investments: [],
      transactions: [],
    });
    expect(normalisePortfolio(null).user).toEqual({ firstName: 'Demo', lastName: 'User' });
  });

  it('keeps the values it is given', () => {
    const portfolio = normalisePortfolio({
      user: { firstName: 'Priya', lastName: 'Sharma' },
      stats: { totalInvested: 50_000, currentValue: 59_000, totalGains: 9_000, averageReturn: 18, activeInvestments: 1 },
      investments: [
        {
          id: 'i1',
          productName: 'FD Premium',
          productType: 'fd-premium',
          amount: 50_000,
          returnRate: 18,
          duration: 12,
          maturityDate: 'b',
          investmentDate: 'a',
        },
      ],
      transactions: [{ id: 't1', type: 'investment', amount: 50_000, createdAt: 'a' }],
    });
    expect(portfolio.user.firstName).toBe('Priya');
    expect(portfolio.stats.currentValue).toBe(59_000);
    expect(portfolio.investments[0]?.returnRate).toBe(18);
    expect(portfolio.transactions[0]?.type).toBe('investment');
  });
});
