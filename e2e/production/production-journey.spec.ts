import type { Response } from '@playwright/test';
import type { HealthResponse, PortfolioInvestment, SessionResponse } from '@invest/contracts';
import { acceptTerms, expectCheckoutShowing, payByCardInCheckout } from '../support/checkout.ts';
import { BANK_HOLDER_NAME, BANK_IFSC, freshAccountNumber } from '../support/bank-account.ts';
import { maturityLabel } from '../support/dashboard.ts';
import { aadhaarConsent, freshAadhaar, freshPan, SANDBOX_AADHAAR_OTP } from '../support/kyc.ts';
import { freshPhone, latestOtp } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';
import { recordTyped } from '../support/typed-values.ts';
import { expect, test } from './fixtures.ts';
import { crosses } from '../support/tags.ts';

/**
 * The platform as compose's sandbox profile runs it (NODE_ENV=production, MySQL, the three secrets, ALLOW_SANDBOX=true
 * and the stand-ins; playwright.production.config.ts), driven as a new investor would: what `npm test` runs so that
 * "production cannot sign anyone in" is caught on any machine, Docker or not.
 */

/** API answers about a person: whatever the route, they are never stored by a browser or a proxy. */
const PERSONAL_API = /^\/api\/(?:session|otp|kyc|bank-account|nominee|tds|investments|payments|payouts|portfolio|reports|privacy)(?:\/|$)/;

test(
  'production mode: a new investor signs in by SMS OTP, passes KYC with the Aadhaar OTP, verifies a bank account, pays by card and sees the FD',
  crosses('products', 'onboarding', 'payments', 'dashboard'),
  async ({ page }) => {
    const personalAnswers: Response[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (PERSONAL_API.test(pathname)) personalAnswers.push(response);
    });

    // The API is up on MySQL, in production, and says which outside services are its stand-ins.
    const health = await page.request.get('/api/health');
    expect(health.status()).toBe(200);
    const body = (await health.json()) as HealthResponse;
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect([...body.sandbox].sort()).toEqual(['kyc', 'payments', 'sms']);
    // Production serves no API docs (API_DOCS unset).
    expect((await page.request.get('/api/docs')).status()).toBe(404);
    expect((await page.request.get('/api/docs-json')).status()).toBe(404);

    // The investor picks the 36-month FD on its product page; with no verified account yet, that leads to /kyc.
    const productPage = await page.goto('/fixed-deposits');
    expect(productPage?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await page.getByRole('article', { name: 'Long Term FD' }).getByRole('link', { name: 'Invest Now' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();

    // Aadhaar and PAN, then the phone: the code texted through the SMS stand-in (MSG91's API) signs the browser in.
    const aadhaar = freshAadhaar();
    await page.getByLabel('Aadhaar Number').fill(aadhaar);
    await page.getByLabel('PAN Number').fill(freshPan());
    const phone = freshPhone();
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Enter OTP').fill(await latestOtp(page.request, phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Phone number verified')).toBeVisible();
    const signedIn = await page.request.get('/api/session');
    expect(signedIn.status(), 'the session cookie set in production mode is sent back').toBe(200);
    const session = (await signedIn.json()) as SessionResponse;
    // Production's session cookie: Secure (a browser keeps it over http only from localhost), HttpOnly, SameSite=Lax.
    const cookies = (await page.context().cookies('http://localhost:8080')).filter((cookie) => /^(?:__Host-)?sid$/.test(cookie.name));
    expect(cookies.map(({ name, secure, httpOnly, sameSite }) => ({ name, secure, httpOnly, sameSite }))).toEqual([
      { name: 'sid', secure: true, httpOnly: true, sameSite: 'Lax' },
    ]);
    expect(session).toMatchObject({ phoneMasked: `******${phone.slice(-4)}`, kycStatus: 'not_started' });

    // KYC through the KYC stand-in (Cashfree's API): the Aadhaar OTP step with the stand-in's documented code.
    await aadhaarConsent(page).check();
    await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
    await expectToast(page, 'OTP Sent', 'Enter the OTP sent to your Aadhaar-linked mobile');
    recordTyped('otp', SANDBOX_AADHAAR_OTP);
    await page.getByLabel('Aadhaar OTP').fill(SANDBOX_AADHAAR_OTP);
    await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
    await expectToast(page, 'KYC Verified', 'Your identity has been verified. Next, add the bank account your payouts go to.');

    // Bank Details, proven by the gateway stand-in's penny drop (RazorpayX fund-account validation), then the nominee.
    const accountNumber = freshAccountNumber();
    await page.getByLabel(/^Account number/).fill(accountNumber);
    await page.getByLabel(/^IFSC/).fill(BANK_IFSC);
    await expect(page.getByRole('form', { name: 'Bank account' }).getByText(/State Bank of India/)).toBeVisible();
    await page.getByLabel(/^Account holder name/).fill(BANK_HOLDER_NAME);
    await page.getByRole('button', { name: 'Verify bank account' }).click();
    await expect(page.getByLabel('Bank account on file')).toContainText(`•••• ${accountNumber.slice(-4)}`);
    await page.getByLabel('I do not wish to name a nominee').check();
    await page.getByRole('button', { name: 'Confirm: no nominee' }).click();
    await expectToast(page, 'KYC Complete', 'Your bank account and nominee are on file. Taking you to payment...');

    // /payment books the plan picked on the product page; the card is typed only in the gateway stand-in's checkout.
    await expect(page).toHaveURL(/\/payment$/, { timeout: 10_000 });
    await expect(page.getByRole('status', { name: 'Sandbox payments' })).toBeVisible();
    await expect(page.getByTestId('terms-tenure')).toHaveText('36 months');
    await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
    await acceptTerms(page);
    await page.getByRole('region', { name: 'Pay by Debit/Credit Card' }).getByRole('button', { name: 'Pay ₹1,00,330' }).click();
    await expectCheckoutShowing(page, '₹1,00,330');
    await payByCardInCheckout(page);

    // The dashboard shows the paid investment, read back from MySQL.
    await expect(page.getByText('Payment Successful').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    const row = page.getByRole('row', { name: /Long Term FD/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹1,00,000');
    await expect(row).toContainText('Active');
    await expect(row).toContainText(maturityLabel(36));
    expect(((await (await page.request.get('/api/session')).json()) as SessionResponse).kycStatus).toBe('verified');
    const investments = await page.request.get(`/api/investments/user/${session.userId}`);
    expect(investments.headers()['cache-control']).toBe('no-store');
    expect(((await investments.json()) as PortfolioInvestment[]).map((investment) => investment.productName)).toEqual(['Long Term FD']);

    // Every personal answer the browser got (OTP, session, KYC, investments, payments) said no-store.
    expect(personalAnswers.length).toBeGreaterThanOrEqual(8);
    const stored = personalAnswers.filter((response) => response.headers()['cache-control'] !== 'no-store');
    expect(
      stored.map((response) => `${response.request().method()} ${new URL(response.url()).pathname}: ${response.headers()['cache-control'] ?? '(none)'}`),
    ).toEqual([]);
  },
);
