import { expect, test } from '../support/fixtures.ts';
import { stopApp } from '../support/platform.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

test('a stopped remote costs only its own routes, and Retry brings it back', crosses('shell', 'payments', 'marketing', 'products'), async ({ page }) => {
  localPlatformOnly('it stops the payments remote');
  // The page once served while the remote is up: the shell's server now knows the remote's files to preload.
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const restart = await stopApp('mfe-payments');

  // While it is down, the page names none of its files to preload: the browser would keep those failures, and the
  // page's files would fail again after the Retry below.
  const remoteOrigin = new URL(((await (await page.request.get('/platform-config.json')).json()) as { remotes: { payments: string } }).remotes.payments).origin;
  const served = await page.goto('/payment');
  expect(await served?.text()).not.toContain(`rel="preload" as="script" href="${remoteOrigin}`);
  await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // Other remotes keep working, reached by in-app navigation and by direct load.
  await page.getByRole('contentinfo').getByRole('link', { name: /faq/i }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);
  await page.goto('/products');
  await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);

  await page.goto('/payment');
  await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
  await restart();
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Up again, its files are preloaded again.
  const again = await page.goto('/payment');
  expect(await again?.text()).toContain(`rel="preload" as="script" href="${remoteOrigin}`);
});

test('a page whose file failed to load once comes back with Retry, the remote itself up', crosses('shell', 'marketing'), async ({ page }) => {
  const marketingOrigin = new URL(((await (await page.request.get('/platform-config.json')).json()) as { remotes: { marketing: string } }).remotes.marketing)
    .origin;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The next file of the marketing remote the page asks for (the FAQ page's chunk) fails once, as on a flaky network.
  let failed = '';
  await page.route(`${marketingOrigin}/**/*.js`, async (route) => {
    if (failed || /remoteEntry|__federation_expose/.test(route.request().url())) return route.continue();
    failed = route.request().url();
    return route.abort('connectionreset');
  });
  await page.getByRole('contentinfo').getByRole('link', { name: /faq/i }).first().click();
  await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
  expect(failed).not.toBe('');
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);
});
