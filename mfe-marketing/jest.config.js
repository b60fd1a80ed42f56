import { createJestConfig } from '../libs/testing/src/jest/create-jest-config.js';

export default createJestConfig({ coverageThreshold: { global: { lines: 99, statements: 99, functions: 96, branches: 96 } } });
