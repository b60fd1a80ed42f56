// zod/mini: the same checks, tree-shaken, so the home page does not ship all of zod (see bench/RESULTS.md).
import { z } from 'zod/mini';

/** localStorage `selectedProduct`. */
export const selectedProductSchema = z.object({
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

/** localStorage `demo_kyc_status`: pending or verified counts as verified (spec 3). */
export const demoKycStatusSchema = z.object({
  kycStatus: z.enum(['not_started', 'pending', 'verified', 'failed']),
});
export type DemoKycStatus = z.infer<typeof demoKycStatusSchema>;

/** Text flags stored as the text `true`. */
export const trueTextSchema = z.literal('true');
export const nonEmptyTextSchema = z.string().check(z.minLength(1));
