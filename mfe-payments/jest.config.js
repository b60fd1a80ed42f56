import { createJestConfig } from '../libs/testing/src/jest/create-jest-config.js';

export default createJestConfig({ coverageThreshold: { global: { lines: 98, statements: 98, functions: 97, branches: 92 } } });
