// @ts-check
/**
 * The Jest configuration StrykerJS runs (npm run test:mutation): one project, the unit specs plus the integration
 * files named in STRYKER_INTEGRATION (a comma-separated list of file names under test/, default none) on MySQL.
 * Stryker runs it in a copy of services/api (.stryker-tmp/sandbox-*), so what lies outside the API (the contracts'
 * source, the e2e PDF reader) is found by walking up to the repository.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import apiConfig from '../jest.config.js';

/** The nearest ancestor of `from` holding libs/contracts (the repository, also from inside a Stryker sandbox). */
function repositoryOf(from) {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'libs/contracts/src/index.ts'))) return dir;
  }
  throw new Error(`No repository above ${from}`);
}

const apiDir = join(import.meta.dirname, '..');
const repository = repositoryOf(apiDir);
const [unit, mysql] = apiConfig.projects ?? [];
if (typeof unit !== 'object' || typeof mysql !== 'object') throw new Error('jest.config.js: the unit and mysql projects are expected first');

const integration = (process.env['STRYKER_INTEGRATION'] ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
  .map((name) => `<rootDir>/test/${name}`);

/** @type {import('jest').Config} */
export default {
  ...mysql,
  rootDir: apiDir,
  displayName: 'mutation',
  testTimeout: apiConfig.testTimeout,
  testMatch: [...(unit.testMatch ?? []), ...integration],
  moduleNameMapper: {
    '^@invest/contracts$': join(repository, 'libs/contracts/src/index.ts'),
    '^(?:\\.\\./)+e2e/(.*)\\.js$': join(repository, 'e2e/$1'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
