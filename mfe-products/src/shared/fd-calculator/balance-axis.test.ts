import { describe, expect, it } from '@jest/globals';
import { balanceAxis, balanceTickLabel, balanceTicks } from './balance-axis.js';
import { calculateFd, calendarMonthOf, FD_LOCK_IN_MONTHS } from './fd-calculator.js';

const TODAY = calendarMonthOf(new Date(2026, 0, 10));

describe('balanceTicks', () => {
  it('gives the default ₹1,00,000 over 6 months round, evenly spaced, distinct labels', () => {
    const result = calculateFd(100000, 6, TODAY);
    const axis = balanceAxis(result.amount, result.maturity);
    expect(axis.ticks.map(axis.label)).toEqual(['₹1,00,000', '₹1,02,500', '₹1,05,000', '₹1,07,500', '₹1,10,000']);
  });

  it.each([
    [1000, 6],
    [100000, 30],
    [2550000, 18],
    [75000000, 24],
    [123456789, 12],
    [0, 6],
  ])('covers the balance with distinct labels: ₹%d for %d months', (amount, months) => {
    expect(FD_LOCK_IN_MONTHS).toContain(months);
    const result = calculateFd(amount, months, TODAY);
    const axis = balanceAxis(result.amount, result.maturity);
    const labels = axis.ticks.map(axis.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(axis.ticks[0]).toBeLessThanOrEqual(result.amount);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(result.maturity);
    expect(axis.ticks.length).toBeLessThanOrEqual(7);
  });

  it('gives a flat series one tick', () => {
    expect(balanceTicks(5000, 5000)).toEqual([5000]);
  });

  it('writes crores with the decimals their spacing needs', () => {
    expect(balanceTickLabel(125_000_000, 2_500_000)).toBe('₹12.50 Cr');
    expect(balanceTickLabel(120_000_000, 10_000_000)).toBe('₹12 Cr');
    expect(balanceTickLabel(9_999_999, 1)).toBe('₹99,99,999');
  });
});
