/** Browser storage keys of the spec, one constant each. */
export const STORAGE_KEYS = {
  /** localStorage: the product chosen on /products (product §3 "Selected product"). */
  selectedProduct: 'selectedProduct',
  /** sessionStorage: the plan chosen on a product page (product §3 "Investment selection"). */
  selectedInvestment: 'selectedInvestment',
  /** sessionStorage: demo session. */
  demoUserId: 'demo-user-id',
  demoMode: 'demo-mode',
  demoSelectedProduct: 'demo-selected-product',
  /** localStorage: demo-authentication flags that shape the payment UI. */
  demoAuthenticated: 'demo_authenticated',
  demoKycStatus: 'demo_kyc_status',
  /** sessionStorage: the purchase attempt under way on /payment (its Idempotency-Keys), not a spec key. */
  paymentAttempt: 'paymentAttempt',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
