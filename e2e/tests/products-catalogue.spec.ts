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
    await expect(panel.getByRole('article')).toHaveCount(3);
    await expect(panel.getByRole('article', { name: 'Hybrid Fund' })).toContainText('11.8% p.a.');
  });

  test('an invalid category is ignored: Fixed Deposits is selected', async ({ page }) => {
    await page.goto('/products?category=CRYPTO');
    await expect(page.getByRole('tab', { name: 'Fixed Deposits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Long Term FD' })).toContainText('22% p.a.');
  });

  test('Buy Now stores the selected plan and reaches the payment page', crosses('payments'), async ({ page }) => {
    await page.goto('/products?category=FIXED_DEPOSITS');
    await page.getByRole('link', { name: 'Buy Now Long Term FD' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    expect(await storedJson(page, 'localStorage', 'selectedProduct')).toEqual({
      planId: 'plan.fixed-deposits.long-term-fd',
      name: 'Long Term FD',
      category: 'Fixed Deposits',
      returns: '22% p.a.',
      risk: 'Medium',
      amount: 100000,
      duration: 36,
    });
  });

  test('a card leads to its product page, whose plan books at the same terms', async ({ page }) => {
    await page.goto('/products?category=SDI');
    await page.getByRole('link', { name: 'View plans Structured Products' }).click();
    await expect(page).toHaveURL(/\/sdi#plan\.sdi\.structured-products$/);
    await expect(page.getByRole('article', { name: 'Structured Products' })).toContainText('15-18% p.a.');
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
      plan: { name: 'Corporate Bonds', rate: '8-12% p.a.', minAmount: 25000, risk: 'Medium', popular: true },
    });
    expect(await storedJson(page, 'localStorage', 'selectedProduct')).toEqual({
      planId: 'plan.bonds.corporate-bonds',
      name: 'Corporate Bonds',
      category: 'Bonds',
      returns: '8-12% p.a.',
      risk: 'Medium',
      amount: 50000,
      // The floor of its 3-7 year maturity, as the server books it unless the investor chooses.
      duration: 36,
    });
  });

  test('the calculator works out the chosen plan as it is booked, and the 36-month plan too', async ({ page }) => {
    await page.goto('/calculator');
    // Short Term FD, ₹1,00,000: ₹1,500 a month for 12 months, paid out (not compounded), the principal back at maturity.
    await expect(page.getByTestId('monthly-payout')).toHaveText('₹1,500');
    await expect(page.getByTestId('total-interest')).toHaveText('₹18,000');
    await expect(page.getByTestId('maturity-amount')).toHaveText('₹1,01,500');
    await expect(page.getByTestId('total-received')).toHaveText('₹1,18,000');
    await page.getByLabel(/^Plan/).selectOption('plan.fixed-deposits.long-term-fd');
    await expect(page.getByLabel(/^Tenure/)).toHaveValue('36');
    await expect(page.getByTestId('monthly-payout')).toHaveText('₹1,830');
    await expect(page.getByTestId('total-interest')).toHaveText('₹65,880');
    await expect(page.getByTestId('maturity-amount')).toHaveText('₹1,01,830');
    await expect(page.getByRole('table', { name: 'Payout schedule' }).locator('tbody tr')).toHaveCount(36);
    await expect(page.getByRole('table', { name: 'Payout schedule' }).locator('tbody tr').first()).toContainText('15 ');
  });

  test('at 360 px the calculator reads without an inner scroll box', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/calculator');
    await expect(page.getByTestId('maturity-amount')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const table = page.getByRole('table', { name: 'Payout schedule' });
    const scrollBoxes = await table.evaluate((element) => {
      let count = 0;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight && node !== document.documentElement && node !== document.body)
          count += 1;
      }
      return count;
    });
    expect(scrollBoxes).toBe(0);
    await table.locator('tbody tr').last().scrollIntoViewIfNeeded();
    await expect(table.locator('tbody tr').last()).toBeInViewport();
  });

  test('the header links to the knowledge hub, which shows the products and the calculator', crosses('shell'), async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Knowledge Hub' }).click();
    await expect(page).toHaveURL(/\/knowledge-hub$/);
    await expect(page.getByRole('article', { name: 'Premium Gold' })).toContainText('Market Linked');
    await expect(page.getByRole('region', { name: 'Investment calculator', exact: true })).toBeVisible();
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
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Short Term FD' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sell/ })).toHaveCount(0);

    const { session } = await completeKyc(page.request);
    await buyByCard(page.request, session.userId, { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100000, duration: 12 });
    await page.reload();
    const held = page.getByRole('tabpanel').getByRole('article', { name: 'Short Term FD' });
    await expect(held.getByRole('button', { name: 'Sell Short Term FD' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sell/ })).toHaveCount(1);
    await held.getByRole('button', { name: 'Sell Short Term FD' }).click();
    await expect(page.getByRole('dialog', { name: 'Sell Short Term FD' })).toBeVisible();
  });
});
