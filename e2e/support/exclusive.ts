import { test } from '@playwright/test';

/**
 * The specs that change what every other test sees while they run: they move the API's test clock (an OTP, a session
 * or a payout of another test would be judged at that instant), or stop, restart or redeploy a server of the platform.
 * On more than one worker (E2E_WORKERS), playwright.config.ts runs them in the `exclusive` project: one at a time,
 * after every other spec has run (those run side by side).
 */
export const EXCLUSIVE_PROJECT = 'exclusive';

export const EXCLUSIVE_SPECS = [
  // The API's test clock.
  'a11y-states.spec.ts',
  'dashboard-tax-papers.spec.ts',
  'fd-maturity-withdrawal.spec.ts',
  'market-holdings.spec.ts',
  'money-out.spec.ts',
  'onboarding-kyc.spec.ts',
  // Stopped, restarted or redeployed servers; servers started beside the platform.
  'dashboard-portfolio.spec.ts',
  'remote-compatibility.spec.ts',
  'remote-offline.spec.ts',
  'security-headers.spec.ts',
  'server-rendering.spec.ts',
] as const;

/**
 * Stops a spec that changes the platform for everyone from running beside other specs: `what` names the change. Called
 * by the helpers that make such changes (the test clock, stopping apps). On one worker every spec runs alone.
 */
export function mustRunAlone(what: string): void {
  const info = test.info();
  if (info.config.workers > 1 && info.project.name !== EXCLUSIVE_PROJECT) {
    throw new Error(`${what} changes the platform for every test running beside it: list the spec in EXCLUSIVE_SPECS (e2e/support/exclusive.ts)`);
  }
}
