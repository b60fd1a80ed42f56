import { type Page } from '@playwright/test';
import {
  type AgreementState,
  autoPayValidUntil,
  formatCalendarDate,
  indiaToday,
  PaymentValidationMessage,
  SANDBOX_TEST_VALUES,
  type PortfolioInvestment,
  TERMS_VERSION,
  TermsMessage,
} from '@invest/contracts';
import {
  acceptTerms,
  answerBankInCheckout,
  answerUpiInCheckout,
  checkoutFrame,
  expectCheckoutClosed,
  expectCheckoutShowing,
  payByCardInCheckout,
  payFromInCheckout,
  termsAcceptance,
  testCard,
} from '../support/checkout.ts';
import { addVerifiedBankAccount } from '../support/bank-account.ts';
import { maturityLabel } from '../support/dashboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';

/** Buy Now on /products (the real products remote) stores the selection and opens /payment with the plan's terms. */
async function pickProduct(page: Page, name: string): Promise<void> {
  await page.goto('/products');
  await page.getByRole('link', { name: `Buy Now ${name}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('terms-rate')).toBeVisible();
}

async function expectOnDashboardWith(page: Page, name: string, amount = '₹1,00,000'): Promise<void> {
  await expect(page.getByText('Payment Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(amount);
  await expect(row).toContainText('Active');
}

test(
  "pays by card in the gateway's hosted checkout: no card field on our page, the card typed in the checkout",
  crosses('products', 'payments', 'dashboard'),
  async ({ page }) => {
    await completeKyc(page.request);
    await pickProduct(page, 'Short Term FD');
    await expect(page.getByRole('status', { name: 'Sandbox payments' })).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText('₹1,00,330');
    await expect(page.getByTestId('terms-tenure')).toHaveText('12 months');
    await expect(page.getByTestId('payout-preview')).toContainText('₹1,500 on the 15th of each month for 12 months');

    await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
    const panel = page.getByRole('region', { name: 'Pay by Debit/Credit Card' });
    await expect(panel).toContainText('secure checkout of our payment partner');
    // No card field on our page: the only text our page takes is the amount (a number) and, for UPI, the UPI ID.
    await expect(page.getByTestId('payment-gate').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByLabel(/Card number|CVV|Expiry/)).toHaveCount(0);
    // The first payment: the Terms & Conditions and Risk Disclosure, linked, to accept; Pay alone opens nothing.
    const terms = page.getByTestId('terms-acceptance');
    await expect(terms.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    await expect(terms.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/risk-disclosure');
    await expect(termsAcceptance(page)).not.toBeChecked();
    await panel.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
    await expect(terms.getByRole('alert')).toHaveText(TermsMessage.Required);
    await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
    await acceptTerms(page);
    await panel.getByRole('button', { name: 'Pay ₹1,00,330' }).click();

    await expectCheckoutShowing(page, '₹1,00,330');
    await payByCardInCheckout(page);
    await expectOnDashboardWith(page, 'Short Term FD');
    const agreements = (await (await page.request.get('/api/privacy/agreements')).json()) as AgreementState[];
    expect(agreements.find((agreement) => agreement.type === 'terms-risk')).toMatchObject({ acceptedVersion: TERMS_VERSION, current: true });

    await expect(page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => window.localStorage.getItem('selectedProduct'))).toBeNull();

    // The next payment does not ask again (once the page has read what is on record).
    const agreementsRead = page.waitForResponse((response) => response.url().endsWith('/api/privacy/agreements') && response.ok());
    await pickProduct(page, 'Medium Term FD');
    await agreementsRead;
    await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
    await expect(page.getByRole('region', { name: 'Pay by Debit/Credit Card' }).getByRole('button', { name: 'Pay ₹1,00,330' })).toBeEnabled();
    await expect(page.getByTestId('terms-acceptance')).toHaveCount(0);
  },
);

test(
  'a declined card leaves the investment unpaid and says so; the next attempt pays that same investment',
  crosses('products', 'payments', 'dashboard'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request);
    await pickProduct(page, 'Short Term FD');
    await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
    const pay = page.getByRole('region', { name: 'Pay by Debit/Credit Card' }).getByRole('button', { name: 'Pay ₹1,00,330' });
    await acceptTerms(page);
    await pay.click();
    await payByCardInCheckout(page, testCard(SANDBOX_TEST_VALUES.declinedCardNumber));
    await expectCheckoutClosed(page);
    await expect(page.getByLabel('Payment declined')).toContainText('Your investment has not been paid');
    await expect(page.getByLabel('Payment declined')).toContainText('insufficient funds');
    await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();

    await expect(pay).toBeEnabled();
    // Accepted with the first attempt: the retry does not ask again.
    await expect(page.getByTestId('terms-acceptance')).toHaveCount(0);
    await pay.click();
    await payByCardInCheckout(page);
    await expectOnDashboardWith(page, 'Short Term FD');
    const investments = (await (await page.request.get(`/api/investments/user/${session.userId}`)).json()) as PortfolioInvestment[];
    expect(investments.filter((investment) => investment.productName === 'Short Term FD')).toHaveLength(1);
  },
);

test(
  'pays a lump sum by one-time UPI: validate the own UPI ID, approve the payment in the checkout, no mandate',
  crosses('products', 'payments', 'dashboard'),
  async ({ page }) => {
    await completeKyc(page.request);
    await pickProduct(page, 'Medium Term FD');
    await page.getByRole('radio', { name: /UPI/ }).check();
    const pay = page.getByRole('button', { name: 'Pay ₹1,00,330' });
    await expect(pay).toBeDisabled();
    // Someone else's UPI ID (the bank holds it in another name) is refused before any order, under the field.
    await page.getByLabel(/^UPI ID/).fill(SANDBOX_TEST_VALUES.otherPersonUpiId);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText(PaymentValidationMessage.UpiNotOwn)).toBeVisible();
    await expect(page.getByText(/^UPI ID verified:/)).toHaveCount(0);
    await expect(pay).toBeDisabled();

    await page.getByLabel(/^UPI ID/).fill(SANDBOX_TEST_VALUES.approvedUpiId);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText(`UPI ID verified: ${SANDBOX_TEST_VALUES.approvedUpiName}`)).toBeVisible();
    await expect(page.getByLabel('AutoPay mandate')).toHaveCount(0);
    await expect(page.getByText('A one-time payment: no AutoPay mandate is set up.')).toBeVisible();
    await acceptTerms(page);
    await pay.dblclick();

    await expectCheckoutShowing(page, `Approve the request sent to ${SANDBOX_TEST_VALUES.approvedUpiId}`);
    await expect(checkoutFrame(page).locator('body')).not.toContainText('AutoPay mandate');
    await answerUpiInCheckout(page, 'Approve');
    await expectOnDashboardWith(page, 'Medium Term FD');
    // One purchase, however many clicks: one investment and one fee transaction.
    await expect(page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')).toHaveCount(2);
  },
);

test(
  'a monthly SIP by UPI AutoPay: the mandate on our page is the one the checkout sets up, the same dates (India time)',
  crosses('products', 'onboarding', 'payments', 'dashboard'),
  async ({ page }) => {
    await completeKyc(page.request);
    await page.goto('/mutual-funds');
    await page.getByRole('link', { name: 'Start SIP in Debt Fund' }).click();
    // The SIP is stored as the selection on the way to /kyc (this investor's nominee step is still open there).
    await expect(page).toHaveURL(/\/kyc$/);
    await page.goto('/payment');
    await expect(page.getByText('Debt Fund', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: /UPI/ }).check();
    await acceptTerms(page);
    await page.getByLabel(/^UPI ID/).fill(SANDBOX_TEST_VALUES.approvedUpiId);
    await page.getByRole('button', { name: 'Validate' }).click();
    const mandate = page.getByLabel('AutoPay mandate');
    const validUntil = mandate.locator('dt:text-is("Valid until") + dd');
    // Before the order: the India day the API sets the mandate up to (the same function, from India's today).
    const preview = await validUntil.innerText();
    expect(preview).toBe(formatCalendarDate(autoPayValidUntil(indiaToday())));

    await mandate.getByRole('button', { name: 'Set up AutoPay' }).click();
    // Once AutoPay is set up the payment continues by itself and the gateway's checkout opens.
    await expectCheckoutShowing(page, 'AutoPay mandate');
    const checkoutText = await checkoutFrame(page).locator('.mandate').innerText();
    const inCheckout = /valid until (\d{2} \w{3} \d{4})/.exec(checkoutText)?.[1];
    // With the order open, the page shows the server's own terms: the same day, written the same way.
    await expect(validUntil).toHaveText(preview);
    expect(inCheckout).toBe(preview);
    const maximum = (await mandate.locator('dt:text-is("Maximum amount") + dd').innerText()).replace(' per debit', '');
    expect(checkoutText).toContain(`debits of up to ${maximum} each`);

    await answerUpiInCheckout(page, 'Approve AutoPay');
    await expect(page.getByText('Payment Successful').first()).toBeVisible();
  },
);

test('a UPI payment the bank declines says so, and leaves the investment unpaid', crosses('products', 'payments', 'dashboard'), async ({ page }) => {
  await completeKyc(page.request);
  await pickProduct(page, 'Long Term FD');
  await page.getByRole('radio', { name: /UPI/ }).check();
  await page.getByLabel(/^UPI ID/).fill(SANDBOX_TEST_VALUES.declinedUpiId);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText(/^UPI ID verified:/)).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
  await answerUpiInCheckout(page, 'Approve');
  await expectCheckoutClosed(page);
  await expect(page.getByLabel('Payment declined')).toContainText('Your investment has not been paid');
  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /Long Term FD/ }).filter({ hasText: 'Active' })).toHaveCount(0);
});

test(
  "net banking only from the investor's own verified account: from another it is refused and stays unpaid, from their own it pays",
  crosses('products', 'payments', 'dashboard'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request, { bankAccount: false });
    const account = await addVerifiedBankAccount(page.request);
    await pickProduct(page, 'Short Term FD');
    await page.getByRole('radio', { name: /Net Banking/ }).check();
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption('HDFC');
    await acceptTerms(page);
    const pay = page.getByRole('button', { name: 'Pay ₹1,00,330' });
    await pay.click();
    // The order names the verified account: the bank's page pays from it unless the tester picks another.
    await expectCheckoutShowing(page, `Your registered account •••• ${account.last4}`);
    await payFromInCheckout(page, SANDBOX_TEST_VALUES.otherBankAccountNumber);
    await answerBankInCheckout(page, SANDBOX_TEST_VALUES.netBankingSuccessButton);
    await expectCheckoutClosed(page);
    await expect(page.getByLabel('Payment declined')).toContainText(PaymentValidationMessage.NotOwnAccount);
    await expect(page.getByLabel('Payment declined')).toContainText('Your investment has not been paid');
    const unpaid = (await (await page.request.get(`/api/investments/user/${session.userId}`)).json()) as PortfolioInvestment[];
    expect(unpaid.filter((investment) => investment.productName === 'Short Term FD' && investment.status === 'active')).toHaveLength(0);

    // The investor pays again, from their own account (the default): the same investment is paid.
    await expect(pay).toBeEnabled();
    await pay.click();
    await expectCheckoutShowing(page, `Your registered account •••• ${account.last4}`);
    await answerBankInCheckout(page, SANDBOX_TEST_VALUES.netBankingSuccessButton);
    await expectOnDashboardWith(page, 'Short Term FD');
    const investments = (await (await page.request.get(`/api/investments/user/${session.userId}`)).json()) as PortfolioInvestment[];
    expect(investments.filter((investment) => investment.productName === 'Short Term FD')).toHaveLength(1);
  },
);

test(
  'the 36-month FD keeps 36 months from its product page through payment to the dashboard',
  crosses('products', 'onboarding', 'payments', 'dashboard'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request);
    await page.goto('/fixed-deposits');
    await page.getByRole('article', { name: 'Long Term FD' }).getByRole('link', { name: 'Invest Now' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null') as unknown)).toMatchObject({
      planId: 'plan.fixed-deposits.long-term-fd',
      name: 'Long Term FD',
      duration: 36,
    });

    await page.goto('/payment');
    await expect(page.getByTestId('terms-tenure')).toHaveText('36 months');
    await expect(page.getByTestId('summary-duration')).toHaveText('36 months');
    await expect(page.getByTestId('terms-rate')).toHaveText('22% p.a.');
    await expect(page.getByTestId('terms-amount-range')).toContainText('Minimum ₹50,000');
    // The preview is this plan's, worked out as it is booked: 1.83% a month for 36 months, the principal at maturity.
    await expect(page.getByTestId('payout-preview')).toContainText('At 1.83% a month, ₹1,00,000 pays ₹1,830 on the 15th of each month for 36 months');
    await expect(page.getByTestId('payout-preview')).toContainText('₹1,01,830 with the last month');
    await page.getByRole('radio', { name: /Net Banking/ }).check();
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption('HDFC');
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
    await expectCheckoutShowing(page, 'HDFC');
    await answerBankInCheckout(page, SANDBOX_TEST_VALUES.netBankingSuccessButton);

    await expectOnDashboardWith(page, 'Long Term FD');
    await expect(page.getByRole('row', { name: /Long Term FD/ })).toContainText(maturityLabel(36));
    const investments = (await (await page.request.get(`/api/investments/user/${session.userId}`)).json()) as PortfolioInvestment[];
    expect(investments.find((investment) => investment.productName === 'Long Term FD')).toMatchObject({ durationMonths: 36, returnRate: 22 });
  },
);

test('cash opens a WhatsApp message and processes nothing online', crosses('products', 'payments'), async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await completeKyc(page.request);
  await pickProduct(page, 'Short Term FD');
  await page.getByRole('radio', { name: /Cash/ }).check();
  await page.getByRole('button', { name: 'Continue on WhatsApp' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.' })).toBeVisible();

  await page.getByLabel(/^Investment amount/).fill('500000');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) posts.push(request.url());
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue on WhatsApp' }).click()]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.origin).toBe('https://wa.me');
  expect(url.searchParams.get('text')).toContain('₹5,00,000 in Short Term FD');
  expect(posts).toEqual([]);
});

test('a visitor in demo mode is stopped by the server: Registration Required, then /kyc', crosses('products', 'payments', 'onboarding'), async ({ page }) => {
  await pickProduct(page, 'Short Term FD');
  await expect(page.getByRole('radio', { name: /Net Banking/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Enable Demo Mode' }).click();
  await page.getByRole('radio', { name: /Net Banking/ }).check();
  await page.getByRole('combobox', { name: /^Bank/ }).selectOption('HDFC');
  await page.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
  await expect(page.getByText('Registration Required', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Please register or login to create investments.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kyc$/, { timeout: 10_000 });
});
