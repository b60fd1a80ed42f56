import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { buyByCard } from '../support/dashboard.ts';
import { signUpForDemo } from '../support/demo.ts';
import { aadhaarConsent, completeKyc } from '../support/kyc.ts';
import { ensureSignedIn } from '../support/session.ts';
import { specRoutes } from '../support/spec-routes.ts';
import { crosses, EVERY_PART } from '../support/tags.ts';
import { toasts } from '../support/toast.ts';

/**
 * At 360 px no page scrolls sideways, in each of its real states: a visitor, a verified investor with an investment
 * and a product selected, and each step of the demo (wide tables scroll inside their own card or stack).
 */
test.use({ viewport: { width: 360, height: 740 } });

const DEMO_ROUTES = new Set(['/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard']);
/** Every page of the site (spec routes, /sign-in, the knowledge hub) and the 404 screen. */
const ROUTES = [...specRoutes, '/knowledge-hub', '/no-such-page'];

/** Waits for the page's content (no loading spinner left), then compares the document's width with the window's. */
async function expectFits(page: Page, state: string): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out, to make a failure readable.
    wide: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`),
  }));
  expect.soft(scrollWidth, `${new URL(page.url()).pathname} (${state}) is ${scrollWidth} px wide: ${wide.join(' | ')}`).toBeLessThanOrEqual(innerWidth);
}

test('a visitor: every route fits 360 px, the menu drawer too', crosses(...EVERY_PART), async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of ROUTES) {
    await page.goto(route);
    await expectFits(page, 'visitor');
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectFits(page, 'visitor, menu open');
});

test(
  'a verified investor with an investment and a product selected: every route fits 360 px',
  crosses(...EVERY_PART.filter((part) => part !== 'demo')),
  async ({ page }) => {
    test.setTimeout(180_000);
    const { session } = await completeKyc(page.request);
    await buyByCard(page.request, session.userId, { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100000, duration: 12 });
    await page.goto('/products');
    await page.getByRole('link', { name: 'Buy Now Short Term FD' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    for (const route of ROUTES.filter((path) => !DEMO_ROUTES.has(path))) {
      await page.goto(route);
      await expectFits(page, 'signed in, invested, product selected');
    }
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Investments' })).toBeVisible();
    await expectFits(page, 'dashboard with an investment');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectFits(page, 'signed in, menu open');
  },
);

test('the demo: each step fits 360 px', crosses('demo'), async ({ page }) => {
  test.setTimeout(120_000);
  await signUpForDemo(page);
  await expectFits(page, 'demo products');
  await page.getByRole('article', { name: 'FD Premium' }).getByRole('button', { name: 'Select Product' }).click();
  await page.getByLabel(/^Investment Amount/).fill('50000');
  await page.getByLabel(/^Duration \(months\)/).fill('12');
  await expect(page.getByRole('region', { name: 'Projected Returns' })).toBeVisible();
  await expectFits(page, 'demo product configured');
  await page.getByRole('button', { name: 'Proceed to KYC Verification' }).click();

  await expect(page).toHaveURL(/\/demo\/kyc$/);
  await expectFits(page, 'demo KYC');
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByLabel('PAN Verification: In Progress')).toBeVisible();
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByLabel('Mobile OTP: In Progress')).toBeVisible();
  await page.getByRole('button', { name: 'Complete KYC & Proceed' }).click();

  await expect(page).toHaveURL(/\/demo\/payment$/);
  await page.getByRole('radio', { name: /UPI Payment/ }).check();
  await expectFits(page, 'demo payment, method chosen');
  await page.getByRole('button', { name: 'Proceed with Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expectFits(page, 'demo payment done');

  await expect(page).toHaveURL(/\/demo\/dashboard$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya!' })).toBeVisible();
  await expectFits(page, 'demo dashboard with an investment');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a refusal’s toast does not cover the field in error', crosses('onboarding', 'shell'), async ({ page }) => {
    await ensureSignedIn(page.request);
    await page.goto('/kyc');
    await expect(page.getByText('Phone number verified')).toBeVisible();
    const cases = [
      { aadhaar: '2341 2341 2347', pan: 'ABCPE1234F', field: /^Aadhaar Number/ },
      { aadhaar: '2341 2341 2346', pan: 'ABCCE1234F', field: /^PAN Number/ },
    ];
    for (const { aadhaar, pan, field } of cases) {
      await page.getByRole('textbox', { name: /^Aadhaar Number/ }).fill(aadhaar);
      await page.getByRole('textbox', { name: /^PAN Number/ }).fill(pan);
      await aadhaarConsent(page).check();
      await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
      const input = page.getByRole('textbox', { name: field });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Verification Failed' });
      await expect(toast).toBeVisible();
      // Let the toast's slide-in and the field's scroll settle before measuring.
      await page.waitForTimeout(600);
      const error = page.locator(`#${(await input.getAttribute('aria-describedby')) ?? ''}`);
      for (const target of [input, error]) {
        const [box, cover] = await Promise.all([target.boundingBox(), toast.boundingBox()]);
        expect(box, 'the field is on screen').not.toBeNull();
        expect(cover, 'the toast is on screen').not.toBeNull();
        if (!box || !cover) continue;
        expect(box.y >= 0 && box.y + box.height <= 844, `the field is within the window: ${JSON.stringify(box)}`).toBe(true);
        const overlaps = box.x < cover.x + cover.width && cover.x < box.x + box.width && box.y < cover.y + cover.height && cover.y < box.y + box.height;
        expect(overlaps, `toast ${JSON.stringify(cover)} over field ${JSON.stringify(box)}`).toBe(false);
      }
      await toast.getByRole('button', { name: 'Close' }).click();
    }
  });
});
