// @ts-check
import { createJestConfig } from '../testing/src/jest/create-jest-config.js';

// The kit's configuration in Node: the federation config factories and runtime plugins need no DOM.
const config = createJestConfig({ environment: 'node', coverageThreshold: { global: { lines: 56, statements: 56, functions: 73, branches: 86 } } });

// The web server's header rules (src/serving) are tested through the web server, in servers/web.
export default { ...config, collectCoverageFrom: [...(config.collectCoverageFrom ?? []), '!<rootDir>/src/serving/**'] };
