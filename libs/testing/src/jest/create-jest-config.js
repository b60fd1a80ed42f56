// @ts-check
import { fileURLToPath } from 'node:url';

const here = (/** @type {string} */ file) => fileURLToPath(new URL(file, import.meta.url));

/** @param {boolean} tsx @returns {[string, Record<string, unknown>]} */
const swc = (tsx) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      target: 'es2023',
      transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
      // `import … with { type: 'json' }` kept as written: Jest, like Node, wants the attribute on a JSON import.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

/**
 * One Jest configuration for every front-end project (and any lib that wants it): native ES modules compiled by
 * `@swc/jest`, the jsdom environment on the workspace's jsdom, jest-dom matchers and cleanup after each test, and the
 * `source` export condition so workspace libs are read from their TypeScript. Run Jest with
 * `NODE_OPTIONS=--experimental-vm-modules`. No global timeout bump: tests that wait on time use the fake clock.
 *
 * Coverage (`jest --coverage`, `npm run test:coverage`): V8's, of the project's own `src/` (tests aside), written to
 * `<project>/coverage/`; `coverageThreshold` is the project's floor, set at what was measured, so it can only go up.
 *
 * @param {{ environment?: 'jsdom' | 'node', coverageThreshold?: import('jest').Config['coverageThreshold'] }} [options]
 * @returns {import('jest').Config}
 */
export function createJestConfig(options = {}) {
  const jsdom = (options.environment ?? 'jsdom') === 'jsdom';
  return {
    testEnvironment: jsdom ? here('./jsdom-environment.js') : 'node',
    testEnvironmentOptions: { customExportConditions: jsdom ? ['source', 'browser'] : ['source', 'node', 'node-addons'] },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true), '[\\\\/]messages[\\\\/][a-z]{2}\\.json$': here('./catalog-transform.js') },
    moduleNameMapper: {
      // Relative imports name the compiled '.js' file; Jest reads the TypeScript source.
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // CommonJS packages whose default export bundlers unwrap (`__esModule`); Node's rules would not.
      '^styled-components$': here('./interop/styled-components.js'),
      // The kit itself, until the workspace link exists in every install.
      '^@invest/testing$': here('../index.ts'),
    },
    setupFilesAfterEnv: jsdom ? [here('./setup-dom.ts')] : [],
    // A whole test's deadline, not a wait: a page test that types a form key by key (user-event, React re-rendering
    // on every key in jsdom) takes seconds on a 2-core machine, more with coverage on. Waits inside a test keep
    // Testing Library's 1 s default and the fake clock; nothing sleeps on real time.
    ...(jsdom ? { testTimeout: 15_000 } : {}),
    restoreMocks: true,
    coverageProvider: 'v8',
    collectCoverageFrom: ['<rootDir>/src/**/*.{ts,tsx}', '!<rootDir>/src/**/*.test.{ts,tsx}', '!<rootDir>/src/**/*.d.ts'],
    coverageDirectory: '<rootDir>/coverage',
    coverageReporters: ['text-summary', 'json-summary', 'lcov'],
    ...(options.coverageThreshold ? { coverageThreshold: options.coverageThreshold } : {}),
  };
}
