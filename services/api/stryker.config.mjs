// @ts-check
/**
 * Mutation testing of the money and identity code (npm run test:mutation at the root; not part of npm test).
 * Jest runs natively as ESM (--experimental-vm-modules) with @swc/jest, through mutation/jest.config.js: the unit
 * specs, plus the integration files listed in STRYKER_INTEGRATION (run on MySQL). The score and the surviving mutants
 * are kept in mutation/RESULTS.md; the reports (mutation/reports/) are not committed.
 * Concurrency stays at 2 (STRYKER_CONCURRENCY to change it): each runner is a Jest process.
 */

/** The modules mutated (the refunds live under payments/refunds/). */
const MUTATED = [
  'src/modules/payments/**/*.ts',
  'src/modules/payouts/**/*.ts',
  'src/modules/tds/**/*.ts',
  'src/modules/bank-accounts/**/*.ts',
  'src/modules/investments/**/*.ts',
  // The payment gateway's adapter (payments and refunds) and its webhook, mutated since they lived under payments/, and
  // the payouts' RazorpayX adapter.
  'src/modules/razorpay/gateway/**/*.ts',
  'src/modules/razorpay/webhook/**/*.ts',
  'src/modules/razorpay/payouts/**/*.ts',
];

/** Whether integration files join the run (STRYKER_INTEGRATION, read by mutation/jest.config.js). */
const INTEGRATION = (process.env['STRYKER_INTEGRATION'] ?? '').trim() !== '';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  // Each mutant runs only the test files that import its file (jest --findRelatedTests).
  jest: { configFile: 'mutation/jest.config.js', enableFindRelatedTests: true },
  // Unit specs alone: a mutant runs only the specs that reached it (perTest). With integration files, whole files: their
  // tests build on each other (a describe's investors, a declaration made in an earlier test), so a test run without
  // the ones before it fails whatever the mutant, and perTest would count that as a kill (test/tds.test.ts's 15H
  // test, run alone, fails on the unchanged code).
  coverageAnalysis: INTEGRATION ? 'all' : 'perTest',
  // Mutants in code that runs once at import (decorators, module-level constants) would each run every test (perTest
  // only: with 'all' every mutant runs its related files whole anyway).
  ignoreStatic: true,
  mutate: [...MUTATED, '!src/**/*.spec.ts', '!src/**/*.module.ts', '!src/**/dto/**', '!src/**/entities/**'],
  concurrency: Number(process.env['STRYKER_CONCURRENCY'] ?? 2),
  // A Jest start under ESM costs seconds on a shared machine: a mutant is a timeout only past this much more than the
  // dry run measured.
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'mutation/reports/mutation.html' },
  jsonReporter: { fileName: 'mutation/reports/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
