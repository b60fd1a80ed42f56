import type { InterestPayer, TdsDeclarationForm } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { declarationWaives, percentToNearestRupee, type InterestPayoutCase, tdsOnInterest } from './tds-calculation.js';

/** ₹1,00,000 in paise, etc.: the cases are written in rupees and worked by hand below. */
const rupees = (amount: number) => amount * 100;

const base: InterestPayoutCase = {
  payoutDate: '2026-06-15',
  interestPaise: rupees(1_500),
  payer: 'bank',
  sentThisYearPaise: 0,
  deductedThisYearPaise: 0,
  dateOfBirth: '1990-05-01',
  declaration: null,
};

interface YearOptions {
  payer?: InterestPayer;
  declaration?: TdsDeclarationForm | null;
  firstDate?: string;
}

/**
 * A year of monthly payouts of the same interest, each TDS worked out with what was sent and deducted before it
 * (as the sender does): answers each month's TDS in rupees.
 */
function year(monthlyInterestRupees: number, dateOfBirth: string | null, options: YearOptions = {}): number[] {
  const { payer = 'bank', declaration = null, firstDate = '2026-04-15' } = options;
  let sent = 0;
  let deducted = 0;
  const out: number[] = [];
  for (let month = 0; month < 12; month += 1) {
    const index = 3 + month;
    const date = `${2026 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}${firstDate.slice(7)}`;
    const tds = tdsOnInterest({
      payoutDate: date,
      interestPaise: rupees(monthlyInterestRupees),
      sentThisYearPaise: sent,
      deductedThisYearPaise: deducted,
      payer,
      dateOfBirth,
      declaration,
    });
    sent += rupees(monthlyInterestRupees);
    deducted += tds;
    out.push(tds / 100);
  }
  return out;
}

describe('tdsOnInterest, interest a bank pays (s. 194A(3)(i)(a), FY 2026-27: ₹50,000, seniors ₹1,00,000, 10%)', () => {
  it('deducts nothing while the year stays at or below the threshold', () => {
    expect(tdsOnInterest({ ...base, sentThisYearPaise: rupees(48_500) })).toBe(0); // 48,500 + 1,500 = 50,000: not above
  });

  it('catches up on the whole year in the month the threshold is crossed, then 10% of each payout', () => {
    // ₹6,000 a month (₹6 lakh at 1%/month): Apr..Aug = 30,000; Sep 36,000; Oct 42,000; Nov 48,000; Dec 54,000 > 50,000.
    // December: 10% of 54,000 = 5,400, nothing deducted before. January on: 10% of 6,000 = 600.
    expect(year(6_000, '1990-05-01')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 5_400, 600, 600, 600]);
  });

  it('uses the senior threshold for an investor 60 or over at any time in the year', () => {
    // Born 31 Mar 1967: 60 on 31 Mar 2027, the last day of FY 2026-27, so senior for all of it (₹1,00,000).
    // ₹12,000 a month: 96,000 after 8 months (not above), 1,08,000 in December → 10% = 10,800 catch-up, then 1,200.
    expect(year(12_000, '1967-03-31')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 10_800, 1_200, 1_200, 1_200]);
    // Born 1 Apr 1967: 60 only in the next year, so the ₹50,000 threshold: 60,000 in August → 6,000, then 1,200.
    expect(year(12_000, '1967-04-01')).toEqual([0, 0, 0, 0, 6_000, 1_200, 1_200, 1_200, 1_200, 1_200, 1_200, 1_200]);
  });

  it('counts an unknown date of birth as under 60', () => {
    expect(year(12_000, null)).toEqual(year(12_000, '1990-01-01'));
  });

  it('waives all of it under a Form 15G/15H for the year while the year stays within the basic exemption limit', () => {
    expect(year(12_000, '1990-05-01', { declaration: '15G' })).toEqual(Array.from({ length: 12 }, () => 0));
    expect(tdsOnInterest({ ...base, sentThisYearPaise: rupees(80_000), declaration: '15G' })).toBe(0);
  });

  it('rounds to the nearest rupee and never deducts more than the payout', () => {
    // 10% of 50,000.05 + ... : C = 49,000.00, I = 1,000.05 → 50,000.05 > 50,000; 10% = 5,000.005 → ₹5,000;
    // but the payout is only ₹1,000.05: all of it, and the next payout catches up the rest.
    expect(tdsOnInterest({ ...base, sentThisYearPaise: rupees(49_000), interestPaise: rupees(1_000) + 5 })).toBe(rupees(1_000) + 5);
    // Next: C = 50,000.05, D = 1,000.05, I = 1,000 → 10% of 51,000.05 = 5,100.005 → 5,100 − 1,000.05 = 4,099.95 → capped at 1,000.
    expect(tdsOnInterest({ ...base, sentThisYearPaise: rupees(50_000) + 5, deductedThisYearPaise: rupees(1_000) + 5, interestPaise: rupees(1_000) })).toBe(
      rupees(1_000),
    );
    // More already deducted than the year's 10% (C = 60,000, D = 7,000, I = 1,500: 10% of 61,500 = 6,150): nothing, never a negative.
    expect(tdsOnInterest({ ...base, sentThisYearPaise: rupees(60_000), deductedThisYearPaise: rupees(7_000) })).toBe(0);
    // 10% of ₹60,005.50 = 6,000.55 → ₹6,001 (half up at .5 and above).
    expect(percentToNearestRupee(BigInt(rupees(60_005) + 50), 1000)).toBe(BigInt(rupees(6_001)));
    expect(percentToNearestRupee(BigInt(rupees(60_004) + 90), 1000)).toBe(BigInt(rupees(6_000)));
    // Amounts past 2^53 paise × rate stay exact.
    expect(percentToNearestRupee(90_000_000_000_000_123n, 1000)).toBe(9_000_000_000_000_000n);
  });

  it('takes the row in force on the payout date: FY 2024-25 had ₹40,000 (seniors ₹50,000)', () => {
    // 15 Mar 2025: C = 36,000, I = 5,000 → 41,000 > 40,000 → 4,100.
    expect(tdsOnInterest({ ...base, payoutDate: '2025-03-15', sentThisYearPaise: rupees(36_000), interestPaise: rupees(5_000) })).toBe(rupees(4_100));
    // A senior that year (born 1964): ₹50,000, so none.
    expect(
      tdsOnInterest({ ...base, payoutDate: '2025-03-15', sentThisYearPaise: rupees(36_000), interestPaise: rupees(5_000), dateOfBirth: '1964-07-01' }),
    ).toBe(0);
    // 15 Apr 2025, a new year and the Finance Act 2025 row: 41,000 would be under ₹50,000.
    expect(tdsOnInterest({ ...base, payoutDate: '2025-04-15', sentThisYearPaise: rupees(36_000), interestPaise: rupees(5_000) })).toBe(0);
    expect(() => tdsOnInterest({ ...base, payoutDate: '2024-03-15' })).toThrow(/No interest-194A row/);
  });
});

describe('tdsOnInterest, interest the platform pays (s. 194A(3)(i)(c), any payer but a bank)', () => {
  const platform = { ...base, payer: 'platform' as const };

  it('deducts past ₹10,000 in FY 2025-26 and later, whatever the age', () => {
    // ₹6,000 a month: April 6,000 (not above 10,000); May 12,000 → 10% = 1,200 catch-up; then 600 a month.
    const expected = [0, 1_200, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600];
    expect(year(6_000, '1990-05-01', { payer: 'platform' })).toEqual(expected);
    // A senior citizen's higher threshold is a bank's only.
    expect(year(6_000, '1960-05-01', { payer: 'platform' })).toEqual(expected);
    // The same interest from a bank: ₹72,000 in the year passes ₹50,000 only in December (54,000 → 5,400).
    expect(year(6_000, '1990-05-01', { payer: 'bank' })).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 5_400, 600, 600, 600]);
    // ₹12,000 of interest in FY 2025-26 (15 Feb and 15 Mar 2026, ₹6,000 each): the March payout deducts 1,200.
    expect(tdsOnInterest({ ...platform, payoutDate: '2026-02-15', interestPaise: rupees(6_000) })).toBe(0);
    expect(tdsOnInterest({ ...platform, payoutDate: '2026-03-15', sentThisYearPaise: rupees(6_000), interestPaise: rupees(6_000) })).toBe(rupees(1_200));
    // Exactly ₹10,000 is not above it.
    expect(tdsOnInterest({ ...platform, sentThisYearPaise: rupees(8_500) })).toBe(0);
  });

  it('deducted past ₹5,000 in FY 2024-25, seniors included', () => {
    // 15 Mar 2025: C = 0, I = 6,000 → 600 (a bank: none until ₹40,000).
    expect(tdsOnInterest({ ...platform, payoutDate: '2025-03-15', interestPaise: rupees(6_000) })).toBe(rupees(600));
    expect(tdsOnInterest({ ...platform, payoutDate: '2025-03-15', interestPaise: rupees(6_000), dateOfBirth: '1950-01-01' })).toBe(rupees(600));
    expect(tdsOnInterest({ ...base, payoutDate: '2025-03-15', interestPaise: rupees(6_000) })).toBe(0);
    expect(tdsOnInterest({ ...platform, payoutDate: '2025-03-15', interestPaise: rupees(5_000) })).toBe(0);
  });

  it('stops honouring a Form 15G from the payout that takes the year past the basic exemption limit, and catches up', () => {
    // ₹37,500 a month (₹25 lakh at 1.5%): September 2,25,000; October 2,62,500 > 2,50,000 → the 15G is void:
    // 10% of 2,62,500 = 26,250 (nothing deducted before); November 10% of 3,00,000 − 26,250 = 3,750; then 3,750.
    expect(year(37_500, '1990-05-01', { payer: 'platform', declaration: '15G' })).toEqual([0, 0, 0, 0, 0, 0, 26_250, 3_750, 3_750, 3_750, 3_750, 3_750]);
    // The same under a bank's threshold: void at the same payout.
    expect(year(37_500, '1990-05-01', { payer: 'bank', declaration: '15G' })).toEqual([0, 0, 0, 0, 0, 0, 26_250, 3_750, 3_750, 3_750, 3_750, 3_750]);
    // Exactly ₹2,50,000 is not above it.
    expect(tdsOnInterest({ ...platform, sentThisYearPaise: rupees(2_40_000), interestPaise: rupees(10_000), declaration: '15G' })).toBe(0);
    // C = 2,20,000, I = 37,500: 2,57,500 → 25,750, all of the year's tax, from this payout.
    expect(tdsOnInterest({ ...platform, sentThisYearPaise: rupees(2_20_000), interestPaise: rupees(37_500), declaration: '15G' })).toBe(rupees(25_750));
  });

  it('keeps honouring a Form 15H whatever the interest (s. 197A(1C) applies notwithstanding (1B))', () => {
    expect(year(37_500, '1960-05-01', { payer: 'platform', declaration: '15H' })).toEqual(Array.from({ length: 12 }, () => 0));
    expect(declarationWaives('15H', rupees(50_00_000), '2026-06-15')).toBe(true);
    expect(declarationWaives('15G', rupees(2_50_000), '2026-06-15')).toBe(true);
    expect(declarationWaives('15G', rupees(2_50_000) + 1, '2026-06-15')).toBe(false);
  });
});
