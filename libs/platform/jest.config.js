// @ts-check
import { createJestConfig } from '../testing/src/jest/create-jest-config.js';

// The kit's configuration: jsdom (the workspace's one jsdom), jest-dom matchers, cleanup, `src/**/*.test.{ts,tsx}`.
export default createJestConfig({ coverageThreshold: { global: { lines: 71, statements: 71, functions: 77, branches: 77 } } });
