// @ts-check
import { createJestConfig } from '../testing/src/jest/create-jest-config.js';

// The kit's configuration in Node: the federation config factories and runtime plugins need no DOM.
export default createJestConfig({ environment: 'node', coverageThreshold: { global: { lines: 56, statements: 56, functions: 73, branches: 86 } } });
