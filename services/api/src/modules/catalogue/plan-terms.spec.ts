import { describe, expect, it } from '@jest/globals';
import { prematureWithdrawalFeature } from '@invest/contracts';
import { CATALOGUE_DATA } from './catalogue-data.js';
import { firstPercent, planTermsOf } from './plan-terms.js';

const plans = [...planTermsOf(CATALOGUE_DATA.items, CATALOGUE_DATA.productPages).values()];

describe('premature withdrawal terms', () => {
  it('keep each FD plan’s penalty (1-2% of interest earned, as the pages say) and a 3-month lock-in, stated in its features', () => {
    const fdPlans = CATALOGUE_DATA.productPages.fixedDeposits.plans;
    expect(fdPlans.map((plan) => plan.prematureWithdrawal)).toEqual([
      { penaltyPercent: 1, lockInMonths: 3 },
      { penaltyPercent: 1.5, lockInMonths: 3 },
      { penaltyPercent: 2, lockInMonths: 3 },
    ]);
    for (const plan of fdPlans) {
      expect(plan.features).toContain(prematureWithdrawalFeature(plan.prematureWithdrawal));
      expect(plans.find((terms) => terms.planId === plan.planId)?.prematureWithdrawal).toEqual(plan.prematureWithdrawal);
    }
    expect(plans.filter((terms) => terms.category !== 'FIXED_DEPOSITS').every((terms) => terms.prematureWithdrawal === null)).toBe(true);
    expect(plans.filter((terms) => terms.category === 'FIXED_DEPOSITS').every((terms) => terms.prematureWithdrawal !== null)).toBe(true);
  });

  it('promise no loan against a deposit anywhere in the catalogue', () => {
    expect(JSON.stringify(CATALOGUE_DATA)).not.toMatch(/loan against/i);
  });
});

describe('planTermsOf', () => {
  it('gives every card and plan of the catalogue one id and the spec’s terms', () => {
    expect(new Set(plans.map((plan) => plan.planId)).size).toBe(plans.length);
    const byId = new Map(plans.map((plan) => [plan.planId, plan]));
    expect(byId.get('plan.fixed-deposits.short-term-fd')).toMatchObject({
      returnRate: 18,
      monthlyRate: 1.5,
      tenure: { minMonths: 12, maxMonths: 12 },
      minAmount: 10000,
    });
    expect(byId.get('plan.fixed-deposits.medium-term-fd')).toMatchObject({
      returnRate: 20,
      monthlyRate: 1.67,
      tenure: { minMonths: 24, maxMonths: 24 },
      minAmount: 25000,
    });
    expect(byId.get('plan.fixed-deposits.long-term-fd')).toMatchObject({
      returnRate: 22,
      monthlyRate: 1.83,
      tenure: { minMonths: 36, maxMonths: 36 },
      minAmount: 50000,
    });
    expect(byId.get('plan.sdi.structured-products')).toMatchObject({
      returnRate: 15,
      payoutFrequency: 'maturity',
      tenure: { minMonths: 36, maxMonths: 84, defaultMonths: 36 },
      minAmount: 200000,
    });
    expect(byId.get('item.fixed-deposits.flexi-fd')).toMatchObject({
      returnRate: 17.5,
      monthlyRate: 1.46,
      tenure: { minMonths: 6, maxMonths: 30, defaultMonths: 24 },
    });
    expect(byId.get('plan.gold.digital-gold')).toMatchObject({ returnRate: null, minAmount: 10000, payoutFrequency: 'redemption' });
    expect(byId.get('plan.mutual-funds.debt-fund.sip')).toMatchObject({ mode: 'sip', returnRate: 8.5 });
    expect(byId.get('plan.real-estate.delhi-retail-complex')?.maxAmount).toBe(350_000_000);
  });

  it('reads the first number of a returns text', () => {
    expect(firstPercent('18% p.a.')).toBe(18);
    expect(firstPercent('5.5-7% p.a.')).toBe(5.5);
    expect(firstPercent('Market Linked')).toBeNull();
  });
});
