// @ts-check
import { createJestConfig } from '../../libs/testing/src/jest/create-jest-config.js';

/**
 * The MSG91/Cashfree stand-in's tests, in Node. `@invest/contracts` is read from its TypeScript (the `source` export
 * condition of the kit's configuration); `npm start` runs it from libs/contracts/dist.
 */
export default {
  ...createJestConfig({ environment: 'node', coverageThreshold: { global: { lines: 89, statements: 89, functions: 89, branches: 71 } } }),
  displayName: 'sandbox-identity',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 15_000,
};
