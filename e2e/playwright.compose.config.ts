import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

/**
 * The compose run (`npm run test:compose`, tools/test-compose.ts, which starts the stack first and passes its
 * coordinates: E2E_BASE_URL https://localhost, E2E_IDENTITY_URL for the texted OTPs, COMPOSE_TEST_ARGS and
 * DOCKER_HOST for restarts): the specs of e2e/compose/ through Caddy, whose certificate for localhost comes from its
 * own local CA (hence ignoreHTTPSErrors).
 */
export default defineConfig({
  testDir: './compose',
  timeout: 300_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results/compose',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'https://localhost',
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
});
