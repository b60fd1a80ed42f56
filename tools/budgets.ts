/**
 * Byte budgets (gzip level 9) checked after every build by `node tools/check-budgets.ts` (run by `npm test`).
 * Set from bench/RESULTS.md plus a small margin: raise one only with a reason in the pull request.
 */
export const BYTE_BUDGETS = {
  /** All JS the home page loads before it is interactive: shell + shared libraries + mfe-marketing. */
  homePageJs: 272 * 1024,
  /** Each remote's remoteEntry.js (the federation runtime plus the remote's share/expose tables). */
  remoteEntry: {
    'mfe-marketing': 28.5 * 1024,
    'mfe-products': 28.5 * 1024,
    'mfe-onboarding': 28.5 * 1024,
    'mfe-payments': 28.5 * 1024,
    'mfe-dashboard': 28.5 * 1024,
    'mfe-demo': 28.5 * 1024,
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
