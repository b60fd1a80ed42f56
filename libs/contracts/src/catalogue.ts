/**
 * The product catalogue as the API serves it (product §2 "Products", "Knowledge hub", "Product pages";
 * product §3 "Catalogue", "Plan records on product pages"; product §9 "Fixed deposits", "Other products").
 * Amounts are integer rupees; rates are the text the page shows, with numeric twins where a figure is needed.
 */

import type { PlanFactsRecord, ProductFacts } from './product-facts.js';
import type { RiskLevel } from './risk-scale.js';

/** Category keys, in the order of the /products tabs. */
export const CATEGORY_KEYS = ['FIXED_DEPOSITS', 'BONDS', 'MUTUAL_FUNDS', 'PREMIUM_GOLD', 'SDI', 'FRACTIONAL_REAL_ESTATE'] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/**
 * Who pays a product's interest, which sets its s. 194A TDS threshold: 'platform' (the platform itself, from its
 * RazorpayX account: every product today) or 'bank' (a partner bank's own fixed deposit: a banking company,
 * co-operative bank or the post office, s. 194A(3)(i)(a)/(b)).
 */
export const INTEREST_PAYERS = ['platform', 'bank'] as const;
export type InterestPayer = (typeof INTEREST_PAYERS)[number];

/** Inclusive numeric range, e.g. 5.5-7 (% p.a.) or 12-120 (months). */
export interface NumericRange {
  readonly min: number;
  readonly max: number;
}

export interface CatalogueCategory {
  readonly key: CategoryKey;
  /** Tab label on /products: Fixed Deposits, Bonds, Mutual Funds, Premium Gold, SDI, Real Estate. */
  readonly label: string;
  /** Label stored as `selectedProduct.category`, e.g. 'Fixed Deposits'. */
  readonly displayLabel: string;
  /** Home tile subtitle, e.g. '1.5% monthly ROI'. */
  readonly tileSubtitle: string;
  /** Position of the tab on /products (1 = first). */
  readonly order: number;
  /** Position of the tile on the home page (1 = first). */
  readonly homeTileOrder: number;
}

/**
 * One product card on /products: one plan of a product page (one plan per offering), with the terms it is booked
 * at. The card leads to its product page's plans.
 */
export interface CatalogueItem {
  /** The plan id an investment names (`POST /api/investments`); the server prices it from the catalogue. */
  readonly planId: string;
  readonly name: string;
  /** Text such as '18% p.a.' or 'Market Linked' (the booked terms' returns). */
  readonly returns: string;
  /** The plan's own risk (the scale of risk-scale.ts), the same as `terms.facts.risk`. */
  readonly risk: RiskLevel;
  readonly liquidity?: string;
  /** The tenure the plan is booked for, e.g. '12 months' or '12 to 120 months'. */
  readonly lockIn?: string;
  /** Who pays its interest (its terms' payer, booked on the investment; it sets the TDS threshold). */
  readonly interestPayer: InterestPayer;
  /** The product page holding the plan, e.g. '/fixed-deposits'. */
  readonly productPath: string;
  /** The terms the server books this plan at. */
  readonly terms: PlanTerms;
}

/** Knowledge-hub accordion content for one category. */
export interface CategoryDetail {
  readonly features: readonly string[];
  readonly benefits: readonly string[];
  readonly risks: readonly string[];
  readonly taxation: readonly string[];
  readonly eligibility: readonly string[];
  readonly investmentStrategies: readonly string[];
  readonly returns: string;
  readonly liquidity: string;
}

/** Knowledge-hub product card; its returns range is computed from the category's plans. */
export interface SummaryCard {
  readonly category: CategoryKey;
  readonly title: string;
  readonly description: string;
  /** The range of the category's plans' returns, e.g. '18-22% p.a.' (never written in the data file). */
  readonly returns: string;
  /** The highest risk of the category's plans (never written in the data file). */
  readonly risk: RiskLevel;
  /** Whether deposit insurance covers the category's plans (from their issuers). */
  readonly insurance: string;
  readonly liquidity: string;
}

/** A summary card as the data file holds it: its returns, risk and insurance are computed from the plans. */
export type SummaryCardRecord = Omit<SummaryCard, 'returns' | 'risk' | 'insurance'>;

/** Benefit tile at the top of a product page. */
export interface BenefitTile {
  readonly title: string;
  readonly description: string;
}

export interface FdPlan extends PlanFactsRecord {
  /** The plan id an investment names. */
  readonly planId: string;
  readonly name: string;
  /** e.g. '12 Months' */
  readonly duration: string;
  readonly durationMonths: number;
  /** e.g. '18% p.a.' */
  readonly rate: string;
  readonly ratePercent: number;
  readonly minAmount: number;
  /** e.g. '1.5%' */
  readonly monthlyReturn: string;
  readonly monthlyRatePercent: number;
  /** Premature withdrawal: the penalty in % of the interest earned, after a lock-in of this many months. */
  readonly prematureWithdrawal: PrematureWithdrawalTerms;
  /** Who pays its interest (and so which TDS threshold applies). */
  readonly interestPayer: InterestPayer;
  readonly features: readonly string[];
  readonly popular: boolean;
}

/** A fixed deposit's premature withdrawal: allowed after `lockInMonths`, for a penalty of `penaltyPercent` % of the interest earned. */
export interface PrematureWithdrawalTerms {
  readonly penaltyPercent: number;
  readonly lockInMonths: number;
}

/** The plan feature line that states a deposit's withdrawal terms (the product pages show it from these numbers). */
export function prematureWithdrawalFeature(terms: PrematureWithdrawalTerms): string {
  return `Premature withdrawal after ${terms.lockInMonths} months with a ${terms.penaltyPercent}% penalty on interest earned`;
}

export interface BondPlan extends PlanFactsRecord {
  /** The plan id an investment names. */
  readonly planId: string;
  readonly name: string;
  /** e.g. '5.5-7% p.a.' */
  readonly rate: string;
  readonly ratePercent: NumericRange;
  readonly minAmount: number;
  /** e.g. '1-10 years' */
  readonly duration: string;
  readonly durationMonths: NumericRange;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly description: string;
}

export interface MutualFundPlan extends PlanFactsRecord {
  /** The plan id of a lump-sum investment in this fund. */
  readonly planId: string;
  /** The plan id of a SIP (monthly instalments) in this fund. */
  readonly sipPlanId: string;
  readonly name: string;
  /** Net asset value in rupees (two decimals). */
  readonly nav: number;
  /** e.g. '8.5%' */
  readonly return1y: string;
  readonly return1yPercent: number;
  readonly return3y: string;
  readonly return3yPercent: number;
  readonly minSip: number;
  readonly minLumpsum: number;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly description: string;
}

export interface RealEstateProperty extends PlanFactsRecord {
  /** The plan id an investment names. */
  readonly planId: string;
  readonly name: string;
  readonly location: string;
  readonly totalValue: number;
  /** e.g. '₹50 Cr' */
  readonly totalValueLabel: string;
  readonly minInvestment: number;
  /** e.g. '12-15%' */
  readonly expectedReturn: string;
  readonly expectedReturnPercent: NumericRange;
  /** e.g. '8%' */
  readonly rentalYield: string;
  readonly rentalYieldPercent: number;
  /** e.g. '6-8%' */
  readonly appreciation: string;
  readonly appreciationPercent: NumericRange;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly description: string;
}

export interface GoldPlan extends PlanFactsRecord {
  /** The plan id an investment names. */
  readonly planId: string;
  readonly name: string;
  /** e.g. '24K (999.9)' */
  readonly purity: string;
  readonly minAmount: number;
  /** Set when the minimum is a recurring amount (the Gold SIP: ₹500 per month). */
  readonly minAmountPer?: 'month';
  readonly storage: string;
  readonly delivery: string;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly description: string;
}

/** Static gold price display, in rupees per `perGrams` grams. */
export interface GoldPriceDisplay {
  readonly current: number;
  readonly change: number;
  readonly changePercent: number;
  readonly high24h: number;
  readonly low24h: number;
  readonly perGrams: number;
}

export interface SdiInstrument extends PlanFactsRecord {
  /** The plan id an investment names. */
  readonly planId: string;
  readonly name: string;
  /** e.g. '12-15% p.a.' */
  readonly rate: string;
  readonly ratePercent: NumericRange;
  readonly minAmount: number;
  /** e.g. '2-5 years' */
  readonly tenure: string;
  readonly tenureMonths: NumericRange;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly description: string;
}

/** `productType` saved with the investment selection (product §3). */
export type InvestmentProductType = 'Fixed Deposit' | 'Government Bonds' | 'Mutual Funds' | 'Real Estate' | 'Gold' | 'SDI';

interface ProductPageBase<TPlan> {
  readonly category: CategoryKey;
  /** Route of the page, e.g. '/fixed-deposits'. */
  readonly path: string;
  readonly productType: InvestmentProductType;
  readonly benefits: readonly BenefitTile[];
  readonly plans: readonly TPlan[];
}

export type FixedDepositsPage = ProductPageBase<FdPlan>;
export type BondsPage = ProductPageBase<BondPlan>;
export type MutualFundsPage = ProductPageBase<MutualFundPlan>;
export type RealEstatePage = ProductPageBase<RealEstateProperty>;
export interface GoldPage extends ProductPageBase<GoldPlan> {
  readonly price: GoldPriceDisplay;
}
export type SdiPage = ProductPageBase<SdiInstrument>;

export interface ProductPages {
  readonly fixedDeposits: FixedDepositsPage;
  readonly bonds: BondsPage;
  readonly mutualFunds: MutualFundsPage;
  readonly realEstate: RealEstatePage;
  readonly gold: GoldPage;
  readonly sdi: SdiPage;
}

/**
 * The whole catalogue (one data file, loaded by the seed). Its texts may name the figures of their category's plans
 * as tokens (`{returns}`, `{tenure}`, `{minimum}`, `{monthly}`, `{penalty}`, `{lockIn}`) and the platform's
 * (`{tdsThreshold}`, `{processingFee}`, `{platformMinimum}`, `{cashMinimum}`): the API fills them from the booked
 * terms (CATALOGUE_FIGURE_TOKENS), so no text states a figure of its own.
 */
export interface CatalogueData {
  readonly categories: readonly CatalogueCategory[];
  readonly details: Readonly<Record<CategoryKey, CategoryDetail>>;
  readonly summaryCards: readonly SummaryCardRecord[];
  readonly productPages: ProductPages;
}

/** Product-page slugs (the route without its slash) and the `productPages` key each one reads. */
export const PRODUCT_PAGE_KEYS = {
  'fixed-deposits': 'fixedDeposits',
  bonds: 'bonds',
  'mutual-funds': 'mutualFunds',
  'real-estate': 'realEstate',
  gold: 'gold',
  sdi: 'sdi',
} as const satisfies Record<string, keyof ProductPages>;

export type ProductPageSlug = keyof typeof PRODUCT_PAGE_KEYS;

/** GET /api/catalogue/products: the /products tabs and their cards (one per plan, from the product pages). */
export interface CatalogueProductsResponse {
  readonly categories: readonly CatalogueCategory[];
  readonly items: Readonly<Record<CategoryKey, readonly CatalogueItem[]>>;
  /** Exit and liquidity terms per category (shown by Sell). */
  readonly liquidity: Readonly<Record<CategoryKey, string>>;
}

/** GET /api/catalogue/knowledge-hub. */
export interface KnowledgeHubResponse {
  readonly categories: readonly CatalogueCategory[];
  readonly summaryCards: readonly SummaryCard[];
  readonly details: Readonly<Record<CategoryKey, CategoryDetail>>;
}

/** What a product page needs besides its own record to fill `selectedProduct`. */
export interface ProductPageContext {
  /** `selectedProduct.category`, e.g. 'Fixed Deposits'. */
  readonly displayLabel: string;
  /** The category's risk: the highest of its plans' (each plan states its own). */
  readonly risk: RiskLevel;
}

export type ProductPageOf<S extends ProductPageSlug> = ProductPages[(typeof PRODUCT_PAGE_KEYS)[S]];

/** GET /api/catalogue/product-pages/{slug}. */
export type ProductPageResponse<S extends ProductPageSlug = ProductPageSlug> = ProductPageOf<S> & ProductPageContext;

/** How an investment pays out: every 15th (fixed deposits) or once at maturity. */
/** redemption: a mutual fund or gold holding is paid out when the investor redeems it, at that day's price. */
export type PayoutFrequency = 'monthly' | 'maturity' | 'redemption';

/** Lump sum, or a SIP whose first instalment is paid now and the rest by UPI AutoPay. */
export type PlanMode = 'lumpsum' | 'sip';

/**
 * GET /api/catalogue/plans/{planId}: the terms the server books an investment at. The client shows them; it
 * never decides them. Amounts in rupees, rates in % p.a.
 */
export interface PlanTerms {
  readonly planId: string;
  readonly category: CategoryKey;
  /** Category label, e.g. 'Fixed Deposits' (product §3 `productType`). */
  readonly productType: string;
  readonly productName: string;
  readonly mode: PlanMode;
  /** The catalogue's returns text, e.g. '18% p.a.', '5.5-7% p.a.' or 'Market Linked'. */
  readonly returns: string;
  /** The annual rate booked (the first number of the returns text), or null when market-linked. */
  readonly returnRate: number | null;
  /** Fixed deposits: the monthly payout rate in % (1.5 for 18% p.a.); null otherwise. */
  readonly monthlyRate: number | null;
  readonly payoutFrequency: PayoutFrequency;
  /** Who pays the interest: its s. 194A TDS threshold follows it (booked on the investment). */
  readonly interestPayer: InterestPayer;
  /** Fixed deposits: the penalty and lock-in of a premature withdrawal; null for other products. */
  readonly prematureWithdrawal: PrematureWithdrawalTerms | null;
  /** Tenure in months; a fixed tenure has min = max. The client may choose only within a range. */
  readonly tenure: { readonly minMonths: number; readonly maxMonths: number; readonly defaultMonths: number };
  readonly minAmount: number;
  readonly maxAmount: number;
  /** Issuer, credit rating and agency, deposit insurance, risk and guarantor (if any) of the plan. */
  readonly facts: ProductFacts;
}

/** GET /api/catalogue/plans: every plan an investment can name. */
export interface PlanTermsListResponse {
  readonly plans: readonly PlanTerms[];
}

/** The figures of one category, as the texts show them, computed from its plans' booked terms. */
export interface CategoryFigures {
  /** '18-22% p.a.', '5.5-18% p.a.' or 'Market Linked'. */
  readonly returns: string;
  /** '12 to 36 months', '12 months'. */
  readonly tenure: string;
  /** '₹10,000 to ₹50,000', '₹10,000'. */
  readonly minimum: string;
  /** Fixed deposits: '1.5-1.83%' a month; '' otherwise. */
  readonly monthly: string;
  /** Fixed deposits: '1-2%' of the interest earned; '' otherwise. */
  readonly penalty: string;
  /** Fixed deposits: '3 months'; '' otherwise. */
  readonly lockIn: string;
  /** The highest risk of the category's plans. */
  readonly risk: RiskLevel;
  /** Whether deposit insurance covers the category's plans, in the words the pages show. */
  readonly insurance: string;
}

/** How long a step takes, as the platform runs it. */
export type StepTime = 'instant';

/** The platform's own figures (configuration the server books and checks with), in rupees. */
export interface PlatformFacts {
  readonly minimumAmount: number;
  readonly maximumAmount: number;
  readonly cashMinimumAmount: number;
  readonly processingFee: number;
  /**
   * TDS on the interest the platform pays (every plan's payer today; s. 194A(3)(i)(c), one figure whatever the
   * investor's age): none while a financial year's interest from the platform stays at or below `amount`. The row of
   * the TDS table (tds-table.ts) in force today, the one the payouts are booked with.
   */
  readonly tdsThreshold: { readonly payer: InterestPayer; readonly amount: number; readonly ratePercent: number; readonly since: string };
  /** KYC is verified as soon as the Aadhaar OTP and PAN check pass. */
  readonly kycTime: StepTime;
  /** An investment is booked as soon as its payment is confirmed. */
  readonly processingTime: StepTime;
  /** Fixed deposits pay on this day of the month. */
  readonly payoutDay: number;
}

/** GET /api/catalogue/figures: every figure a page states, from the terms the server books with. */
export interface CatalogueFiguresResponse {
  readonly facts: PlatformFacts;
  readonly categories: Readonly<Record<CategoryKey, CategoryFigures>>;
}

/** The tokens a catalogue text may name (see CatalogueData). */
export const CATALOGUE_FIGURE_TOKENS = [
  'returns',
  'tenure',
  'minimum',
  'monthly',
  'penalty',
  'lockIn',
  'tdsThreshold',
  'processingFee',
  'platformMinimum',
  'cashMinimum',
] as const;

export type CatalogueFigureToken = (typeof CATALOGUE_FIGURE_TOKENS)[number];
