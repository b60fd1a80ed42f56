import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { HealthResponse, SessionResponse } from '@invest/contracts';
import {
  addBankAccountWithoutNominee,
  completeKycWithAadhaarOtp,
  expectLongTermFdOnDashboard,
  payLongTermFdByCard,
  pickLongTermFd,
  signInOnKycPage,
} from '../support/investor-journey.ts';
import { expectToast } from '../support/toast.ts';
import { compose } from './compose-cli.ts';

/**
 * docker-compose.yml run for real (tools/test-compose.ts: podman, the sandbox and observability profiles), driven
 * through Caddy's HTTPS as an investor would, with the API's and the database's containers restarted mid-journey.
 */

async function health(request: APIRequestContext): Promise<HealthResponse | null> {
  const response = await request.get('/api/health').catch(() => null);
  return response?.ok() ? ((await response.json()) as HealthResponse) : null;
}

/** Restarts a service's container and waits until the API answers with its database up again. */
async function restart(page: Page, service: 'api' | 'mysql'): Promise<void> {
  compose('restart', service);
  await expect.poll(async () => (await health(page.request))?.database, { timeout: 120_000, intervals: [1_000] }).toBe('up');
}

test('through Caddy: an investor signs in, passes KYC, pays, and keeps it all across restarts of the API and MySQL', async ({ page }) => {
  test.setTimeout(300_000);
  const up = await health(page.request);
  expect(up).toMatchObject({ status: 'ok', database: 'up' });
  expect([...(up?.sandbox ?? [])].sort()).toEqual(['kyc', 'payments', 'sms']);

  const productPage = await page.goto('/fixed-deposits');
  expect(productPage?.url()).toMatch(/^https:\/\/localhost\//);
  expect(productPage?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await pickLongTermFd(page);
  await signInOnKycPage(page);
  // Over HTTPS the session cookie is __Host-sid: Secure, host-only, Path=/.
  const cookies = (await page.context().cookies()).filter((cookie) => /sid$/.test(cookie.name));
  expect(cookies.map(({ name, secure, httpOnly, path }) => ({ name, secure, httpOnly, path }))).toEqual([
    { name: '__Host-sid', secure: true, httpOnly: true, path: '/' },
  ]);
  const { userId } = (await (await page.request.get('/api/session')).json()) as SessionResponse;

  // The API restarts between two steps (the page stays as typed): the next requests reach the new process with the
  // same session, which is in MySQL, not in the process.
  await restart(page, 'api');
  await completeKycWithAadhaarOtp(page);
  await addBankAccountWithoutNominee(page);
  await payLongTermFdByCard(page);
  await expectLongTermFdOnDashboard(page);

  // The database restarts (its volume stays): the investment, the session and the payouts are all still there.
  await restart(page, 'mysql');
  await page.reload();
  await expectLongTermFdOnDashboard(page);
  await restart(page, 'api');
  await page.reload();
  await expectLongTermFdOnDashboard(page);
  expect(((await (await page.request.get('/api/session')).json()) as SessionResponse).userId).toBe(userId);

  // Sign-out ends the session on the server.
  const account = page.getByRole('banner').getByRole('button', { name: /^Account/ });
  await account.click();
  await page
    .locator(`[id="${await account.getAttribute('aria-controls')}"]`)
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expectToast(page, 'Signed out', 'You have been signed out on this device.');
  expect((await page.request.get('/api/session')).status()).toBe(401);
});

test('Prometheus (observability profile) scrapes every target, and no metrics port is reachable through Caddy', async ({ request }) => {
  await expect
    .poll(
      () => {
        const answer = JSON.parse(compose('exec', '-T', 'prometheus', 'wget', '-qO-', 'http://127.0.0.1:9090/api/v1/targets')) as {
          data: { activeTargets: { labels: { job: string }; health: string }[] };
        };
        return answer.data.activeTargets.map((target) => `${target.labels.job} ${target.health}`).sort();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toEqual(['api up', 'shell up']);
  expect((await request.get('/metrics')).status()).toBe(404);
});
