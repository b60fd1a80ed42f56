/**
 * The dashboard's read side of the ledger (product §2 "Dashboard", product §3 "Portfolio response, Investment, Transaction,
 * Payout", product §7 dashboard calls, product §9 "Dashboard"). Amounts are rupees (the ledger's integer paise / 100);
 * percentages are numbers such as 18 or 1.25; dates are 'YYYY-MM-DD' calendar dates (India time), instants ISO.
 */
import type { CategoryKey } from './catalogue.js';

/**
 * withdrawing: a premature withdrawal is on its way to the bank; withdrawn: it was paid. redeeming: a market-linked
 * holding's redemption payout is on its way; redeemed: it was paid.
 */
export type LedgerInvestmentStatus = 'pending_payment' | 'active' | 'payment_failed' | 'matured' | 'withdrawing' | 'withdrawn' | 'redeeming' | 'redeemed';
/** `refund`: a capture the platform did not keep, given back (a credit, like a payout). */
export type LedgerTransactionType = 'investment' | 'payout' | 'fee' | 'refund';
export type LedgerTransactionStatus = 'completed' | 'pending' | 'processing' | 'failed';
/**
 * monthly: FD interest; maturity: the final payout, principal included; withdrawal: a premature withdrawal;
 * redemption: a market-linked holding sold back at the day's price (not interest: no TDS).
 */
export type LedgerPayoutType = 'monthly' | 'maturity' | 'withdrawal' | 'redemption';
/**
 * pending: scheduled, not yet due (or due and waiting for a verified bank account); processing: sent through the
 * gateway's payout API; paid: the bank credited it (RazorpayX `processed`); reversed: the bank returned it, and it is
 * sent again once the investor's account is fixed; cancelled: never sent (the deposit was withdrawn before its date).
 */
export type LedgerPayoutStatus = 'pending' | 'processing' | 'paid' | 'reversed' | 'cancelled';

/** Dashboard limits (product §9) and the list caps of the read APIs. */
export const PORTFOLIO_LIMITS = {
  dashboardTransactions: 5,
  dashboardPayouts: 3,
  defaultList: 50,
  maxList: 200,
} as const;

/** Category names as the dashboard and the statements show them. */
export const CATEGORY_DISPLAY_LABELS = {
  FIXED_DEPOSITS: 'Fixed Deposits',
  BONDS: 'Bonds',
  MUTUAL_FUNDS: 'Mutual Funds',
  PREMIUM_GOLD: 'Premium Gold',
  SDI: 'SDI',
  FRACTIONAL_REAL_ESTATE: 'Fractional Real Estate',
} as const satisfies Record<CategoryKey, string>;

/** One category of the distribution: its invested amount and its share of total invested, rounded to a whole percent. */
export interface PortfolioCategoryShare {
  category: CategoryKey;
  label: string;
  amount: number;
  percentage: number;
}

/** GET /api/portfolio/{userId} */
export interface PortfolioResponse {
  totalInvested: number;
  totalCurrentValue: number;
  /** Interest accrued to today, payouts already paid included. */
  totalEarnings: number;
  /** totalEarnings / totalInvested × 100, two decimals. */
  returnPercentage: number;
  /** Active and matured investments (paid for). */
  investmentCount: number;
  /** Category → invested amount (product §3). */
  portfolioBreakdown: Partial<Record<CategoryKey, number>>;
  /** The same, with labels and rounded shares, largest first. */
  distribution: PortfolioCategoryShare[];
  /** Annualised return (XIRR) in percent, two decimals; null until the cash flows span at least a day. */
  xirr: number | null;
  /** The calendar date the values are computed for. */
  asOf: string;
}

/**
 * GET /api/investments/user/{userId}: the holdings, newest first: investments that were paid for (never a payment
 * attempt that was declined or never paid, status pending_payment / payment_failed).
 */
export interface PortfolioInvestment {
  id: string;
  productName: string;
  productType: string;
  category: CategoryKey;
  status: LedgerInvestmentStatus;
  amount: number;
  currentValue: number;
  earnings: number;
  /** % p.a., when known. */
  returnRate: number | null;
  durationMonths: number | null;
  investmentDate: string;
  maturityDate: string | null;
  /** Units and prices of a mutual fund or gold holding; null for fixed-return products. */
  market?: MarketHolding | null;
}

/**
 * A market-linked holding: units bought at the day's price (NAV per unit of a scheme, or gold per gram), valued at the
 * latest price. Units and prices are exact decimal strings (4 decimals: '398.0353' units, '25.1234' rupees a unit).
 */
export interface MarketHolding {
  /** null until the purchase day's price is published (then allotted). */
  units: string | null;
  /** 'unit' for a fund's NAV, 'gram' for gold. */
  per: 'unit' | 'gram';
  purchasePrice: string | null;
  purchasePriceDate: string | null;
  /** The latest recorded price and its date (the valuation's). */
  latestPrice: string | null;
  latestPriceDate: string | null;
  /** Set once a redemption was asked for: the redemption day's price and date. */
  redemptionPrice: string | null;
  redemptionDate: string | null;
}

/** POST /api/investments/{id}/redemption: the whole holding is sold at today's price and paid to the verified account. */
export interface RedemptionResponse {
  message: string;
  investment: { id: string; status: LedgerInvestmentStatus };
  units: string;
  price: string;
  priceDate: string;
  /** units × price, rounded down to the paisa (rupees). */
  amount: number;
  payoutId: string;
}

/** GET /api/transactions/user/{userId}?limit=N: newest first. `amount` is positive; investments display negative. */
/**
 * Money the way it moves, as the dashboard and the statements (CSV, PDF) show it: an investment and a fee leave the
 * investor's pocket (debits, negative), a payout or a refund comes back (a credit, positive).
 */
export function isDebit(transaction: { readonly type: LedgerTransactionType }): boolean {
  return transaction.type === 'investment' || transaction.type === 'fee';
}

export interface PortfolioTransaction {
  id: string;
  investmentId: string;
  productName: string;
  type: LedgerTransactionType;
  status: LedgerTransactionStatus;
  amount: number;
  description: string | null;
  createdAt: string;
}

/** GET /api/payouts/user/{userId}?upcoming=true&limit=N: by payout date, soonest first. */
export interface PortfolioPayout {
  id: string;
  investmentId: string;
  productName: string;
  status: LedgerPayoutStatus;
  payoutDate: string;
  payoutType: LedgerPayoutType;
  /** Gross amount (interest, or principal and interest at maturity). */
  amount: number;
  /** The principal repaid in `amount` (0 for an interest-only payout); TDS is on amount − principal only. */
  principal: number;
  /** TDS withheld: null until the payout is sent (worked out on its date), then 0 or more. */
  tds: number | null;
  /** amount - tds, once sent; null before. */
  net: number | null;
  /** Last four digits of the account it was (or is being) sent to. */
  bankLast4: string | null;
  /** The bank's reference (UTR) once paid. */
  utr: string | null;
  /** Why a reversed payout came back, in the bank's words. */
  failureReason: string | null;
}

/** Statement downloads: GET /api/reports/{userId}/portfolio.pdf and /api/reports/{userId}/transactions.csv */
export const REPORT_FILES = {
  pdf: 'portfolio.pdf',
  csv: 'transactions.csv',
} as const;
