// zod/mini: the same checks, tree-shaken, so the home page does not ship all of zod (see bench/RESULTS.md).
import { z } from 'zod/mini';

/**
 * localStorage `selectedProduct`: the spec's fields plus `planId`, the catalogue plan the server prices the
 * investment from. `duration` is the plan's own tenure in months (null where the plan has none).
 * A stored product without a planId (written before plans had ids) does not parse: the payment page asks for a
 * product again.
 */
export const selectedProductSchema = z.object({
  planId: z.string().check(z.minLength(1)),
  name: z.string(),
  category: z.string(),
  returns: z.string(),
  risk: z.string(),
  amount: z.number(),
  duration: z.nullable(z.number()),
});
export type SelectedProduct = z.infer<typeof selectedProductSchema>;

export const INVESTMENT_PRODUCT_TYPES = ['Fixed Deposit', 'Government Bonds', 'Mutual Funds', 'Real Estate', 'Gold', 'SDI'] as const;

/** sessionStorage selected investment: product type, the whole plan card, its index. */
export const selectedInvestmentSchema = z.object({
  productType: z.enum(INVESTMENT_PRODUCT_TYPES),
  plan: z.record(z.string(), z.unknown()),
  planIndex: z.int().check(z.nonnegative()),
});
export type SelectedInvestment = z.infer<typeof selectedInvestmentSchema>;

/** sessionStorage `demo-selected-product`. */
export const demoSelectedProductSchema = z.object({
  productType: z.string(),
  productName: z.string(),
  amount: z.number(),
  duration: z.number(),
  returnRate: z.string(),
  calculatedReturns: z.object({
    investment: z.number(),
    totalReturn: z.number(),
    maturityAmount: z.number(),
    monthlyPayout: z.number(),
  }),
});
export type DemoSelectedProduct = z.infer<typeof demoSelectedProductSchema>;

/** localStorage `demo_kyc_status`: pending or verified counts as verified (product §3). */
export const demoKycStatusSchema = z.object({
  kycStatus: z.enum(['not_started', 'pending', 'verified', 'failed']),
});
export type DemoKycStatus = z.infer<typeof demoKycStatusSchema>;

/**
 * sessionStorage `paymentAttempt`: the purchase attempt under way for one selection (user, plan), so that a retry,
 * or a reload mid-attempt, reuses its Idempotency-Keys and the investment it created.
 * - `investment.request` fingerprints what the investment was created with (amount, tenure); `date` is the
 *   investmentDate sent with its key (a retry must send the very same body).
 * - `payment` is the key of the payment request (`request` fingerprints its body), null until one is sent.
 */
export const paymentAttemptSchema = z.object({
  selection: z.string(),
  investment: z.object({
    request: z.string(),
    key: z.string().check(z.minLength(1)),
    date: z.string(),
    id: z.nullable(z.string()),
  }),
  payment: z.nullable(z.object({ request: z.string(), key: z.string().check(z.minLength(1)) })),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** Text flags stored as the text `true`. */
export const trueTextSchema = z.literal('true');
export const nonEmptyTextSchema = z.string().check(z.minLength(1));
