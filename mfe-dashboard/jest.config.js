import { createJestConfig } from '../libs/testing/src/jest/create-jest-config.js';

export default createJestConfig({ coverageThreshold: { global: { lines: 97, statements: 97, functions: 91, branches: 90 } } });
