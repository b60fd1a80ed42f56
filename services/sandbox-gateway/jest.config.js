// @ts-check
import { createJestConfig } from '../../libs/testing/src/jest/create-jest-config.js';

/** The Razorpay stand-in's tests, in Node: each starts the stand-in on a free port and calls it over HTTP. */
export default {
  ...createJestConfig({ environment: 'node', coverageThreshold: { global: { lines: 95, statements: 95, functions: 94, branches: 81 } } }),
  displayName: 'sandbox-gateway',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30_000,
};
