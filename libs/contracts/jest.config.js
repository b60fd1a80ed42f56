// @ts-check
import { createJestConfig } from '../testing/src/jest/create-jest-config.js';

// The contracts' money conversions and formulas, in Node.
export default createJestConfig({ environment: 'node', coverageThreshold: { global: { lines: 21, statements: 21, functions: 27, branches: 35 } } });
