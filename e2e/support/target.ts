import { test } from '@playwright/test';
import { SANDBOX_GATEWAY, SANDBOX_IDENTITY } from '@invest/contracts';
import { SHELL_APP } from '@invest/mf/apps';

/**
 * Where the suites run. Unset E2E_BASE_URL: the local platform, started by Playwright's webServer exactly as
 * `npm start` runs it, at http://localhost:8080. Set (`E2E_BASE_URL=https://staging.example npm run e2e`): the
 * environment at that URL, and nothing is started. The provider stand-ins the helpers talk to directly (the gateway's
 * checkout API for purchases without a browser, the SMS inbox for OTPs) come from E2E_GATEWAY_URL and
 * E2E_IDENTITY_URL, with the local ports `npm start` gives them as defaults.
 */
export const LOCAL_BASE_URL = `http://localhost:${SHELL_APP.port}`;

/** The deployed environment named by E2E_BASE_URL (no trailing slash), or null for the local platform. */
export function remoteBaseUrl(): string | null {
  const url = process.env.E2E_BASE_URL?.trim();
  return url ? url.replace(/\/+$/, '') : null;
}

export function isRemoteTarget(): boolean {
  return remoteBaseUrl() !== null;
}

/** The shell's origin every spec's relative URLs resolve against. */
export function targetBaseUrl(): string {
  return remoteBaseUrl() ?? LOCAL_BASE_URL;
}

/** The payment gateway's stand-in (services/sandbox-gateway). */
export const GATEWAY_URL = process.env.E2E_GATEWAY_URL ?? `http://localhost:${SANDBOX_GATEWAY.port}`;

/** The SMS and KYC stand-in (services/sandbox-identity), whose inbox holds the texted OTPs. */
export const IDENTITY_URL = process.env.E2E_IDENTITY_URL ?? `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;

/**
 * For a test that needs the platform on this machine (it stops a server, moves the API's test clock, starts a
 * server of its own or reads the local ports): skipped, with the reason, when the run targets E2E_BASE_URL.
 */
export function localPlatformOnly(reason: string): void {
  test.skip(isRemoteTarget(), `needs the local platform (${reason}); E2E_BASE_URL is ${remoteBaseUrl() ?? ''}`);
}
