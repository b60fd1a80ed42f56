import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { apiClockFile } from './support/api-clock.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { e2eDataDir } from './support/data-dir.ts';

const dataDir = e2eDataDir();

/**
 * Runs the platform exactly as `npm start` does (on a fresh embedded database in a temporary folder, logging at
 * the level ops run it, each server into `<data folder>/logs/<folder>.log`) and drives Debian's Chromium against
 * it. At the end, the global teardown scans that database and those logs for sensitive values and fails the run
 * when it finds one. Set E2E_REUSE=1 to run against a platform you already started (and E2E_DATA_DIR to its data
 * folder to have it scanned).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: 'http://localhost:8080',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node tools/start.ts',
    cwd: '..',
    url: 'http://127.0.0.1:8080/api/health',
    timeout: 900_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: { DATA_DIR: dataDir, LOG_DIR: join(dataDir, 'logs'), LOG_LEVEL: 'info', LOG_REQUESTS: 'true', OTP_IP_LIMIT: '10000', TEST_CLOCK_FILE: apiClockFile() },
  },
});
