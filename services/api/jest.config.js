// @ts-check
/**
 * The API's tests on Jest (native ESM: run with NODE_OPTIONS=--experimental-vm-modules). Three projects, one run:
 * - unit:     src/**\/*.spec.ts, pure logic;
 * - mysql:    test/**\/*.test.ts against MySQL/MariaDB at TEST_DATABASE_URL (default
 *             mysql://root@127.0.0.1:3306), one `invest_test_<random>` database per file;
 *             the only project that runs the two-instance scale-out test and the outage tests;
 * - embedded: the same integration tests (minus scale-out and the outages) on sql.js in a temp dir.
 * `--selectProjects unit|mysql|embedded` picks projects; each project's TEST_DATABASE_URL is set by its setup file.
 */

/** @typedef {import('jest').Config} Config */

/** @swc/jest: TypeScript with legacy decorators and their metadata (Nest's DI), emitted as ES modules. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2023',
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    // `import … with { type: 'json' }` kept as written: Jest, like Node, wants the attribute on a JSON import.
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** What every project shares. @type {Config} */
const base = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // Tests run the contracts from source; the built API imports libs/contracts/dist.
    '^@invest/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    // Relative ESM imports name the emitted `.js`; the source beside them is `.ts`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

const integration = ['<rootDir>/test/**/*.test.ts'];

/** @type {Config} */
export default {
  testTimeout: 30_000,
  maxWorkers: 2,
  // `jest --coverage` (npm run test:coverage): V8's, of src/ (specs aside), across the three projects.
  coverageProvider: 'v8',
  collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!<rootDir>/src/**/*.spec.ts', '!<rootDir>/src/**/*.d.ts'],
  coverageDirectory: '<rootDir>/coverage',
  coverageReporters: ['text-summary', 'json-summary', 'lcov'],
  // The floor, at what was measured (percent, rounded down): coverage may only go up.
  coverageThreshold: { global: { lines: 97, statements: 97, functions: 96, branches: 90 } },
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'mysql',
      testMatch: integration,
      // The embedded database's own file (batched saves) has nothing to test on MySQL.
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/embedded-file\\.test\\.ts$'],
      setupFiles: ['<rootDir>/test/jest/mysql-project.ts'],
    },
    {
      ...base,
      displayName: 'embedded',
      testMatch: integration,
      // The database-outage tests cut a TCP relay to MySQL: nothing to cut on sql.js.
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/test/scale-out\\.test\\.ts$',
        '<rootDir>/test/reliability/database-outage\\.test\\.ts$',
        '<rootDir>/test/reliability/payout-outage\\.test\\.ts$',
        '<rootDir>/test/reliability/refund-outage\\.test\\.ts$',
        '<rootDir>/test/reliability/withdrawal-outage\\.test\\.ts$',
      ],
      setupFiles: ['<rootDir>/test/jest/embedded-project.ts'],
    },
  ],
};
