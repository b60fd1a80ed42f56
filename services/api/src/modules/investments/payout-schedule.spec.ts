import { describe, expect, it } from '@jest/globals';
import { monthlyRateBpOf, payoutSchedule, roundHalfUp } from './payout-schedule.js';
import { categoryOf } from './product-category.js';

describe('payoutSchedule', () => {
  it('pays a 12-month FD of ₹1,00,000 at 18% p.a. ₹1,500 on eleven 15ths, then ₹1,500 and the ₹1,00,000 on the maturity date', () => {
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
      '2027-11-22',
    ]);
    expect(new Set(payouts.slice(0, 11).map((p) => p.amountPaise))).toEqual(new Set([1500_00]));
    expect(payouts.slice(0, 11).every((p) => p.payoutType === 'monthly' && p.principalPaise === 0)).toBe(true);
    expect(payouts[11]).toEqual({ sequence: 12, payoutDate: '2027-11-22', payoutType: 'maturity', amountPaise: 101_500_00, principalPaise: 100_000_00 });
  });

  it('repays the principal of a deposit booked on the 15th on its twelfth 15th, the maturity date', () => {
    const payouts = payoutSchedule({
      category: 'FIXED_DEPOSITS',
      amountPaise: 10_000_00,
      returnRateBp: 1800,
      monthlyRateBp: 150,
      durationMonths: 6,
      investmentDate: '2026-01-15',
    });
    expect(payouts.map((p) => [p.payoutDate, p.amountPaise, p.principalPaise])).toEqual([
      ['2026-02-15', 150_00, 0],
      ['2026-03-15', 150_00, 0],
      ['2026-04-15', 150_00, 0],
      ['2026-05-15', 150_00, 0],
      ['2026-06-15', 150_00, 0],
      ['2026-07-15', 10_150_00, 10_000_00],
    ]);
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
    expect(first).toEqual({ sequence: 1, payoutDate: '2026-11-15', payoutType: 'monthly', amountPaise: 41_753, principalPaise: 0 });
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
    ).toEqual([{ sequence: 1, payoutDate: '2028-11-22', payoutType: 'maturity', amountPaise: 60_000_00, principalPaise: 50_000_00 }]);
    const [marketLinked] = payoutSchedule({
      category: 'MUTUAL_FUNDS',
      amountPaise: 50_000_00,
      returnRateBp: null,
      monthlyRateBp: null,
      durationMonths: 12,
      investmentDate: '2026-11-22',
    });
    expect(marketLinked?.amountPaise).toBe(50_000_00);
    expect(marketLinked?.principalPaise).toBe(50_000_00);
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
