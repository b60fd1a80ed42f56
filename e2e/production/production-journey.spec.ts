import type { Response } from '@playwright/test';
import type { HealthResponse, PortfolioInvestment, SessionResponse } from '@invest/contracts';
import {
  addBankAccountWithoutNominee,
  completeKycWithAadhaarOtp,
  expectLongTermFdOnDashboard,
  payLongTermFdByCard,
  pickLongTermFd,
  signInOnKycPage,
} from '../support/investor-journey.ts';
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
    await pickLongTermFd(page);

    // Aadhaar and PAN, then the phone: the code texted through the SMS stand-in (MSG91's API) signs the browser in.
    const phone = await signInOnKycPage(page);
    const signedIn = await page.request.get('/api/session');
    expect(signedIn.status(), 'the session cookie set in production mode is sent back').toBe(200);
    const session = (await signedIn.json()) as SessionResponse;
    // Production's session cookie: Secure (a browser keeps it over http only from localhost), HttpOnly, SameSite=Lax.
    const cookies = (await page.context().cookies('http://localhost:8080')).filter((cookie) => /^(?:__Host-)?sid$/.test(cookie.name));
    expect(cookies.map(({ name, secure, httpOnly, sameSite }) => ({ name, secure, httpOnly, sameSite }))).toEqual([
      { name: 'sid', secure: true, httpOnly: true, sameSite: 'Lax' },
    ]);
    expect(session).toMatchObject({ phoneMasked: `******${phone.slice(-4)}`, kycStatus: 'not_started' });

    await completeKycWithAadhaarOtp(page);
    await addBankAccountWithoutNominee(page);
    await payLongTermFdByCard(page);

    // The dashboard shows the paid investment, read back from MySQL.
    await expectLongTermFdOnDashboard(page);
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
