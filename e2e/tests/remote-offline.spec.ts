import { expect, test } from '../support/fixtures.ts';
import { stopApp } from '../support/platform.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

test('a stopped remote costs only its own routes, and Retry brings it back', crosses('shell', 'payments', 'marketing', 'products'), async ({ page }) => {
  localPlatformOnly('it stops the payments remote');
  const restart = await stopApp('mfe-payments');

  await page.goto('/payment');
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
});
