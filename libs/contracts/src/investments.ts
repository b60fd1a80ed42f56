/**
 * Investment creation (product §3 "Investment", product §7 `POST /api/investments`). Amounts are rupees on the wire
 * (the ledger stores integer paise); rates are percent numbers (18 = 18% p.a.).
 */
import type { CategoryKey } from './catalogue.js';

/** Header that makes a POST exactly-once: the same key and body replay the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 1-128 characters of letters, digits, `-`, `_`, `:` or `.` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_:.-]{1,128}$';

/** Minimum and maximum investment (product §5 and §9), in rupees. */
export const INVESTMENT_LIMITS = {
  minimumAmount: 10_000,
  maximumAmount: 10_00_00_00_000,
  maximumDurationMonths: 600,
} as const;

/**
 * POST /api/investments. The plan id and the amount decide the investment; the server resolves every term from
 * the catalogue (`PlanTerms`). The spec's other fields may be sent and are checked against the plan: a value that
 * disagrees answers 422 naming the field. They are never trusted.
 */
export interface CreateInvestmentRequest {
  userId: string;
  planId: string;
  amount: number;
  /** ISO 8601; the ledger records the server's own date (India time). */
  investmentDate: string;
  /** Months; only where the plan offers a range (otherwise it must equal the plan's tenure). */
  duration?: number;
  /** Category label such as 'Fixed Deposits', 'Fixed Deposit', 'Government Bonds', 'Gold'. */
  productType?: string;
  productName?: string;
  /** Numeric string: the first number of the returns text ('18% p.a.' → '18'). */
  returnRate?: string;
}

export type InvestmentStatusValue = 'pending_payment' | 'active' | 'payment_failed' | 'matured' | 'withdrawing' | 'withdrawn' | 'redeeming' | 'redeemed';

export interface CreatedInvestment {
  id: string;
  /** The catalogue plan the terms were taken from (a snapshot: later catalogue changes do not alter them). */
  planId: string | null;
  userId: string;
  productType: string;
  productName: string;
  category: CategoryKey;
  amount: number;
  /** % p.a., when known. */
  returnRate: number | null;
  /** % a month, fixed deposits only (1.5 for an 18% p.a. plan). */
  monthlyRate: number | null;
  durationMonths: number | null;
  investmentDate: string;
  maturityDate: string | null;
  status: InvestmentStatusValue;
}

export interface CreateInvestmentResponse {
  message: string;
  investment: CreatedInvestment;
}
