import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CATALOGUE_DATA } from '../catalogue/catalogue-data.js';
import { planTermsOf } from '@invest/contracts';
import { payoutSchedule } from './payout-schedule.js';

/** Every plan the catalogue publishes, with the terms an investment in it is booked at. */
const plans = [...planTermsOf(CATALOGUE_DATA.productPages).values()];

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
            const interest = expectedPaise(amountPaise, BigInt(rateBp ?? 0), BigInt(months), true);
            expect(BigInt(payouts[0]?.amountPaise ?? -1)).toBe(months === 1 ? interest + amountPaise : interest);
            expect(BigInt(payouts.at(-1)?.amountPaise ?? -1)).toBe(interest + amountPaise);
            expect(BigInt(payouts.at(-1)?.principalPaise ?? -1)).toBe(amountPaise);
          } else {
            const interest = rateBp === null ? 0n : expectedPaise(amountPaise, BigInt(rateBp), BigInt(months), false);
            expect(payouts).toHaveLength(1);
            expect(BigInt(payouts[0]?.amountPaise ?? -1)).toBe(amountPaise + interest);
            expect(BigInt(payouts[0]?.principalPaise ?? -1)).toBe(amountPaise);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the largest bond the catalogue allows is exact where float arithmetic is not', () => {
    // ₹10,00,00,00,000 for 120 months at 5.5%: amount × rate × months = 1e12 × 550 × 120 > 2^53.
    const [maturity] = payoutSchedule({
      category: 'BONDS',
      amountPaise: 1e12,
      returnRateBp: 550,
      monthlyRateBp: null,
      durationMonths: 120,
      investmentDate: '2026-11-23',
    });
    expect(1e12 * 550 * 120).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(maturity?.amountPaise).toBe(1e12 + 550_000_000_000);
  });
});
