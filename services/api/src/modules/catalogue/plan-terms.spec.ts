import { describe, expect, it } from '@jest/globals';
import { categoryFiguresOf, firstPercent, planTermsOf, plansByCategory, prematureWithdrawalFeature } from '@invest/contracts';
import { CATALOGUE_DATA } from './catalogue-data.js';

const plans = [...planTermsOf(CATALOGUE_DATA.productPages).values()];

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
    // One plan per offering: the /products cards are these plans, with no plans of their own.
    expect(plans.filter((plan) => !plan.planId.startsWith('plan.'))).toEqual([]);
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

describe('category figures', () => {
  it('are the ranges of the booked terms: the texts of every page are filled from them', () => {
    const grouped = plansByCategory(plans);
    expect(categoryFiguresOf(grouped.FIXED_DEPOSITS)).toEqual({
      returns: '18-22% p.a.',
      tenure: '12 to 36 months',
      minimum: '₹10,000 to ₹50,000',
      monthly: '1.5-1.83%',
      penalty: '1-2%',
      lockIn: '3 months',
      risk: 'Medium',
      insurance: 'Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.',
    });
    // A category's risk is its plans' highest: Government 'Very Low', Corporate 'Medium', High Yield 'High'.
    expect(categoryFiguresOf(grouped.BONDS).risk).toBe('High');
    expect(categoryFiguresOf(grouped.PREMIUM_GOLD)).toMatchObject({ returns: 'Market Linked', minimum: '₹10,000', monthly: '', penalty: '' });
    expect(categoryFiguresOf(grouped.SDI).minimum).toBe('₹50,000 to ₹2,00,000');
  });
});
