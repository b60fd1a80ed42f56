import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';

const storedJson = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(([which, name]) => JSON.parse(window[which as 'localStorage'].getItem(name as string) ?? 'null') as unknown, [area, key]);

test.describe('products remote', crosses('products'), () => {
  test('a home tile opens /products with its tab selected, figures served by the API', crosses('marketing'), async ({ page }) => {
    await page.goto('/');
    await page.locator('main a[href="/products?category=MUTUAL_FUNDS"]').first().click();
    await expect(page).toHaveURL(/\/products\?category=MUTUAL_FUNDS$/);
    await expect(page.getByRole('tab', { name: 'Mutual Funds' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article')).toHaveCount(16);
    await expect(panel.getByRole('article', { name: 'Mid & Small Cap Fund' })).toContainText('13-18% p.a.');
  });

  test('an invalid category is ignored: Fixed Deposits is selected', async ({ page }) => {
    await page.goto('/products?category=CRYPTO');
    await expect(page.getByRole('tab', { name: 'Fixed Deposits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Corporate FD' })).toContainText('21% p.a.');
  });

  test('Buy Now stores the selected product and reaches the payment page', crosses('payments'), async ({ page }) => {
    await page.goto('/products?category=FIXED_DEPOSITS');
    await page.getByRole('link', { name: 'Buy Now Flexi FD' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    expect(await storedJson(page, 'localStorage', 'selectedProduct')).toEqual({
      planId: 'item.fixed-deposits.flexi-fd',
      name: 'Flexi FD',
      category: 'Fixed Deposits',
      returns: '17.5% p.a.',
      risk: 'Low',
      amount: 100000,
      duration: 24,
    });
  });

  test("a plan's invest button reaches /kyc with the selection stored", crosses('onboarding'), async ({ page }) => {
    await page.goto('/bonds');
    const corporate = page.getByRole('article', { name: 'Corporate Bonds' });
    await expect(corporate).toContainText('8-12% p.a.');
    await corporate.getByRole('link', { name: 'Invest Now' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    expect(await storedJson(page, 'sessionStorage', 'selectedInvestment')).toMatchObject({
      productType: 'Government Bonds',
      planIndex: 1,
      plan: { name: 'Corporate Bonds', rate: '8-12% p.a.', minAmount: 25000, risk: 'Low-Medium', popular: true },
    });
    expect(await storedJson(page, 'localStorage', 'selectedProduct')).toEqual({
      planId: 'plan.bonds.corporate-bonds',
      name: 'Corporate Bonds',
      category: 'Bonds',
      returns: '8-12% p.a.',
      risk: 'Low-Medium',
      amount: 50000,
      // The floor of its 3-7 year maturity, as the server books it unless the investor chooses.
      duration: 36,
    });
  });

  test('the calculator updates when the lock-in changes', async ({ page }) => {
    await page.goto('/calculator');
    const maturity = page.getByTestId('maturity-amount');
    await expect(maturity).toHaveText('₹1,09,000');
    await expect(page.getByTestId('monthly-roi')).toHaveText('₹1,500');
    await page.getByLabel('Lock-in period').selectOption('24');
    await expect(maturity).toHaveText('₹1,36,000');
    await expect(page.getByTestId('total-interest')).toHaveText('₹36,000');
    await expect(page.getByRole('table', { name: 'Payout schedule' }).locator('tbody tr')).toHaveCount(24);
    await expect(page.getByRole('table', { name: 'Payout schedule' }).locator('tbody tr').first()).toContainText('15 ');
  });

  test('the header links to the knowledge hub, which shows the products and the calculator', crosses('shell'), async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Knowledge Hub' }).click();
    await expect(page).toHaveURL(/\/knowledge-hub$/);
    await expect(page.getByRole('article', { name: 'Premium Gold' })).toContainText('Market Linked (8-10% p.a.)');
    await expect(page.getByRole('region', { name: 'FD calculator', exact: true })).toBeVisible();
  });

  test('catalogue answers carry Cache-Control and an ETag through the shell proxy', async ({ request }) => {
    const first = await request.get('/api/catalogue/product-pages/gold');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=60, must-revalidate');
    const etag = first.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    expect(((await first.json()) as { price: { current: number } }).price.current).toBe(6247);
    const again = await request.get('/api/catalogue/product-pages/gold', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });

  test('Sell appears only on a product the visitor holds', crosses('dashboard', 'payments'), async ({ page }) => {
    await page.goto('/products?category=FIXED_DEPOSITS');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Regular FD' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sell/ })).toHaveCount(0);

    const { session } = await completeKyc(page.request);
    await buyByCard(page.request, session.userId, { planId: 'item.fixed-deposits.regular-fd', productName: 'Regular FD', amount: 100000, duration: 12 });
    await page.reload();
    const held = page.getByRole('tabpanel').getByRole('article', { name: 'Regular FD' });
    await expect(held.getByRole('button', { name: 'Sell Regular FD' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sell/ })).toHaveCount(1);
    await held.getByRole('button', { name: 'Sell Regular FD' }).click();
    await expect(page.getByRole('dialog', { name: 'Sell Regular FD' })).toBeVisible();
  });
});
