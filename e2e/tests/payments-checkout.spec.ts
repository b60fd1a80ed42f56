import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { completeKyc } from '../support/kyc.ts';

/** Buy Now on /products (the real products remote) stores the selection and opens /payment. */
async function pickProduct(page: Page, name: string): Promise<void> {
  await page.goto('/products');
  await page.getByRole('button', { name: `Buy Now ${name}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

async function expectOnDashboardWith(page: Page, name: string): Promise<void> {
  await expect(page.getByText('Payment Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('₹1,00,000');
  await expect(row).toContainText('Active');
}

test('a verified investor picks a fixed deposit, pays by UPI (validate, AutoPay, pay) and sees it on the dashboard', async ({ page }) => {
  await completeKyc(page.request);
  await pickProduct(page, 'Flexi FD');
  await expect(page.getByTestId('summary-total')).toHaveText('₹1,00,330');

  await page.getByRole('radio', { name: /UPI/ }).check();
  const pay = page.getByRole('button', { name: 'Pay ₹1,00,330' });
  await expect(pay).toBeDisabled();
  await page.getByLabel(/^UPI ID/).fill('asha.rao@okaxis');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('UPI ID verified: Asha Rao')).toBeVisible();
  await expect(page.getByLabel('AutoPay mandate')).toContainText('cancel this mandate at any time');
  await page.getByRole('button', { name: 'Set up AutoPay' }).click();
  await expect(page.getByText('AutoPay is set up.')).toBeVisible();
  await pay.dblclick();

  await expectOnDashboardWith(page, 'Flexi FD');
  // One purchase, however many clicks: one investment and one fee transaction.
  await expect(page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => window.localStorage.getItem('selectedProduct'))).toBeNull();
});

test('the same by card; a declined card first leaves the investment unpaid and says so', async ({ page }) => {
  await completeKyc(page.request);
  await pickProduct(page, 'Regular FD');
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
  const number = page.getByLabel(/^Card number/);
  await number.fill(SANDBOX_TEST_VALUES.declinedCardNumber);
  await expect(number).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^CVV/).fill('123');
  await page.getByLabel(/^Card holder name/).fill('Asha Rao');
  await page.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
  await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Payment declined')).toContainText('Your investment has not been paid');

  await number.fill(SANDBOX_TEST_VALUES.approvedCardNumber);
  await page.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
  await expectOnDashboardWith(page, 'Regular FD');
});

test('cash opens a WhatsApp message and processes nothing online', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await completeKyc(page.request);
  await pickProduct(page, 'Flexi FD');
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
  expect(url.searchParams.get('text')).toContain('₹5,00,000 in Flexi FD');
  expect(posts).toEqual([]);
});

test('a visitor in demo mode is stopped by the server: Registration Required, then /kyc', async ({ page }) => {
  await pickProduct(page, 'Flexi FD');
  await expect(page.getByRole('radio', { name: /Net Banking/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Enable Demo Mode' }).click();
  await page.getByRole('radio', { name: /Net Banking/ }).check();
  await page.getByRole('combobox').selectOption('HDFC');
  await page.getByRole('button', { name: 'Pay ₹1,00,330' }).click();
  await expect(page.getByText('Registration Required', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Please register or login to create investments.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kyc$/, { timeout: 10_000 });
});
