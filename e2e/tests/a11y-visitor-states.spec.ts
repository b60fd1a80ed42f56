import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { signUpForDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { eachTab, report, visit } from '../support/state-sweep.ts';
import { crosses } from '../support/tags.ts';

/**
 * axe (WCAG 2.1 A + AA) on the states of a visitor's pages a route sweep never reaches (a11y-routes scans each route
 * as it loads): the FAQ and the catalogue with each tab selected, accordions, the header's menus and the 404 page;
 * each demo step. At desktop and phone width; the test lists every violation with the state it was found in. The
 * investor's states are a11y-states.spec.ts' (it moves the API's clock, so it runs alone).
 */

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';
  test.describe(`WCAG 2.1 AA in every state (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Each test is a sweep of many axe runs (the visitor's about twenty), a few seconds each on a slow CI machine: the
    // default minute was once not enough (the phone visitor timed out on its last scan after 236 other tests passed).
    test.describe.configure({ timeout: 120_000 });

    test('a visitor: tabs, accordions, the header menu and the 404 page', crosses('shell', 'marketing', 'products'), async ({ page }) => {
      const sweep = new AxeSweep();
      await visit(page, sweep, '/faq', 'first tab');
      await eachTab(page, sweep, '/faq', 'FAQ categories');
      await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
      await sweep.scan(page, '/faq answer open');

      await visit(page, sweep, '/products', 'first tab');
      await eachTab(page, sweep, '/products', 'Product categories');

      await visit(page, sweep, '/knowledge-hub', 'loaded');
      const firstCard = page.getByRole('main').getByRole('article').first();
      const closed = firstCard.getByRole('button', { expanded: false });
      for (let left = await closed.count(); left > 0; left -= 1) {
        await closed.first().click();
        await expect(closed).toHaveCount(left - 1);
      }
      await sweep.scan(page, '/knowledge-hub sections open');

      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await sweep.scan(page, '/knowledge-hub menu open');
      }

      await page.goto('/fixed-deposit');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await sweep.scan(page, '/fixed-deposit (404)');
      report(sweep, 'visitor', viewport.name);
    });

    test('the demo: each step', crosses('shell', 'demo'), async ({ page }) => {
      const sweep = new AxeSweep();
      await visit(page, sweep, '/demo', 'sign-up');
      await signUpForDemo(page);
      await expectSettled(page);
      await sweep.scan(page, '/demo/products');
      await page.getByRole('article', { name: 'FD Premium' }).getByRole('button', { name: 'Select Product' }).click();
      await page.getByLabel(/^Investment Amount/).fill('50000');
      await page.getByLabel(/^Duration \(months\)/).fill('12');
      await expect(page.getByRole('region', { name: 'Projected Returns' })).toBeVisible();
      await sweep.scan(page, '/demo/products product selected');
      await page.getByRole('button', { name: 'Proceed to KYC Verification' }).click();
      await expect(page).toHaveURL(/\/demo\/kyc$/);
      await expect(page.getByLabel('Aadhaar Verification: In Progress')).toBeVisible();
      await sweep.scan(page, '/demo/kyc Aadhaar step');
      await page.getByRole('button', { name: 'Verify & Continue' }).click();
      await expect(page.getByLabel('PAN Verification: In Progress')).toBeVisible();
      await sweep.scan(page, '/demo/kyc PAN step');
      await page.getByRole('button', { name: 'Verify & Continue' }).click();
      await expect(page.getByLabel('Mobile OTP: In Progress')).toBeVisible();
      await sweep.scan(page, '/demo/kyc mobile OTP step');
      await page.getByRole('button', { name: 'Complete KYC & Proceed' }).click();
      await expect(page).toHaveURL(/\/demo\/payment$/);
      await expect(page.getByRole('heading', { name: 'Investment Summary' })).toBeVisible();
      await sweep.scan(page, '/demo/payment');
      await page.getByRole('radio', { name: /UPI Payment/ }).check();
      await sweep.scan(page, '/demo/payment UPI selected');
      await page.getByRole('button', { name: 'Proceed with Payment' }).click();
      // "Payment Successful!" lasts until the step moves on by itself: the dashboard is scanned instead.
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      await expect(page).toHaveURL(/\/demo\/dashboard$/, { timeout: 10_000 });
      await expectSettled(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya!' })).toBeVisible();
      await sweep.scan(page, '/demo/dashboard');
      report(sweep, 'demo', viewport.name);
    });
  });
}
