import { describe, expect, it } from '@jest/globals';
import { monthlyRateBpOf, payoutSchedule, roundHalfUp } from './payout-schedule.js';
import { categoryOf } from './product-category.js';

describe('payoutSchedule', () => {
  it('pays a 12-month FD of ₹1,00,000 at 18% p.a. ₹1,500 on each of the next twelve 15ths', () => {
    const payouts = payoutSchedule({
      category: 'FIXED_DEPOSITS',
      amountPaise: 100_000_00,
      returnRateBp: 1800,
      monthlyRateBp: null,
      durationMonths: 12,
      investmentDate: '2026-11-22',
    });
    expect(payouts).toHaveLength(12);
    expect(payouts.map((p) => p.payoutDate)).toEqual([
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
      '2027-03-15',
      '2027-04-15',
      '2027-05-15',
      '2027-06-15',
      '2027-07-15',
      '2027-08-15',
      '2027-09-15',
      '2027-10-15',
      '2027-11-15',
    ]);
    expect(new Set(payouts.map((p) => p.amountPaise))).toEqual(new Set([1500_00]));
    expect(payouts.every((p) => p.payoutType === 'monthly')).toBe(true);
  });

  it('rounds the monthly rate of a 20% plan to 1.67% and the payout to whole paise', () => {
    expect(monthlyRateBpOf(2000)).toBe(167);
    expect(monthlyRateBpOf(null)).toBe(150);
    const [first] = payoutSchedule({
      category: 'FIXED_DEPOSITS',
      amountPaise: 25_001_50,
      returnRateBp: 2000,
      monthlyRateBp: 167,
      durationMonths: 24,
      investmentDate: '2026-11-01',
    });
    // 2,500,150 paise × 1.67% = 41,752.505 → 41,753
    expect(first).toEqual({ sequence: 1, payoutDate: '2026-11-15', payoutType: 'monthly', amountPaise: 41_753 });
  });

  it('gives other products one maturity payout with simple interest', () => {
    expect(
      payoutSchedule({
        category: 'BONDS',
        amountPaise: 50_000_00,
        returnRateBp: 1000,
        monthlyRateBp: null,
        durationMonths: 24,
        investmentDate: '2026-11-22',
      }),
    ).toEqual([{ sequence: 1, payoutDate: '2028-11-22', payoutType: 'maturity', amountPaise: 60_000_00 }]);
    const [marketLinked] = payoutSchedule({
      category: 'MUTUAL_FUNDS',
      amountPaise: 50_000_00,
      returnRateBp: null,
      monthlyRateBp: null,
      durationMonths: 12,
      investmentDate: '2026-11-22',
    });
    expect(marketLinked?.amountPaise).toBe(50_000_00);
  });
});

describe('categoryOf', () => {
  it('reads page labels and product-page types', () => {
    expect(categoryOf('Fixed Deposits')).toBe('FIXED_DEPOSITS');
    expect(categoryOf('Government Bonds')).toBe('BONDS');
    expect(categoryOf('Gold')).toBe('PREMIUM_GOLD');
    expect(categoryOf('FRACTIONAL_REAL_ESTATE')).toBe('FRACTIONAL_REAL_ESTATE');
    expect(categoryOf('Crypto')).toBeUndefined();
  });

  it('ignores case, the spaces around and between the words, and underscores', () => {
    expect(categoryOf('  fixed \t deposits ')).toBe('FIXED_DEPOSITS');
    expect(categoryOf('Premium__Gold')).toBe('PREMIUM_GOLD');
  });
});

describe('roundHalfUp', () => {
  it('is exact up to the largest safe integer of paise, and refuses past it', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3);
    expect(roundHalfUp(BigInt(Number.MAX_SAFE_INTEGER), 1n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => roundHalfUp(BigInt(Number.MAX_SAFE_INTEGER) + 1n, 1n)).toThrow(RangeError);
  });
});
