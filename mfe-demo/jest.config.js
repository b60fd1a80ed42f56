import { createJestConfig } from '../libs/testing/src/jest/create-jest-config.js';

export default createJestConfig({ coverageThreshold: { global: { lines: 98, statements: 98, functions: 96, branches: 94 } } });
