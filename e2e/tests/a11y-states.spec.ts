import type { Page } from '@playwright/test';
import type { SessionResponse } from '@invest/contracts';
import { navPublishingInstant, resetApiClock, setApiClock } from '../support/api-clock.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { expectCheckoutShowing, termsAcceptance } from '../support/checkout.ts';
import { buyByCard } from '../support/dashboard.ts';
import { signUpForDemo } from '../support/demo.ts';
import { recordE2eFigures } from '../support/figures.ts';
import { addBankAccount, confirmAadhaarOtp, declineNominee, requestAadhaarOtp, signInOnKycPage } from '../support/investor-journey.ts';
import { aadhaarConsent } from '../support/kyc.ts';
import { expect, INVESTOR_PRODUCT, test } from '../support/route-states.ts';
import { crosses, EVERY_PART } from '../support/tags.ts';
import { isRemoteTarget } from '../support/target.ts';

/**
 * axe (WCAG 2.1 A + AA) on the states a route sweep never reaches (a11y-routes scans each route as it loads): the FAQ
 * and the catalogue with each tab selected, accordions, the header's menus and the 404 page; every KYC step; the
 * populated dashboard with its withdrawal and redemption confirmations and the bank-account change; the payment page
 * with each method selected and the gateway's checkout open (its frame is scanned with our page); each demo step. At
 * desktop and phone width; the test lists every violation with the state it was found in.
 */

/** A mutual fund the investor holds too, so the dashboard offers its redemption. */
const DEBT_FUND = { planId: 'plan.mutual-funds.debt-fund.lumpsum', productName: 'Debt Fund', amount: 25_000 };

const METHODS = ['Debit/Credit Card', 'UPI', 'Net Banking', 'Cash'] as const;

/** Loads `path`, waits for its remote and data, scans it. */
async function visit(page: Page, sweep: AxeSweep, path: string, state: string): Promise<void> {
  await page.goto(path);
  await expectSettled(page);
  await sweep.scan(page, `${path} ${state}`);
}

/** Every tab of the tab list `name` on the page, each selected in turn and scanned. */
async function eachTab(page: Page, sweep: AxeSweep, path: string, name: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name }).getByRole('tab');
  const labels = await tabs.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) {
    const tab = tabs.filter({ hasText: label }).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await sweep.scan(page, `${path} tab "${label}"`);
  }
}

/** The sweep's result: the figures written first (a failed test restarts the worker), then no violation. */
function report(sweep: AxeSweep, group: string, viewport: string): void {
  recordE2eFigures(`accessibility-states-${group}-${viewport}`, { 'states scanned': sweep.states.length, violations: sweep.violations });
  expect(sweep.found).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';
  test.describe(`WCAG 2.1 AA in every state (${viewport.name})`, () => {
    test.afterEach(async () => {
      if (!isRemoteTarget()) await resetApiClock();
    });

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

    test('an investor: each KYC step, the dashboard and its confirmations, each payment method and the checkout', crosses(...EVERY_PART), async ({ page }) => {
      // The debt fund's units (and so its Redeem button) need the purchase day's NAV: on a weekend in India the API's
      // clock is moved to the next Monday first (the local platform only; a deployed one runs on real time).
      const now = new Date();
      const navDay = navPublishingInstant(now);
      if (!isRemoteTarget() && navDay !== now) await setApiClock(navDay);
      const sweep = new AxeSweep();
      await visit(page, sweep, '/kyc', 'identity form');
      await signInOnKycPage(page);
      await sweep.scan(page, '/kyc Aadhaar, PAN and phone verified');
      await aadhaarConsent(page).check();
      await sweep.scan(page, '/kyc Aadhaar consent ticked');
      await requestAadhaarOtp(page);
      await expect(page.getByLabel('Aadhaar OTP')).toBeVisible();
      await sweep.scan(page, '/kyc Aadhaar OTP step');
      await confirmAadhaarOtp(page);
      await expect(page.getByRole('form', { name: 'Bank account' })).toBeVisible();
      await sweep.scan(page, '/kyc bank details');
      await addBankAccount(page);
      await expect(page.getByRole('form', { name: 'Nominee' })).toBeVisible();
      await sweep.scan(page, '/kyc nominee');
      await declineNominee(page);

      await visit(page, sweep, '/kyc', 'done');
      await page.getByRole('button', { name: 'Change account' }).click();
      await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
      await sweep.scan(page, '/kyc bank account change');

      const session = (await (await page.request.get('/api/session')).json()) as SessionResponse;
      await buyByCard(page.request, session.userId, INVESTOR_PRODUCT);
      await buyByCard(page.request, session.userId, DEBT_FUND);
      await visit(page, sweep, '/dashboard', 'populated');
      await expect(page.getByRole('list', { name: 'Upcoming payouts' }).getByRole('listitem').first()).toBeVisible();
      await page.getByRole('button', { name: `Withdraw early: ${INVESTOR_PRODUCT.productName}` }).click();
      await expect(page.getByRole('region', { name: `Withdraw ${INVESTOR_PRODUCT.productName} early` })).toBeVisible();
      await sweep.scan(page, '/dashboard withdrawal open');
      await page.getByRole('button', { name: `Redeem ${DEBT_FUND.productName}` }).click();
      await expect(page.getByRole('button', { name: 'Confirm redemption' })).toBeVisible();
      await sweep.scan(page, '/dashboard redemption confirmation open');
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await sweep.scan(page, '/dashboard menu open, signed in');
      } else {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Account / })
          .click();
        await expect(page.getByRole('banner').getByRole('button', { name: /^Account / })).toHaveAttribute('aria-expanded', 'true');
        await sweep.scan(page, '/dashboard account menu open');
      }

      await visit(page, sweep, '/products', 'holding a product');
      await page.getByRole('button', { name: `Sell ${INVESTOR_PRODUCT.productName}` }).click();
      await expect(page.getByRole('dialog', { name: `Sell ${INVESTOR_PRODUCT.productName}` })).toBeVisible();
      await sweep.scan(page, '/products sell dialog open');
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: `Buy Now ${INVESTOR_PRODUCT.productName}` }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await expectSettled(page);
      await sweep.scan(page, '/payment loaded');
      for (const method of METHODS) {
        await page.getByRole('radio', { name: new RegExp(method.replace('/', '\\/')) }).check();
        await sweep.scan(page, `/payment ${method} selected`);
      }
      await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
      if (await termsAcceptance(page).isVisible()) await termsAcceptance(page).check();
      await page
        .getByRole('region', { name: 'Pay by Debit/Credit Card' })
        .getByRole('button', { name: /^Pay ₹/ })
        .click();
      await expectCheckoutShowing(page, /₹/);
      await sweep.scan(page, '/payment checkout open');
      report(sweep, 'investor', viewport.name);
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
