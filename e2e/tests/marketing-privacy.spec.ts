import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import type { PrivacyExport } from '@invest/contracts';
import { csrfHeaders, freshPhone, signIn } from '../support/session.ts';
import { crosses } from '../support/tags.ts';

test("a signed-in user's consent change is stored and survives a reload", crosses('marketing'), async ({ page }) => {
  await signIn(page.request, freshPhone());
  await page.goto('/privacy-dashboard');
  await expect(page).toHaveTitle(/Privacy Dashboard/);
  const main = page.getByRole('main');
  await expect(main.getByText(/saved to your account/)).toBeVisible();
  const marketing = main.getByRole('switch', { name: 'Marketing Communications' });
  const personalized = main.getByRole('switch', { name: 'Personalized Experience' });
  // Optional consents start as denied until the investor grants them.
  await expect(marketing).toHaveText('Denied');
  await expect(personalized).toHaveText('Denied');

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/privacy/consents/marketing') && response.request().method() === 'PUT');
  await marketing.click();
  expect((await saved).status()).toBe(200);
  await expect(marketing).toHaveText('Granted');
  await expect(main.getByText('Marketing Communications consent granted')).toBeVisible();

  await page.reload();
  await expect(main.getByRole('switch', { name: 'Marketing Communications' })).toHaveText('Granted');
  await expect(main.getByRole('switch', { name: 'Marketing Communications' })).toHaveAttribute('aria-checked', 'true');
  await expect(main.getByText('Marketing Communications consent granted')).toBeVisible();
});

test("the Access download holds the signed-in user's data and no one else's", crosses('marketing'), async ({ page, playwright, baseURL }) => {
  const otherPhone = freshPhone();
  const other = await playwright.request.newContext({ baseURL });
  await signIn(other, otherPhone);
  const secret = `other-user-note-${otherPhone}`;
  expect((await other.post('/api/privacy/requests', { data: { type: 'erasure', details: secret }, headers: csrfHeaders })).status()).toBe(201);
  await other.dispose();

  const phone = freshPhone();
  const session = await signIn(page.request, phone);
  await page.goto('/privacy');
  const main = page.getByRole('main');
  const access = main.getByRole('article', { name: 'Access' });
  await access.getByRole('button', { name: 'Request Data Copy' }).click();
  await expect(access.getByText('Completed')).toBeVisible();
  await expect(main.getByText('Access request submitted').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await access.getByRole('link', { name: 'Download My Data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as PrivacyExport;
  expect(data.user).toMatchObject({ id: session.userId, phone });
  expect(data.privacyRequests).toEqual([expect.objectContaining({ type: 'access', status: 'completed' })]);
  expect(text).not.toContain(otherPhone);
  expect(text).not.toContain(secret);

  await expect(main.getByText('Personal data downloaded (Access)')).toBeVisible();
});

test('a visitor gets the alert and local consent toggles', crosses('marketing'), async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main.getByText(/Sign in with your phone number/)).toBeVisible();
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await main.getByRole('article', { name: 'Rectification' }).getByRole('button', { name: 'Update Information' }).click();
  await expect.poll(() => alerts).toEqual(['Your rectification request has been initiated. You will receive a confirmation e-mail within 24 hours.']);
  await expect(main.getByRole('article', { name: 'Rectification' }).getByText('Available')).toBeVisible();
  const personalized = main.getByRole('switch', { name: 'Personalized Experience' });
  await personalized.click();
  await expect(personalized).toHaveText('Granted');
  await page.reload();
  await expect(main.getByRole('switch', { name: 'Personalized Experience' })).toHaveText('Denied');
});
