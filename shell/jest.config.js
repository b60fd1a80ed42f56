import { createJestConfig } from '../libs/testing/src/jest/create-jest-config.js';

export default createJestConfig({ coverageThreshold: { global: { lines: 93, statements: 93, functions: 95, branches: 94 } } });
