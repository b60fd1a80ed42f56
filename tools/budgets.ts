/**
 * Byte budgets (gzip level 9) checked after every build by `node tools/check-budgets.ts` (run by `npm test`).
 * Set from bench/RESULTS.md plus a small margin: raise one only with a reason in the pull request.
 */
export const BYTE_BUDGETS = {
  /** All JS the home page loads before it is interactive: shell + shared libraries + mfe-marketing. */
  homePageJs: 0,
  /** Each remote's remoteEntry.js (the federation runtime plus the remote's share/expose tables). */
  remoteEntry: {
    'mfe-marketing': 0,
    'mfe-products': 0,
    'mfe-onboarding': 0,
    'mfe-payments': 0,
    'mfe-dashboard': 0,
    'mfe-demo': 0,
  },
} as const;

export interface BudgetResult {
  name: string;
  bytes: number;
  budget: number;
  ok: boolean;
}

export function checkBudget(name: string, bytes: number, budget: number): BudgetResult {
  return { name, bytes, budget, ok: bytes <= budget };
}
