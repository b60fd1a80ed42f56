import { describe, expect, it } from '@jest/globals';
import { lockInEnds, withdrawalFigures } from './withdrawal-figures.js';

describe('withdrawalFigures', () => {
  it('pays ₹1,00,000 + ₹4,931.50 accrued − ₹3,000 paid − 1% of ₹4,931.50 (₹49.32): ₹1,01,882.18', () => {
    expect(withdrawalFigures({ principalPaise: 100_000_00, interestAccruedPaise: 4_931_50, interestPaidPaise: 3_000_00, penaltyBp: 100 })).toEqual({
      penaltyPaise: 49_32,
      grossPaise: 101_882_18,
      principalPaise: 100_000_00,
      interestPaise: 1_882_18,
    });
  });

  it('rounds the penalty half up to the paisa: 1.5% of ₹333.33 is ₹4.99995 → ₹5.00', () => {
    expect(withdrawalFigures({ principalPaise: 10_000_00, interestAccruedPaise: 333_33, interestPaidPaise: 0, penaltyBp: 150 }).penaltyPaise).toBe(5_00);
  });

  it('takes interest paid beyond what was earned (and the penalty) out of the principal', () => {
    // ₹1,500 earned, ₹3,000 paid by two 15ths, 2% penalty ₹30: ₹1,00,000 − ₹1,530.
    expect(withdrawalFigures({ principalPaise: 100_000_00, interestAccruedPaise: 1_500_00, interestPaidPaise: 3_000_00, penaltyBp: 200 })).toEqual({
      penaltyPaise: 30_00,
      grossPaise: 98_470_00,
      principalPaise: 98_470_00,
      interestPaise: 0,
    });
  });

  it('pays nothing, rather than less than nothing, when the interest already paid exceeds the deposit and what it earned', () => {
    expect(withdrawalFigures({ principalPaise: 1_000_00, interestAccruedPaise: 0, interestPaidPaise: 2_000_00, penaltyBp: 100 })).toEqual({
      penaltyPaise: 0,
      grossPaise: 0,
      principalPaise: 0,
      interestPaise: 0,
    });
  });

  it('is exact where accrued × rate passes 2^53 paise', () => {
    const accrued = 70_000_000_000_007;
    expect(accrued * 150).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    const figures = withdrawalFigures({ principalPaise: 1e14, interestAccruedPaise: accrued, interestPaidPaise: 0, penaltyBp: 150 });
    // 70,000,000,000,007 × 150 / 10,000 = 1,050,000,000,000.105 → 1,050,000,000,000
    expect(figures.penaltyPaise).toBe(1_050_000_000_000);
    expect(figures.interestPaise).toBe(68_950_000_000_007);
  });
});

describe('lockInEnds', () => {
  it('is the investment date plus the lock-in months, clamped to the month end', () => {
    expect(lockInEnds('2026-01-20', 3)).toBe('2026-04-20');
    expect(lockInEnds('2026-11-30', 3)).toBe('2027-02-28');
  });
});
