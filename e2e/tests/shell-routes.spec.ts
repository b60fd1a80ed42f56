import type { Page } from '@playwright/test';
import { enterState, expect, expectOwnPage, stateOf, test, type StateGiven } from '../support/route-states.ts';
import { specRoutes } from '../support/spec-routes.ts';
import { crosses, routeParts } from '../support/tags.ts';

/**
 * Each spec route in the state it exists for (support/route-states.ts): the demo's steps with a demo session and a
 * selected product, /payment and /dashboard as an onboarded investor with a product selected, an investment and its
 * payouts; every other route as a visitor. The route must stay where it is and show its own page.
 */
async function expectRouteInShell(page: Page, path: string, given: StateGiven): Promise<void> {
  await enterState(page, stateOf(path), given);
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectOwnPage(page, path, given.demo);
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
}

test.describe('the shell', () => {
  for (const path of specRoutes) {
    const title = `renders ${path} inside the header and footer (${stateOf(path)})`;
    const tags = crosses(...routeParts(path));
    if (stateOf(path) === 'demo') {
      test(title, tags, async ({ page, demoSession }) => expectRouteInShell(page, path, { demo: demoSession }));
    } else if (stateOf(path) === 'investor') {
      test(title, tags, async ({ page, investorState }) => expectRouteInShell(page, path, { investor: investorState }));
    } else {
      test(title, tags, async ({ page }) => expectRouteInShell(page, path, {}));
    }
  }

  test('the 404 screen is written for people, links home, to products and help, and fits 390 px', crosses('shell'), async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/no-such-page/here');
    expect(response?.status(), 'the server render keeps the 404 status').toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/no route matched|GET \//)).toHaveCount(0);
    const links = page.getByRole('navigation', { name: 'Where to go from here' }).getByRole('link');
    await expect(links).toHaveText(['Return to Home', 'Browse products', 'Help & FAQ', 'Contact support']);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(['/', '/products', '/faq', '/contact']);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= innerWidth, `${await link.textContent()} fits`).toBe(true);
    }
    await links.filter({ hasText: 'Help & FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test(
    'a signed-in page without JavaScript says JavaScript is needed to sign in and continue, not only a spinner',
    crosses('shell', 'dashboard'),
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto('/dashboard');
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('banner')).toBeVisible();
        const notice = 'JavaScript is needed to sign in and continue on this page. Please turn it on in your browser, then reload the page.';
        await expect(page.getByRole('main').getByRole('note').filter({ hasText: notice })).toBeVisible();
        // The spinner that would turn forever is not shown (it is in the page, for browsers that run the script).
        // (a CSS locator: role queries leave hidden elements out)
        const spinner = page.locator('main [role="status"]', { hasText: 'Loading page' });
        await expect(spinner).toHaveCount(1);
        await expect(spinner).toBeHidden();
      } finally {
        await context.close();
      }
    },
  );

  test('header links, buttons and the Secured indicator match the spec', crosses('shell', 'products'), async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/products');
    const header = page.getByRole('banner');
    for (const [name, href] of [
      ['Home', '/'],
      ['Products', '/products'],
      ['Calculator', '/calculator'],
      ['Dashboard', '/dashboard'],
      ['Contact', '/contact'],
    ]) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Try Demo' })).toHaveAttribute('href', '/demo');
    await expect(header.getByRole('link', { name: 'Invest Now' })).toHaveAttribute('href', '/kyc');
    await expect(header.getByText('Secured')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('footer carries every spec link, the owner credit and the market-risk disclaimer', crosses('shell', 'marketing'), async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = [
      '/fixed-deposits',
      '/bonds',
      '/mutual-funds',
      '/real-estate',
      '/gold',
      '/sdi',
      '/calculator',
      '/dashboard',
      '/kyc',
      '/payment',
      '/contact',
      '/faq',
      '/privacy-dashboard',
      '/security-report',
      '/terms',
      '/risk-disclosure',
      '/dpdp-compliance',
      '/bug-bounty',
    ];
    for (const href of hrefs) await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Reviews & Feedback' })).toHaveAttribute('href', '/contact');
    await expect(footer.getByText(/Owned and managed by .*Private Limited/)).toBeVisible();
    await expect(footer.getByText(/subject to market risks/i)).toBeVisible();
  });

  test('header turns opaque once the page scrolls past 20 px', crosses('shell', 'marketing'), async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/terms');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // The background fades in (a CSS transition): wait for it rather than read its first frame.
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(/rgba\(.*, 0\)$|transparent/);
  });

  test('mobile drawer opens from the right with the links plus Invest Now, and navigates', crosses('shell', 'marketing', 'products'), async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'Products', 'Calculator', 'Dashboard', 'Contact', 'Invest Now']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const box = await drawer.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(370);
    await drawer.getByRole('link', { name: 'Calculator', exact: true }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(drawer).toBeHidden();
  });
});
