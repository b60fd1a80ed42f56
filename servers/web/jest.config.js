// @ts-check
import { createJestConfig } from '../../libs/testing/src/jest/create-jest-config.js';

/**
 * The web server's tests, in Node: each starts it on a built app written to a temporary folder and asks it over HTTP.
 * libs/mf's header rules (src/serving) are the web server's too, and tested here through it.
 */
export default {
  ...createJestConfig({ environment: 'node', coverageThreshold: { global: { lines: 84, statements: 84, functions: 92, branches: 88 } } }),
  displayName: 'web-server',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30_000,
};
