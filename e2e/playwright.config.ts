import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { apiClockFile } from './support/api-clock.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { e2eDataDir, e2eRunId } from './support/data-dir.ts';
import { EXCLUSIVE_PROJECT, EXCLUSIVE_SPECS } from './support/exclusive.ts';
import { SHELL_APP } from '@invest/mf/apps';
import { remoteBaseUrl, targetBaseUrl } from './support/target.ts';

/** Names the run's files for the workers too (they inherit the environment). */
e2eRunId();

/**
 * The platform exactly as `npm start` runs it (on a fresh embedded database in a temporary folder, logging at the
 * level ops run it, each server into `<data folder>/logs/<folder>.log`), started here unless the run targets a
 * deployed environment.
 */
function localPlatform(): PlaywrightTestConfig['webServer'] {
  const dataDir = e2eDataDir();
  return {
    command: 'node tools/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${SHELL_APP.port}/api/health`,
    timeout: 900_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: { DATA_DIR: dataDir, LOG_DIR: join(dataDir, 'logs'), LOG_LEVEL: 'info', LOG_REQUESTS: 'true', OTP_IP_LIMIT: '10000', TEST_CLOCK_FILE: apiClockFile() },
  };
}

/**
 * Drives Debian's Chromium against the platform. By default the platform is started here (above) and, at the end,
 * the global teardown scans its database and logs for sensitive values and fails the run when it finds one. Set
 * E2E_REUSE=1 to run against a platform you already started (and E2E_DATA_DIR to its data folder to have it
 * scanned). Set E2E_BASE_URL (`https://staging.example`) to run against a deployed environment: nothing is started
 * and nothing at rest is scanned (E2E_GATEWAY_URL and E2E_IDENTITY_URL name its stand-ins, support/target.ts).
 * Tags name the remotes each test crosses: `--grep @payments`. A failure keeps its trace and screenshot, and the HTML
 * report goes to e2e/playwright-report/ (`npx playwright show-report`).
 *
 * One worker unless E2E_WORKERS says more (`npm run test:e2e` runs the whole suite on 2, one per core of the CI
 * machine). With more, the suite is two projects: `shared`, the specs that can run beside each other, spread over the
 * workers, then `exclusive`, the specs that move the API's clock or stop and redeploy servers, one at a time once
 * `shared` is done (support/exclusive.ts lists them; its helpers refuse to run from `shared`). A dependency project
 * ignores the command line's filters, so a run of some specs (`--grep @payments`, a file) stays on one worker.
 */
const workers = Number(process.env.E2E_WORKERS ?? '1');
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  ...(workers > 1
    ? {
        projects: [
          { name: 'shared', testIgnore: [...EXCLUSIVE_SPECS] },
          { name: EXCLUSIVE_PROJECT, testMatch: [...EXCLUSIVE_SPECS], dependencies: ['shared'], workers: 1 },
        ],
      }
    : {}),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: targetBaseUrl(),
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  ...(remoteBaseUrl() === null ? { webServer: localPlatform() } : {}),
});
