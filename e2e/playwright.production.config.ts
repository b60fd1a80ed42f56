import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SANDBOX_GATEWAY, SANDBOX_IDENTITY } from '@invest/contracts';
import { SHELL_APP } from '@invest/mf/apps';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { e2eDataDir } from './support/data-dir.ts';

const dataDir = e2eDataDir();
const gatewayUrl = `http://127.0.0.1:${SANDBOX_GATEWAY.port}`;
const identityUrl = `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;

/**
 * What compose's sandbox profile gives the API, the shell and the remotes (docker-compose.yml with deploy/sandbox.env),
 * for `npm start` on this machine: production mode for every process, a MySQL database, fresh secrets, the stand-ins
 * named explicitly with their documented keys. What differs is only what compose's network and Caddy change: the
 * stand-ins and the API are on 127.0.0.1, the browser talks plain HTTP to localhost:8080 (no proxy in front of the
 * static servers, so no SHELL_TRUST_PROXY), and every server binds loopback only (HOST).
 */
const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_DIR: join(dataDir, 'logs'),
  LOG_LEVEL: 'info',
  LOG_REQUESTS: 'true',
  // DATABASE_URL: a fresh MySQL database, set by e2e/production/with-fresh-database.ts (below).
  SESSION_SECRET: randomBytes(48).toString('base64'),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  OTP_PEPPER: randomBytes(24).toString('base64'),
  // The shell is the API's one client, as in compose.
  TRUST_PROXY: '1',
  // Every OTP of the run comes from 127.0.0.1.
  OTP_IP_LIMIT: '1000',
  ALLOW_SANDBOX: 'true',
  RAZORPAY_API_URL: gatewayUrl,
  RAZORPAY_KEY_ID: SANDBOX_GATEWAY.keyId,
  RAZORPAY_KEY_SECRET: SANDBOX_GATEWAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: SANDBOX_GATEWAY.webhookSecret,
  GATEWAY_CHECKOUT_SCRIPT_URL: `http://localhost:${SANDBOX_GATEWAY.port}/v1/checkout.js`,
  GATEWAY_SANDBOX: 'true',
  MSG91_API_URL: identityUrl,
  MSG91_AUTH_KEY: SANDBOX_IDENTITY.msg91AuthKey,
  MSG91_TEMPLATE_ID: SANDBOX_IDENTITY.msg91TemplateId,
  MSG91_ACCOUNT_CHANGE_TEMPLATE_ID: SANDBOX_IDENTITY.msg91AccountChangeTemplateId,
  MSG91_SENDER_ID: SANDBOX_IDENTITY.msg91SenderId,
  CASHFREE_VERIFICATION_API_URL: `${identityUrl}/verification`,
  CASHFREE_CLIENT_ID: SANDBOX_IDENTITY.cashfreeClientId,
  CASHFREE_CLIENT_SECRET: SANDBOX_IDENTITY.cashfreeClientSecret,
  AMFI_NAV_URL: `${identityUrl}/amfi`,
  GOLD_PRICE_API_URL: `${identityUrl}/gold`,
  GOLD_PRICE_API_KEY: SANDBOX_IDENTITY.goldPriceApiKey,
};

/**
 * The production-mode run (`npm run e2e:production -w e2e`, after the default run in `npm run test:e2e`): `npm start`'s
 * command on the builds already made (`--no-build`) with the environment above, on a fresh MySQL database created
 * before the platform starts and dropped after it stops (TEST_DATABASE_URL's server, default
 * mysql://root@127.0.0.1:3306), and the specs of e2e/production/ (one journey: sign-in, KYC, a card payment) in
 * Debian's Chromium. A console error in the browser fails a test (e2e/production/fixtures.ts).
 */
export default defineConfig({
  testDir: './production',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results/production',
  globalTeardown: './production/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${SHELL_APP.port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node e2e/production/with-fresh-database.ts node tools/start.ts --no-build',
    cwd: '..',
    url: `http://127.0.0.1:${SHELL_APP.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: productionEnv,
  },
});
