/**
 * Investment creation (spec 3 "Investment", spec 7 `POST /api/investments`). Amounts are rupees on the wire
 * (the ledger stores integer paise); rates are percent numbers (18 = 18% p.a.).
 */
import type { CategoryKey } from './catalogue.js';

/** Header that makes a POST exactly-once: the same key and body replay the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 1-128 characters of letters, digits, `-`, `_`, `:` or `.` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_:.-]{1,128}$';

/** Minimum and maximum investment (spec 5 and 9), in rupees. */
export const INVESTMENT_LIMITS = {
  minimumAmount: 10_000,
  maximumAmount: 10_00_00_00_000,
  maximumDurationMonths: 600,
} as const;

/** POST /api/investments */
export interface CreateInvestmentRequest {
  userId: string;
  /** Category label such as 'Fixed Deposits', 'Fixed Deposit', 'Government Bonds', 'Gold'. */
  productType: string;
  productName: string;
  amount: number;
  /** ISO 8601; the ledger records the server's own date (India time). */
  investmentDate: string;
  duration?: number;
  /** Numeric string: the first number of the returns text ('18% p.a.' → '18'). */
  returnRate?: string;
}

export type InvestmentStatusValue = 'pending_payment' | 'active' | 'payment_failed' | 'matured';

export interface CreatedInvestment {
  id: string;
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
