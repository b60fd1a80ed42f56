import type { PlanTerms, ProductFacts } from '@invest/contracts';
import { cataloguePlans } from '@invest/testing';

const MAX = 10_00_00_00_000;

/** A plan's facts (issuer, rating, risk, insurance) as the API serves them. */
function factsOf(planId: string): ProductFacts {
  const facts = cataloguePlans.plans.find((plan) => plan.planId === planId)?.facts;
  if (!facts) throw new Error(`No plan ${planId} in the catalogue fixture`);
  return facts;
}

/** Plan terms as the API derives them from the catalogue (services/api catalogue/plan-terms.ts). */
export const PLAN_TERMS = {
  longTermFd: {
    planId: 'plan.fixed-deposits.long-term-fd',
    category: 'FIXED_DEPOSITS',
    productType: 'Fixed Deposits',
    productName: 'Long Term FD',
    mode: 'lumpsum',
    returns: '22% p.a.',
    returnRate: 22,
    monthlyRate: 1.83,
    payoutFrequency: 'monthly',
    interestPayer: 'platform',
    prematureWithdrawal: { penaltyPercent: 2, lockInMonths: 3 },
    tenure: { minMonths: 36, maxMonths: 36, defaultMonths: 36 },
    minAmount: 50000,
    maxAmount: MAX,
    facts: factsOf('plan.fixed-deposits.long-term-fd'),
  },
  regularFd: {
    planId: 'plan.fixed-deposits.short-term-fd',
    category: 'FIXED_DEPOSITS',
    productType: 'Fixed Deposits',
    productName: 'Regular FD',
    mode: 'lumpsum',
    returns: '18% p.a.',
    returnRate: 18,
    monthlyRate: 1.5,
    payoutFrequency: 'monthly',
    interestPayer: 'platform',
    prematureWithdrawal: { penaltyPercent: 2, lockInMonths: 3 },
    tenure: { minMonths: 6, maxMonths: 30, defaultMonths: 24 },
    minAmount: 10000,
    maxAmount: MAX,
    facts: factsOf('plan.fixed-deposits.short-term-fd'),
  },
  corporateBonds: {
    planId: 'plan.bonds.corporate-bonds',
    category: 'BONDS',
    productType: 'Bonds',
    productName: 'Corporate Bonds',
    mode: 'lumpsum',
    returns: '8-12% p.a.',
    returnRate: 8,
    monthlyRate: null,
    payoutFrequency: 'maturity',
    interestPayer: 'platform',
    prematureWithdrawal: null,
    tenure: { minMonths: 36, maxMonths: 84, defaultMonths: 36 },
    minAmount: 25000,
    maxAmount: MAX,
    facts: factsOf('plan.bonds.corporate-bonds'),
  },
  delhiRetail: {
    planId: 'plan.real-estate.delhi-retail-complex',
    category: 'FRACTIONAL_REAL_ESTATE',
    productType: 'Fractional Real Estate',
    productName: 'Delhi Retail Complex',
    mode: 'lumpsum',
    returns: '10-13%',
    returnRate: 10,
    monthlyRate: null,
    payoutFrequency: 'maturity',
    interestPayer: 'platform',
    prematureWithdrawal: null,
    tenure: { minMonths: 12, maxMonths: 12, defaultMonths: 12 },
    minAmount: 25000,
    maxAmount: 35_00_00_000,
    facts: factsOf('plan.real-estate.delhi-retail-complex'),
  },
  goldSip: {
    planId: 'plan.gold.gold-sip',
    category: 'PREMIUM_GOLD',
    productType: 'Premium Gold',
    productName: 'Gold SIP',
    mode: 'sip',
    returns: 'Market Linked',
    returnRate: null,
    monthlyRate: null,
    payoutFrequency: 'redemption',
    interestPayer: 'platform',
    prematureWithdrawal: null,
    tenure: { minMonths: 12, maxMonths: 12, defaultMonths: 12 },
    minAmount: 10000,
    maxAmount: MAX,
    facts: factsOf('plan.gold.gold-sip'),
  },
} as const satisfies Record<string, PlanTerms>;

/** The `selectedProduct` a product page stores for a plan. */
export const SELECTED = {
  longTermFd: {
    planId: PLAN_TERMS.longTermFd.planId,
    name: 'Long Term FD',
    category: 'Fixed Deposits',
    returns: '22% p.a.',
    risk: 'Medium',
    amount: 100000,
    duration: 36,
  },
  regularFd: {
    planId: PLAN_TERMS.regularFd.planId,
    name: 'Regular FD',
    category: 'Fixed Deposits',
    returns: '18% p.a.',
    risk: 'Medium',
    amount: 100000,
    duration: 24,
  },
  corporateBonds: {
    planId: PLAN_TERMS.corporateBonds.planId,
    name: 'Corporate Bonds',
    category: 'Bonds',
    returns: '8-12% p.a.',
    risk: 'Medium',
    amount: 50000,
    duration: 60,
  },
  delhiRetail: {
    planId: PLAN_TERMS.delhiRetail.planId,
    name: 'Delhi Retail Complex',
    category: 'Fractional Real Estate',
    returns: '10-13%',
    risk: 'Medium-High',
    amount: 50000,
    duration: null,
  },
  goldSip: {
    planId: PLAN_TERMS.goldSip.planId,
    name: 'Gold SIP',
    category: 'Premium Gold',
    returns: 'Market Linked',
    risk: 'Medium',
    amount: 50000,
    duration: null,
  },
} as const;
