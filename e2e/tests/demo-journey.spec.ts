import { expect, test } from '../support/fixtures.ts';
import { expectProgress, signUpForDemo } from '../support/demo.ts';
import { expectToast } from '../support/toast.ts';
import { crosses } from '../support/tags.ts';

/** Label → value of a <dl> block ("Total Returns" → "₹9,000"). */
function fact(scope: import('@playwright/test').Locator, label: string) {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test('the demo runs from sign-up to Restart Demo with the spec figures, steps and toasts', crosses('shell', 'demo'), async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Try the Demo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Sign Up', 'Choose a Product', 'Complete KYC', 'Make a Payment', 'View Dashboard']);
  await expect(page.getByRole('link', { name: 'Browse Real Products' })).toHaveAttribute('href', '/products');

  // Sign-up: empty fields → the spec toast, no account.
  await page.getByRole('button', { name: 'Start Demo Journey' }).click();
  await expectToast(page, 'All fields required', 'Please fill in all fields to start the demo');
  await expect(page).toHaveURL(/\/demo$/);

  await signUpForDemo(page);
  await expectToast(page, 'Demo Account Created!', 'Welcome to your demo experience');
  expect(await page.evaluate(() => [sessionStorage.getItem('demo-mode'), sessionStorage.getItem('demo-user-id')?.length])).toEqual(['true', 36]);

  // Step 1: products and projections.
  await expectProgress(page, 25);
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('article', { name: 'FD Premium' }).getByRole('button', { name: 'Select Product' }).click();
  await expect(page.getByText('Range: ₹10,000 - ₹50,00,000')).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed to KYC Verification' });
  await expect(proceed).toBeDisabled();
  await page.getByLabel(/^Investment Amount/).fill('50000');
  await page.getByLabel(/^Duration \(months\)/).fill('12');
  const projected = page.getByRole('region', { name: 'Projected Returns' });
  await expect(fact(projected, 'Investment Amount')).toHaveText('₹50,000');
  await expect(fact(projected, 'Total Returns')).toHaveText('₹9,000');
  await expect(fact(projected, 'Maturity Amount')).toHaveText('₹59,000');
  await expect(fact(projected, 'Monthly Payout')).toHaveText('₹750');
  await proceed.click();
  await expectToast(page, 'Product Selected!', 'Proceeding with FD Premium investment');

  // Step 2: KYC, three sub-steps of 2 s each.
  await expect(page).toHaveURL(/\/demo\/kyc$/);
  await expectProgress(page, 50);
  await expect(page.getByLabel('Aadhaar Verification: In Progress')).toBeVisible();
  await expect(page.getByLabel('PAN Verification: Pending')).toBeVisible();
  await expect(page.getByLabel('Aadhaar Number')).toBeDisabled();
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  await expectToast(page, 'Verification Successful!', 'Step 1 completed');
  await expect(page.getByLabel('Aadhaar Verification: Verified')).toBeVisible();
  await expect(page.getByLabel('PAN Verification: In Progress')).toBeVisible();
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expectToast(page, 'Verification Successful!', 'Step 2 completed');
  await expect(page.getByLabel('Mobile OTP: In Progress')).toBeVisible();
  await page.getByRole('button', { name: 'Complete KYC & Proceed' }).click();
  await expectToast(page, 'KYC Completed!', 'Your identity has been verified successfully');

  // Step 3: payment.
  await expect(page).toHaveURL(/\/demo\/payment$/);
  await expectProgress(page, 75);
  const summary = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Investment Summary' }) })
    .last();
  await expect(fact(summary, 'Expected Return')).toHaveText('18% p.a.');
  await expect(fact(summary, 'Projected Total Return')).toHaveText('₹9,000');
  await expect(fact(summary, 'Maturity Amount')).toHaveText('₹59,000');
  const pay = page.getByRole('button', { name: 'Proceed with Payment' });
  await expect(pay).toBeDisabled();
  await page.getByRole('radio', { name: /UPI Payment/ }).check();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Processing Your Payment' })).toBeVisible();
  await expect(page.getByText('Creating your investment...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expectToast(page, 'Investment Successful!', 'Your demo investment has been created');
  await expect(page.getByRole('button', { name: 'View Your Dashboard' })).toBeVisible();

  // Step 4: dashboard, reached by itself after 3 s.
  await expect(page).toHaveURL(/\/demo\/dashboard$/, { timeout: 6000 });
  await expectProgress(page, 100);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya!' })).toBeVisible();
  await expectToast(page, 'Welcome to Your Demo Dashboard!', 'This is your complete investment portfolio view');
  await expect(page.getByText('Demo Mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Real Products' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('region', { name: 'Total Invested' })).toContainText('₹50,000');
  // Day 0: the value grows only with time elapsed, so nothing is gained yet.
  await expect(page.getByRole('region', { name: 'Current Value' })).toContainText('₹50,000');
  await expect(page.getByRole('region', { name: 'Total Gains' })).toContainText('₹0');
  await expect(page.getByRole('region', { name: 'Total Gains' })).toContainText('+0.0%');
  await expect(page.getByRole('region', { name: 'Active Investments' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Active Investments' })).toContainText('18.0% avg. return');
  const investment = page.getByRole('listitem', { name: 'FD Premium', exact: true });
  await expect(investment).toContainText('Fixed Deposit');
  await expect(investment).toContainText('Invested: ₹50,000');
  await expect(investment).toContainText('Current Value: ₹50,000');
  await expect(investment).toContainText('At maturity: ₹59,000');
  await expect(investment.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('-₹50,000');
  await expect(page.getByRole('listitem', { name: 'FD Premium share' })).toContainText('100%');
  await expect(page.getByRole('link', { name: 'Start Real Investing' })).toHaveAttribute('href', '/products');

  await page.getByRole('button', { name: 'Restart Demo' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  expect(await page.evaluate(() => [sessionStorage.getItem('demo-user-id'), sessionStorage.getItem('demo-mode')])).toEqual([null, null]);
});
