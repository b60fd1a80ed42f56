import type { SessionResponse } from '@invest/contracts';
import { navPublishingInstant, resetApiClock, setApiClock } from '../support/api-clock.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { expectCheckoutShowing, termsAcceptance } from '../support/checkout.ts';
import { buyByCard } from '../support/dashboard.ts';
import { addBankAccount, confirmAadhaarOtp, declineNominee, requestAadhaarOtp, signInOnKycPage } from '../support/investor-journey.ts';
import { aadhaarConsent } from '../support/kyc.ts';
import { expect, INVESTOR_PRODUCT, test } from '../support/route-states.ts';
import { report, visit } from '../support/state-sweep.ts';
import { crosses, EVERY_PART } from '../support/tags.ts';
import { isRemoteTarget } from '../support/target.ts';

/**
 * axe (WCAG 2.1 A + AA) on the investor's states a route sweep never reaches (a11y-routes scans each route as it
 * loads): every KYC step; the populated dashboard with its withdrawal and redemption confirmations and the bank-account
 * change; the payment page with each method selected and the gateway's checkout open (its frame is scanned with our
 * page). At desktop and phone width; the test lists every violation with the state it was found in. On a weekend it
 * moves the API's clock, so it runs alone (support/exclusive.ts); a visitor's states are a11y-visitor-states.spec.ts'.
 */

/** A mutual fund the investor holds too, so the dashboard offers its redemption. */
const DEBT_FUND = { planId: 'plan.mutual-funds.debt-fund.lumpsum', productName: 'Debt Fund', amount: 25_000 };

const METHODS = ['Debit/Credit Card', 'UPI', 'Net Banking', 'Cash'] as const;

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';
  test.describe(`WCAG 2.1 AA in every state (${viewport.name})`, () => {
    test.afterEach(async () => {
      if (!isRemoteTarget()) await resetApiClock();
    });

    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // A sweep of many axe runs, a few seconds each on a slow CI machine: the default minute was once not enough.
    test.describe.configure({ timeout: 120_000 });

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
  });
}
