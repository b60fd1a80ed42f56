import { describe, expect, it } from '@jest/globals';
import { balanceAxis, balanceTickLabel, balanceTicks } from './balance-axis.js';
import { cataloguePlans } from '@invest/testing';
import { calculatePlan } from './fd-calculator.js';

const TDS = { payer: 'platform' as const, amount: 10000, ratePercent: 10, since: '2025-04-01' };
const shortTerm = cataloguePlans.plans.find((plan) => plan.planId === 'plan.fixed-deposits.short-term-fd');
if (!shortTerm) throw new Error('fixture plan missing');

describe('balanceTicks', () => {
  it('gives the default ₹1,00,000 over 12 months round, evenly spaced, distinct labels', () => {
    const result = calculatePlan(shortTerm, 100000, 12, null, TDS);
    const axis = balanceAxis(0, result.totalReceived);
    expect(axis.ticks.map(axis.label)).toEqual(['₹0', '₹50,000', '₹1,00,000', '₹1,50,000']);
  });

  it.each([
    [1000, 12],
    [100000, 12],
    [2550000, 12],
    [75000000, 12],
    [123456789, 12],
    [0, 12],
  ])('covers what is paid out with distinct labels: ₹%d for %d months', (amount, months) => {
    const result = calculatePlan(shortTerm, amount, months, null, TDS);
    const axis = balanceAxis(0, result.totalReceived);
    const labels = axis.ticks.map(axis.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(axis.ticks[0]).toBeLessThanOrEqual(0);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(result.totalReceived);
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
