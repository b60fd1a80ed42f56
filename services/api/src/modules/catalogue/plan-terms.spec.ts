import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CATALOGUE_DATA } from './catalogue-data.js';
import { firstPercent, planTermsOf } from './plan-terms.js';
import { payoutSchedule } from '../investments/payout-schedule.js';

const plans = [...planTermsOf(CATALOGUE_DATA.items, CATALOGUE_DATA.productPages).values()];

describe('planTermsOf', () => {
  it('gives every card and plan of the catalogue one id and the spec’s terms', () => {
    expect(new Set(plans.map((plan) => plan.planId)).size).toBe(plans.length);
    const byId = new Map(plans.map((plan) => [plan.planId, plan]));
    expect(byId.get('plan.fixed-deposits.short-term-fd')).toMatchObject({ returnRate: 18, monthlyRate: 1.5, tenure: { minMonths: 12, maxMonths: 12 }, minAmount: 10000 });
    expect(byId.get('plan.fixed-deposits.medium-term-fd')).toMatchObject({ returnRate: 20, monthlyRate: 1.67, tenure: { minMonths: 24, maxMonths: 24 }, minAmount: 25000 });
    expect(byId.get('plan.fixed-deposits.long-term-fd')).toMatchObject({ returnRate: 22, monthlyRate: 1.83, tenure: { minMonths: 36, maxMonths: 36 }, minAmount: 50000 });
    expect(byId.get('plan.sdi.structured-products')).toMatchObject({ returnRate: 15, payoutFrequency: 'maturity', tenure: { minMonths: 36, maxMonths: 84, defaultMonths: 36 }, minAmount: 200000 });
    expect(byId.get('item.fixed-deposits.flexi-fd')).toMatchObject({ returnRate: 17.5, monthlyRate: 1.46, tenure: { minMonths: 6, maxMonths: 30, defaultMonths: 24 } });
    expect(byId.get('plan.gold.digital-gold')).toMatchObject({ returnRate: null, minAmount: 10000 });
    expect(byId.get('plan.mutual-funds.debt-fund.sip')).toMatchObject({ mode: 'sip', returnRate: 8.5 });
    expect(byId.get('plan.real-estate.delhi-retail-complex')?.maxAmount).toBe(350_000_000);
  });

  it('reads the first number of a returns text', () => {
    expect(firstPercent('18% p.a.')).toBe(18);
    expect(firstPercent('5.5-7% p.a.')).toBe(5.5);
    expect(firstPercent('Market Linked')).toBeNull();
  });
});

/** The schedule's rule computed independently, in BigInt only (half up to the paisa). */
function expectedPaise(amountPaise: bigint, rateBp: bigint, months: bigint, monthly: boolean): bigint {
  const denominator = monthly ? 10_000n : 120_000n;
  const numerator = monthly ? amountPaise * rateBp : amountPaise * rateBp * months;
  return (numerator * 2n + denominator) / (denominator * 2n);
}

describe('payout arithmetic is exact for every amount and term the catalogue allows', () => {
  it('matches BigInt arithmetic, and every amount is a safe integer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...plans),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (plan, amountShare, tenureShare) => {
          const minPaise = BigInt(plan.minAmount) * 100n;
          const maxPaise = BigInt(plan.maxAmount) * 100n;
          const amountPaise = minPaise + ((maxPaise - minPaise) * BigInt(Math.floor(amountShare * 1e6))) / 1_000_000n;
          const months = plan.tenure.minMonths + Math.floor(tenureShare * (plan.tenure.maxMonths - plan.tenure.minMonths));
          const monthly = plan.payoutFrequency === 'monthly';
          const rateBp = monthly ? Math.round((plan.monthlyRate ?? 0) * 100) : plan.returnRate === null ? null : Math.round(plan.returnRate * 100);
          const payouts = payoutSchedule({
            category: plan.category,
            amountPaise: Number(amountPaise),
            returnRateBp: monthly ? null : rateBp,
            monthlyRateBp: monthly ? rateBp : null,
            durationMonths: months,
            investmentDate: '2026-11-23',
          });
          for (const payout of payouts) expect(Number.isSafeInteger(payout.amountPaise)).toBe(true);
          if (monthly) {
            expect(payouts).toHaveLength(months);
            expect(BigInt(payouts[0]?.amountPaise ?? -1)).toBe(expectedPaise(amountPaise, BigInt(rateBp ?? 0), BigInt(months), true));
          } else {
            const interest = rateBp === null ? 0n : expectedPaise(amountPaise, BigInt(rateBp), BigInt(months), false);
            expect(payouts).toHaveLength(1);
            expect(BigInt(payouts[0]?.amountPaise ?? -1)).toBe(amountPaise + interest);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the largest bond the catalogue allows is exact where float arithmetic is not', () => {
    // ₹10,00,00,00,000 for 120 months at 5.5%: amount × rate × months = 1e12 × 550 × 120 > 2^53.
    const [maturity] = payoutSchedule({ category: 'BONDS', amountPaise: 1e12, returnRateBp: 550, monthlyRateBp: null, durationMonths: 120, investmentDate: '2026-11-23' });
    expect(1e12 * 550 * 120).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(maturity?.amountPaise).toBe(1e12 + 550_000_000_000);
  });
});
