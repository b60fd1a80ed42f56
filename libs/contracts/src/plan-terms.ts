import {
  CATEGORY_KEYS,
  type CategoryKey,
  type InterestPayer,
  type NumericRange,
  type PlanTerms,
  type PrematureWithdrawalTerms,
  type ProductPages,
} from './catalogue.js';
import { INVESTMENT_LIMITS } from './investments.js';
import { depositInsuranceOf, type PlanFactsRecord, type ProductFacts } from './product-facts.js';
import { CATEGORY_DISPLAY_LABELS } from './portfolio.js';

/**
 * The terms an investment is booked at, derived from the catalogue alone (never from the client):
 * - the rate is the first number of the returns text (product §3: "returnRate … the first number in the returns
 *   text"), so a range such as '5.5-7% p.a.' books its floor, 5.5%; 'Market Linked' books no rate;
 * - fixed deposits pay monthly on the 15th at the plan's monthly rate; mutual funds and gold pay on redemption
 *   (units × the day's price, the API's modules/market); every other product pays once at maturity;
 * - a fixed deposit may be withdrawn early after its lock-in, for a penalty in % of the interest earned (the plan's
 *   own terms);
 * - every plan is a plan of a product page: the /products cards show those plans (one plan per offering).
 * - a plan with a tenure range lets the investor choose within it (its floor by default); a plan without a
 *   tenure runs 12 months (product §9 "default duration 12");
 * - its facts (issuer, credit rating, risk, guarantor) are the plan record's; deposit insurance follows from them: only
 *   a bank's deposit is insured (DICGC), never a company's deposit or a product that is not a deposit;
 * - the minimum is the plan's own, never below the platform's ₹10,000 (product §5); the maximum is the largest
 *   investment accepted online, or a property's total value when that is less.
 */

/** Mutual funds and gold are held in units and paid out on redemption (modules/market), never at a maturity. */
const MARKET_LINKED: ReadonlySet<CategoryKey> = new Set<CategoryKey>(['MUTUAL_FUNDS', 'PREMIUM_GOLD']);

/**
 * Premature withdrawal of the fixed deposits once booked from the /products cards' own plans (`item.fixed-deposits.*`,
 * 6-30 months, withdrawn from the catalogue by migration 1737600000000): their terms snapshots carry these terms.
 */
export const FD_ITEM_PREMATURE_WITHDRAWAL: PrematureWithdrawalTerms = { penaltyPercent: 2, lockInMonths: 3 };
const DEFAULT_TENURE_MONTHS = 12;
/**
 * The payer of the bond, fund, property, gold and SDI page plans: the platform pays every payout of theirs from its
 * RazorpayX account (the FD plans name theirs in the catalogue data, `interestPayer`; only FD interest is under
 * s. 194A). Every plan's terms carry their payer, so the investment booked at them records it.
 */
const PLATFORM_PAYS: InterestPayer = 'platform';

const fixedTenure = (months: number) => ({ minMonths: months, maxMonths: months, defaultMonths: months });
const rangeTenure = (range: NumericRange) => ({ minMonths: range.min, maxMonths: range.max, defaultMonths: range.min });
const atLeastPlatformMinimum = (rupees: number) => Math.max(rupees, INVESTMENT_LIMITS.minimumAmount);

/** '18% p.a.' → 18; '5.5-7% p.a.' → 5.5; 'Market Linked' → null. */
export function firstPercent(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** % a month of an FD variant's annual rate, to two decimals (18 → 1.5, 20 → 1.67). */
const monthlyOf = (annual: number | null) => (annual === null ? null : Math.round((annual * 100) / 12) / 100);

interface Base {
  planId: string;
  category: CategoryKey;
  productName: string;
  returns: string;
  returnRate: number | null;
  interestPayer: InterestPayer;
  facts: ProductFacts;
}

/** A plan record's facts, with the deposit insurance its issuer gives it (only fixed deposits are deposits). */
export function factsOf(record: PlanFactsRecord, category: CategoryKey): ProductFacts {
  return {
    issuer: record.issuer,
    creditRating: record.creditRating,
    risk: record.risk,
    ...(record.guarantor ? { guarantor: record.guarantor } : {}),
    insurance: depositInsuranceOf(record.issuer, category === 'FIXED_DEPOSITS'),
  };
}

function terms(
  base: Base,
  rest: Omit<PlanTerms, keyof Base | 'productType' | 'mode' | 'payoutFrequency' | 'monthlyRate' | 'prematureWithdrawal'> &
    Partial<Pick<PlanTerms, 'mode' | 'monthlyRate' | 'prematureWithdrawal'>>,
): PlanTerms {
  const fd = base.category === 'FIXED_DEPOSITS';
  return {
    ...base,
    productType: CATEGORY_DISPLAY_LABELS[base.category],
    mode: rest.mode ?? 'lumpsum',
    monthlyRate: fd ? (rest.monthlyRate ?? monthlyOf(base.returnRate)) : null,
    payoutFrequency: fd ? 'monthly' : MARKET_LINKED.has(base.category) ? 'redemption' : 'maturity',
    prematureWithdrawal: fd ? (rest.prematureWithdrawal ?? FD_ITEM_PREMATURE_WITHDRAWAL) : null,
    tenure: rest.tenure,
    minAmount: rest.minAmount,
    maxAmount: rest.maxAmount,
  };
}

function productPageTerms(pages: ProductPages): PlanTerms[] {
  const max = INVESTMENT_LIMITS.maximumAmount;
  const noTenure = fixedTenure(DEFAULT_TENURE_MONTHS);
  return [
    ...pages.fixedDeposits.plans.map((plan) =>
      terms(
        {
          planId: plan.planId,
          category: 'FIXED_DEPOSITS',
          productName: plan.name,
          returns: plan.rate,
          returnRate: plan.ratePercent,
          interestPayer: plan.interestPayer,
          facts: factsOf(plan, 'FIXED_DEPOSITS'),
        },
        {
          monthlyRate: plan.monthlyRatePercent,
          prematureWithdrawal: plan.prematureWithdrawal,
          tenure: fixedTenure(plan.durationMonths),
          minAmount: atLeastPlatformMinimum(plan.minAmount),
          maxAmount: max,
        },
      ),
    ),
    ...pages.bonds.plans.map((plan) =>
      terms(
        {
          planId: plan.planId,
          category: 'BONDS',
          productName: plan.name,
          returns: plan.rate,
          returnRate: plan.ratePercent.min,
          interestPayer: PLATFORM_PAYS,
          facts: factsOf(plan, 'BONDS'),
        },
        { tenure: rangeTenure(plan.durationMonths), minAmount: atLeastPlatformMinimum(plan.minAmount), maxAmount: max },
      ),
    ),
    ...pages.mutualFunds.plans.flatMap((fund) => {
      const base = {
        category: 'MUTUAL_FUNDS' as const,
        productName: fund.name,
        returns: `${fund.return1y} p.a.`,
        returnRate: fund.return1yPercent,
        interestPayer: PLATFORM_PAYS,
        facts: factsOf(fund, 'MUTUAL_FUNDS'),
      };
      return [
        terms({ ...base, planId: fund.planId }, { tenure: noTenure, minAmount: atLeastPlatformMinimum(fund.minLumpsum), maxAmount: max }),
        terms({ ...base, planId: fund.sipPlanId }, { mode: 'sip', tenure: noTenure, minAmount: atLeastPlatformMinimum(fund.minSip), maxAmount: max }),
      ];
    }),
    ...pages.realEstate.plans.map((property) =>
      terms(
        {
          planId: property.planId,
          category: 'FRACTIONAL_REAL_ESTATE',
          productName: property.name,
          returns: property.expectedReturn,
          returnRate: property.expectedReturnPercent.min,
          interestPayer: PLATFORM_PAYS,
          facts: factsOf(property, 'FRACTIONAL_REAL_ESTATE'),
        },
        { tenure: noTenure, minAmount: atLeastPlatformMinimum(property.minInvestment), maxAmount: Math.min(max, property.totalValue) },
      ),
    ),
    ...pages.gold.plans.map((plan) =>
      terms(
        {
          planId: plan.planId,
          category: 'PREMIUM_GOLD',
          productName: plan.name,
          returns: 'Market Linked',
          returnRate: null,
          interestPayer: PLATFORM_PAYS,
          facts: factsOf(plan, 'PREMIUM_GOLD'),
        },
        {
          ...(plan.minAmountPer === 'month' ? { mode: 'sip' as const } : {}),
          tenure: noTenure,
          minAmount: atLeastPlatformMinimum(plan.minAmount),
          maxAmount: max,
        },
      ),
    ),
    ...pages.sdi.plans.map((plan) =>
      terms(
        {
          planId: plan.planId,
          category: 'SDI',
          productName: plan.name,
          returns: plan.rate,
          returnRate: plan.ratePercent.min,
          interestPayer: PLATFORM_PAYS,
          facts: factsOf(plan, 'SDI'),
        },
        { tenure: rangeTenure(plan.tenureMonths), minAmount: atLeastPlatformMinimum(plan.minAmount), maxAmount: max },
      ),
    ),
  ];
}

/** Every plan an investment can name: the product pages' plans, by id (the /products cards are the same plans). */
export function planTermsOf(pages: ProductPages): Map<string, PlanTerms> {
  return new Map(productPageTerms(pages).map((plan) => [plan.planId, plan]));
}

/** The plans of each category, in page order. */
export function plansByCategory(plans: Iterable<PlanTerms>): Record<CategoryKey, PlanTerms[]> {
  const grouped = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, [] as PlanTerms[]])) as Record<CategoryKey, PlanTerms[]>;
  for (const plan of plans) grouped[plan.category].push(plan);
  return grouped;
}
