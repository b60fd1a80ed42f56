import { expect, test } from '../support/fixtures.ts';
import { setDemoSession, signUpForDemo } from '../support/demo.ts';
import { crosses } from '../support/tags.ts';

const STEP_PAGES = ['/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard'];
const selected = JSON.stringify({
  productType: 'fd-premium',
  productName: 'FD Premium',
  amount: 50000,
  duration: 12,
  returnRate: '18',
  calculatedReturns: { investment: 50000, totalReturn: 9000, maturityAmount: 59000, monthlyPayout: 750 },
});

test.describe('demo guards', crosses('demo'), () => {
  for (const path of STEP_PAGES) {
    test(`${path} without a demo session sends the visitor to /demo`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/demo$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Try the Demo' })).toBeVisible();
    });
  }

  test('demo-mode other than "true" sends every step page to /demo', async ({ page }) => {
    await page.goto('/demo');
    await setDemoSession(page, { 'demo-user-id': '00000000-0000-4000-8000-000000000000', 'demo-mode': 'false', 'demo-selected-product': selected });
    for (const path of STEP_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/demo$/);
    }
  });

  test('KYC and payment need a selected product; products and dashboard do not', async ({ page }) => {
    await signUpForDemo(page, 'Guard');
    for (const path of ['/demo/kyc', '/demo/payment']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/demo$/);
      // The guard leaves the session in place: only the product was missing.
      expect(await page.evaluate(() => sessionStorage.getItem('demo-mode'))).toBe('true');
    }
    await page.goto('/demo/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Guard!' })).toBeVisible();
    await page.goto('/demo/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a Product' })).toBeVisible();
  });

  test('an unknown or expired demo account is refused by the server and the visitor goes to /demo', async ({ page, request }) => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await request.get(`/api/demo/portfolio/${unknown}`);
    expect(answer.status()).toBe(404);
    await page.goto('/demo');
    await setDemoSession(page, { 'demo-user-id': unknown, 'demo-mode': 'true', 'demo-selected-product': selected });
    await page.goto('/demo/payment');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/^404: .*expired/)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('demo-user-id'))).toBeNull();
  });
});
