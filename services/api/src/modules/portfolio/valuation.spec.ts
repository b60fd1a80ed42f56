import { describe, expect, it } from '@jest/globals';
import { accruedInterestPaise, daysBetween, distribution, indiaDate, percent, valueInvestment, type ValuedInvestment } from './valuation.js';

const fd: ValuedInvestment = {
  category: 'FIXED_DEPOSITS',
  status: 'active',
  amountPaise: 1_000_000_00,
  returnRateBp: 1800,
  monthlyRateBp: 150,
  investmentDate: '2026-01-01',
  maturityDate: '2027-01-01',
};

describe('valuation', () => {
  it('takes India’s calendar date (UTC+05:30)', () => {
    expect(indiaDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indiaDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('counts whole days between calendar dates', () => {
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
  });

  it('accrues simple interest per day on actual/365, rounded down to the paisa, capped at maturity', () => {
    // ₹10,00,000 at 1.5% a month (18% a year) for 73 days = ₹36,000.
    expect(accruedInterestPaise(fd, '2026-03-15')).toBe(36_000_00);
    expect(accruedInterestPaise(fd, '2026-01-01')).toBe(0);
    expect(accruedInterestPaise(fd, '2030-01-01')).toBe(180_000_00);
    // ₹10,001 at 9.5% p.a. for one day = 260.29 paise → 260.
    expect(accruedInterestPaise({ ...fd, amountPaise: 10_001_00, monthlyRateBp: null, returnRateBp: 950 }, '2026-01-02')).toBe(260);
  });

  it('takes paid payouts out of the current value but keeps them in earnings; unpaid investments count for nothing', () => {
    expect(valueInvestment(fd, 15_000_00, '2026-03-15')).toEqual({ currentValuePaise: 1_021_000_00, earningsPaise: 36_000_00 });
    // Paid out more than has accrued (first 15th soon after purchase): earnings are what was paid, principal intact.
    expect(valueInvestment(fd, 30_000_00, '2026-01-20')).toEqual({ currentValuePaise: fd.amountPaise, earningsPaise: 30_000_00 });
    expect(valueInvestment({ ...fd, status: 'pending_payment' }, 0, '2026-03-15')).toEqual({ currentValuePaise: 0, earningsPaise: 0 });
    expect(valueInvestment({ ...fd, returnRateBp: null, monthlyRateBp: null }, 0, '2026-03-15').currentValuePaise).toBe(fd.amountPaise);
  });

  it('holds nothing once the principal is repaid: earnings are what came back beyond it', () => {
    // Matured: twelve ₹15,000 interest payouts and the ₹10,00,000 principal.
    expect(valueInvestment({ ...fd, status: 'matured' }, 180_000_00, '2027-01-02', fd.amountPaise)).toEqual({
      currentValuePaise: 0,
      earningsPaise: 180_000_00,
    });
    // Withdrawn early: ₹75,000 of interest paid, then ₹9,90,000 back (the penalty and excess interest out of the principal).
    expect(valueInvestment({ ...fd, status: 'withdrawn' }, 75_000_00, '2026-06-01', 990_000_00)).toEqual({ currentValuePaise: 0, earningsPaise: 65_000_00 });
  });

  it('shares each category of total invested, rounded to whole percents, largest first', () => {
    const shares = distribution([
      { ...fd, amountPaise: 20_000_00 },
      { ...fd, category: 'BONDS', amountPaise: 10_000_00 },
      { ...fd, category: 'BONDS', amountPaise: 5_000_00 },
      { ...fd, category: 'SDI', amountPaise: 90_000_00, status: 'payment_failed' },
    ]);
    expect(shares).toEqual([
      { category: 'FIXED_DEPOSITS', label: 'Fixed Deposits', amountPaise: 20_000_00, percentage: 57 },
      { category: 'BONDS', label: 'Bonds', amountPaise: 15_000_00, percentage: 43 },
    ]);
  });

  it('gives percentages with two decimals', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(5, 0)).toBe(0);
  });
});
