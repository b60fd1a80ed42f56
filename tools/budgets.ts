/**
 * Byte budgets (gzip level 9) checked after every build by `node tools/check-budgets.ts` (run by `npm test`).
 * Set from bench/RESULTS.md plus a small margin: raise one only with a reason in the pull request.
 */
export const BYTE_BUDGETS = {
  /**
   * All JS the home page requests before it is interactive (before the shell marks the page React's,
   * bench/page-js.ts): shell + shared libraries + mfe-marketing. 224.6 KB before
   * server rendering (the bound); 230.7 KB at its highest (hydration, the route tables' metadata, the remote
   * compatibility check, `@invest/ui/router` as a shared entry point). Then, down to 210.8 KB:
   * - marketing's pages import their own content file instead of a barrel of all of them (the barrel made one chunk of
   *   every page's text, loaded by the home page): -11.6 KB;
   * - the browser builds' federation runtime is built for the browser only (`experiments.optimization.target: 'web'`
   *   drops its Node loader): -1.8 KB;
   * - the storage helpers are `@invest/platform/storage`, loaded by the pages that use them, and the shell checks its
   *   platform config without the schema library: no zod on the home page, -8.5 KB.
   * 209.6 KB since production JS is minified by SWC instead of Terser (build/webpack-config.ts). Then 171.2 KB: the
   * store is `@invest/platform/store`, loaded by the parts of a page that read it; the home page (`{ store: false }`)
   * hydrates without Redux Toolkit, RTK Query, immer, reselect, react-redux and `@invest/api`, which load after it is
   * interactive with the header's account and the session query (42.1 KB, printed beside the budget, not in it).
   * Budget: the 173 KB (171.2 KB plus a small margin).
   */
  homePageJs: 173 * 1024,
  /**
   * Each remote's remoteEntry.js: the remote's share/expose tables and webpack's federation glue (8.9-9.4 KB). The
   * federation runtime itself is not in it (`experiments.externalRuntime`): the shell provides it.
   */
  remoteEntry: {
    'mfe-marketing': 10 * 1024,
    'mfe-products': 10 * 1024,
    'mfe-onboarding': 10 * 1024,
    'mfe-payments': 10 * 1024,
    'mfe-dashboard': 10 * 1024,
    'mfe-demo': 10 * 1024,
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
