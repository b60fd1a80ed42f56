import { describe, expect, it } from '@jest/globals';
import { cataloguePlans } from '@invest/testing';
import { calculablePlans, calculatePlan, parseAmount, tenuresOf } from './fd-calculator.js';

const TDS = { payer: 'platform' as const, amount: 10000, ratePercent: 10, since: '2025-04-01' };
const planOf = (planId: string) => {
  const plan = cataloguePlans.plans.find((candidate) => candidate.planId === planId);
  if (!plan) throw new Error(`no ${planId} in the fixture`);
  return plan;
};

/**
 * Independent arithmetic, written out by hand from each plan's terms (not the schedule function):
 * a fixed deposit pays amount × monthly rate every month (rounded to the paisa) and the principal with the last
 * payout; any other plan pays amount + amount × annual rate × months / 12 once, at maturity.
 */
describe('calculatePlan: known answers per plan, as the plan is booked', () => {
  it.each([
    // plan, amount, months, monthly payout, total interest, paid at maturity, total received
    ['plan.fixed-deposits.short-term-fd', 100000, 12, 1500, 18000, 101500, 118000],
    ['plan.fixed-deposits.medium-term-fd', 100000, 24, 1670, 40080, 101670, 140080],
    ['plan.fixed-deposits.long-term-fd', 100000, 36, 1830, 65880, 101830, 165880],
    ['plan.fixed-deposits.long-term-fd', 50000, 36, 915, 32940, 50915, 82940],
    ['plan.fixed-deposits.short-term-fd', 12345, 12, 185.18, 2222.16, 12530.18, 14567.16],
  ] as const)('%s: ₹%d for %d months', (planId, amount, months, monthly, interest, atMaturity, received) => {
    const result = calculatePlan(planOf(planId), amount, months, '2026-01-10', TDS);
    expect(result.monthlyPayout).toBe(monthly);
    expect(result.totalInterest).toBeCloseTo(interest, 2);
    expect(result.atMaturity).toBeCloseTo(atMaturity, 2);
    expect(result.totalReceived).toBeCloseTo(received, 2);
    expect(result.principal).toBe(amount);
    expect(result.schedule).toHaveLength(months);
    // Interest paid out is never added to the principal: every payout but the last is the same interest.
    expect(new Set(result.schedule.slice(0, -1).map((row) => row.interest))).toEqual(new Set([monthly]));
    expect(result.schedule.at(-1)?.principal).toBe(amount);
  });

  it.each([
    // plan, amount, months, paid at maturity (amount × (1 + rate × months / 12))
    ['plan.bonds.government-bonds', 100000, 12, 105500],
    ['plan.bonds.government-bonds', 100000, 120, 155000],
    ['plan.bonds.corporate-bonds', 100000, 36, 124000],
    ['plan.sdi.structured-products', 200000, 84, 410000],
    ['plan.sdi.commercial-papers', 50000, 3, 51125],
    ['plan.real-estate.mumbai-commercial-plaza', 100000, 12, 112000],
  ] as const)('%s: ₹%d for %d months pays ₹%d at maturity, once', (planId, amount, months, atMaturity) => {
    const result = calculatePlan(planOf(planId), amount, months, '2026-01-10', TDS);
    expect(result.monthlyPayout).toBeNull();
    expect(result.schedule).toHaveLength(1);
    expect(result.atMaturity).toBe(atMaturity);
    expect(result.totalReceived).toBe(atMaturity);
    expect(result.totalInterest).toBe(atMaturity - amount);
    expect(result.tdsEstimate).toBeNull();
  });

  it('dates the payouts as the server does: every 15th after the investment, the last on the maturity date', () => {
    const result = calculatePlan(planOf('plan.fixed-deposits.short-term-fd'), 100000, 12, '2026-01-10', TDS);
    expect(result.schedule.map((row) => row.date)).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
      '2026-05-15',
      '2026-06-15',
      '2026-07-15',
      '2026-08-15',
      '2026-09-15',
      '2026-10-15',
      '2026-11-15',
      '2027-01-10',
    ]);
    expect(calculatePlan(planOf('plan.fixed-deposits.short-term-fd'), 100000, 12, null, TDS).schedule.every((row) => row.date === null)).toBe(true);
  });

  it('estimates TDS: the rate on all the interest once 12 months of it pass the threshold', () => {
    // The platform's threshold, ₹10,000: ₹3,00,000 at 1.5% is ₹4,500 a month, ₹54,000 a year > ₹10,000 → 10% of ₹54,000.
    expect(calculatePlan(planOf('plan.fixed-deposits.short-term-fd'), 300000, 12, null, TDS).tdsEstimate).toBe(5400);
    // ₹1,00,000: ₹18,000 a year, past ₹10,000 (a bank's ₹50,000 would not be); ₹50,000: ₹9,000 a year, within it.
    expect(calculatePlan(planOf('plan.fixed-deposits.short-term-fd'), 100000, 12, null, TDS).tdsEstimate).toBe(1800);
    expect(calculatePlan(planOf('plan.fixed-deposits.short-term-fd'), 50000, 12, null, TDS).tdsEstimate).toBe(0);
  });

  it('offers every plan with a rate and every tenure each allows', () => {
    const plans = calculablePlans(cataloguePlans.plans);
    expect(plans.map((plan) => plan.planId)).toContain('plan.fixed-deposits.long-term-fd');
    expect(plans.every((plan) => plan.returnRate !== null && plan.mode === 'lumpsum')).toBe(true);
    expect(tenuresOf(planOf('plan.fixed-deposits.long-term-fd'))).toEqual([36]);
    expect(tenuresOf(planOf('plan.sdi.commercial-papers'))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('parseAmount', () => {
  it.each([
    ['100000', 100000],
    ['1,00,000', 100000],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    [12.5, 12.5],
  ] as const)('%s → %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});
