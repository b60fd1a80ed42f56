/**
 * The guided demo journey (product §2 "Demo flow", §3 "Demo", §4, §5, §7, §9 "Demo"). Amounts are rupees
 * (numbers, at most 2 decimals); rates are percent per year. Demo data is kept apart from real
 * accounts and money (its own tables) and a demo account lives 24 hours.
 */

/** Server-side steps, in order (product §4: product selection -> kyc -> payment -> dashboard). */
export const DEMO_STEPS = ['products', 'kyc', 'payment', 'dashboard'] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

/** Steps a client may send to update-step (product §7: kyc, payment or dashboard). */
export const DEMO_UPDATE_STEPS = ['kyc', 'payment', 'dashboard'] as const;
export type DemoUpdateStep = (typeof DEMO_UPDATE_STEPS)[number];

/** A demo account expires this long after it was created (product §6 demo note). */
export const DEMO_ACCOUNT_TTL_HOURS = 24;
/** Demo sign-ups allowed per client address per window. */
export const DEMO_SIGNUPS_PER_IP = 10;
export const DEMO_SIGNUP_WINDOW_SECONDS = 60 * 60;

/** Configure view: duration in months (product §5 and §9). */
export const DEMO_MIN_MONTHS = 6;
export const DEMO_MAX_MONTHS = 60;
/** Dashboard current value uses this many months when an investment has no duration (product §9). */
export const DEMO_DEFAULT_DURATION_MONTHS = 12;

/**
 * Product §9: a demo investment's current value = amount + amount × rate × duration / 12 (simple interest, the rate
 * read as a fraction, DEMO_DEFAULT_DURATION_MONTHS when there is no duration). Integer paise, rounded half up;
 * the API's stats and the dashboard's per-investment figure both use it.
 */
export function demoCurrentValuePaise(amountPaise: number, rateBp: number, durationMonths: number | null | undefined): number {
  const months = durationMonths || DEMO_DEFAULT_DURATION_MONTHS;
  return amountPaise + Math.round((amountPaise * rateBp * months) / (10_000 * 12));
}
const DAY_MS = 86_400_000;

/**
 * A demo investment's value at `now`: the amount plus simple interest for the whole days elapsed since it was made,
 * up to its maturity (amount × rate × days / 365, integer paise, rounded half up). On its first day it is worth the
 * amount: the value grows only with time elapsed. Epoch milliseconds.
 */
export function demoValueNowPaise(amountPaise: number, rateBp: number, investedAt: number, maturesAt: number, now: number): number {
  const days = Math.floor((Math.min(now, maturesAt) - investedAt) / DAY_MS);
  if (!(days > 0)) return amountPaise;
  return amountPaise + Math.round((amountPaise * rateBp * days) / (10_000 * 365));
}

/** Recent Activity shows the first this many transactions (product §9). */
export const DEMO_RECENT_ACTIVITY = 5;

/** Demo product ids (sent as productType). */
export const DEMO_PRODUCT_IDS = ['fd-premium', 'debt-mf-elite', 'fractional-real-estate'] as const;
export type DemoProductId = (typeof DEMO_PRODUCT_IDS)[number];

/** Product §3 "Demo product". */
export interface DemoProduct {
  readonly id: DemoProductId;
  readonly name: string;
  readonly type: string;
  /** Text with a percent, e.g. '18% p.a.' or '12-15% p.a.'. */
  readonly returns: string;
  /** Percent per year used for projections: the first number of `returns`. */
  readonly rate: number;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly duration: string;
  readonly risk: string;
  readonly features: readonly string[];
  readonly description: string;
  /** A short monogram shown in the product's colour (no icon font needed). */
  readonly icon: string;
  readonly color: string;
}

/** The three demo products of product §9. */
export const DEMO_PRODUCTS = [
  {
    id: 'fd-premium',
    name: 'FD Premium',
    type: 'Fixed Deposit',
    returns: '18% p.a.',
    rate: 18,
    minAmount: 10_000,
    maxAmount: 50_00_000,
    duration: '6-60 months',
    // The risk of the platform's own fixed deposits (an uninsured company deposit), on the one scale.
    risk: 'Medium',
    features: ['Fixed rate for the tenure', 'Monthly interest payouts', 'Principal repaid at maturity', 'Flexible tenure'],
    description: 'A high-yield company fixed deposit with a fixed rate and monthly payouts; not insured by DICGC.',
    icon: 'FD',
    color: '#0b3d91',
  },
  {
    id: 'debt-mf-elite',
    name: 'Debt Mutual Fund Elite',
    type: 'Mutual Fund',
    returns: '12-15% p.a.',
    rate: 12,
    minAmount: 5_000,
    maxAmount: 10_00_000,
    duration: '12+ months',
    risk: 'Low',
    features: ['Professionally managed debt portfolio', 'Better tax efficiency', 'High liquidity', 'Low volatility'],
    description: 'A curated debt fund that aims for steady returns with low volatility.',
    icon: 'MF',
    color: '#067647',
  },
  {
    id: 'fractional-real-estate',
    name: 'Fractional Real Estate',
    type: 'Real Estate',
    returns: '14-16% p.a.',
    rate: 14,
    minAmount: 25_000,
    maxAmount: 1_00_00_000,
    duration: '24+ months',
    risk: 'Medium',
    features: ['Own a share of premium commercial property', 'Regular rental income', 'Capital appreciation', 'Professionally managed assets'],
    description: 'Invest in grade-A commercial real estate with a small ticket size.',
    icon: 'RE',
    color: '#9c2a10',
  },
] as const satisfies readonly DemoProduct[];

/** Product §7 POST /api/demo/create-account. */
export interface DemoCreateAccountRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface DemoCreateAccountResponse {
  userId: string;
  firstName: string;
  lastName: string;
  step: DemoStep;
  /** ISO time after which the account is refused and deleted. */
  expiresAt: string;
}

/** Product §7 POST /api/demo/update-step. */
export interface DemoUpdateStepRequest {
  userId: string;
  step: DemoUpdateStep;
}

export interface DemoUpdateStepResponse {
  userId: string;
  step: DemoStep;
}

/** Product §7 POST /api/demo/invest. */
export interface DemoInvestRequest {
  userId: string;
  /** Demo product id. */
  productType: DemoProductId;
  productName: string;
  amount: number;
  /** Months, 6-60. */
  duration: number;
  /** Digits of the returns text (the first number of a range), e.g. '18'. */
  returnRate: string;
}

/** Product §3 demo portfolio investment. Dates are ISO times. */
export interface DemoInvestment {
  id: string;
  productName: string;
  productType: string;
  amount: number;
  returnRate: number;
  duration: number;
  maturityDate: string;
  investmentDate: string;
}

export interface DemoInvestResponse {
  investment: DemoInvestment;
}

export type DemoTransactionType = 'investment' | 'payout' | 'fee';

export interface DemoTransaction {
  id: string;
  type: DemoTransactionType;
  amount: number;
  createdAt: string;
}

export interface DemoPortfolioStats {
  totalInvested: number;
  currentValue: number;
  totalGains: number;
  /** Mean return rate of the investments, percent per year. */
  averageReturn: number;
  activeInvestments: number;
}

/** Product §7 GET /api/demo/portfolio/{userId}: newest first. */
export interface DemoPortfolioResponse {
  user: { firstName: string; lastName: string };
  stats: DemoPortfolioStats;
  investments: DemoInvestment[];
  transactions: DemoTransaction[];
}
