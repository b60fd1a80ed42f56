import { describe, expect, it } from '@jest/globals';
import { calculateFd, calendarMonthOf, parseAmount, payoutDate } from './fd-calculator.js';

const today = calendarMonthOf(new Date(2026, 10, 22)); // 22 November 2026, local time

describe('calculateFd (spec 5 and 9)', () => {
  it.each([
    // amount, months, monthly ROI, total interest, maturity
    [100000, 6, 1500, 9000, 109000],
    [100000, 12, 1500, 18000, 118000],
    [100000, 18, 1500, 27000, 127000],
    [100000, 24, 1500, 36000, 136000],
    [100000, 30, 1500, 45000, 145000],
    [50000, 12, 750, 9000, 59000],
    [250000, 24, 3750, 90000, 340000],
    [10000, 6, 150, 900, 10900],
    [12345, 6, 185.18, 1111.08, 13456.08],
    [0, 12, 0, 0, 0],
  ])('%d for %d months → %d a month, %d interest, %d at maturity', (amount, months, monthly, total, maturity) => {
    const result = calculateFd(amount, months, today);
    expect(result).toMatchObject({ amount, months, monthlyRoi: monthly, totalInterest: total, maturity });
    expect(result.schedule).toHaveLength(months);
    expect(result.schedule.at(-1)?.balance ?? 0).toBe(maturity);
  });

  it.each([
    ['100000', 100000],
    ['1,00,000', 100000],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    ['-5000', 0],
    ['Infinity', 0],
    ['2500.5', 2500.5],
  ])('amount %j reads as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
    expect(calculateFd(input, 6, today).amount).toBe(expected);
  });

  it('pays on the 15th of every month, starting the month after the deposit', () => {
    const { schedule } = calculateFd(100000, 6, today);
    expect(schedule.map((row) => row.date)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15']);
    expect(schedule.map((row) => row.payout)).toEqual([1500, 1500, 1500, 1500, 1500, 1500]);
    expect(schedule.map((row) => row.balance)).toEqual([101500, 103000, 104500, 106000, 107500, 109000]);
  });

  it('gives the schedule without dates while the month of the deposit is not known', () => {
    const { schedule, maturity } = calculateFd(100000, 6, null);
    expect(schedule.map((row) => row.date)).toEqual([null, null, null, null, null, null]);
    expect(maturity).toBe(109000);
  });

  it('reads the calendar month of a date in local time', () => {
    expect(calendarMonthOf(new Date(2026, 11, 31, 23, 59))).toEqual({ year: 2026, month: 12 });
    expect(calendarMonthOf(new Date(2027, 0, 1, 0, 0))).toEqual({ year: 2027, month: 1 });
  });

  it.each([
    [{ year: 2026, month: 1 }, 1, '2026-02-15'],
    [{ year: 2026, month: 12 }, 1, '2027-01-15'],
    [{ year: 2026, month: 11 }, 30, '2029-05-15'],
  ])('payoutDate(%j, %d) = %s', (start, n, date) => {
    expect(payoutDate(start, n)).toBe(date);
  });
});
