import { expect, type Page } from '@playwright/test';
import { BANK_HOLDER_NAME, BANK_IFSC, freshAccountNumber } from './bank-account.ts';
import { acceptTerms, expectCheckoutShowing, payByCardInCheckout } from './checkout.ts';
import { maturityLabel } from './dashboard.ts';
import { aadhaarConsent, freshAadhaar, freshPan, SANDBOX_AADHAAR_OTP } from './kyc.ts';
import { freshPhone, latestOtp } from './session.ts';
import { expectToast } from './toast.ts';
import { recordTyped } from './typed-values.ts';

/**
 * A new investor's whole way in, step by step, as the production-mode and the compose journeys take it: the 36-month
 * FD from its product page, sign-in by SMS OTP on the KYC page, the Aadhaar OTP, a bank account proven by penny drop,
 * no nominee, a card payment in the gateway stand-in's checkout, and the FD on the dashboard.
 */

/** From the product page to /kyc (no verified account yet). */
export async function pickLongTermFd(page: Page): Promise<void> {
  await page.getByRole('article', { name: 'Long Term FD' }).getByRole('link', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
}

/** Aadhaar, PAN and the phone, signed in by the code texted through the SMS stand-in; answers the phone. */
export async function signInOnKycPage(page: Page): Promise<string> {
  await page.getByLabel('Aadhaar Number').fill(freshAadhaar());
  await page.getByLabel('PAN Number').fill(freshPan());
  const phone = freshPhone();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();
  return phone;
}

/** The UIDAI consent ticked, then the details sent: the KYC stand-in (Cashfree's API) texts the Aadhaar OTP. */
export async function requestAadhaarOtp(page: Page): Promise<void> {
  await aadhaarConsent(page).check();
  await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
  await expectToast(page, 'OTP Sent', 'Enter the OTP sent to your Aadhaar-linked mobile');
}

/** The Aadhaar OTP step answered with the stand-in's documented code: KYC verified. */
export async function confirmAadhaarOtp(page: Page): Promise<void> {
  recordTyped('otp', SANDBOX_AADHAAR_OTP);
  await page.getByLabel('Aadhaar OTP').fill(SANDBOX_AADHAAR_OTP);
  await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
  await expectToast(page, 'KYC Verified', 'Your identity has been verified. Next, add the bank account your payouts go to.');
}

/**
 * KYC through the KYC stand-in (Cashfree's API): the UIDAI consent ticked, then the Aadhaar OTP step with the
 * stand-in's documented code.
 */
export async function completeKycWithAadhaarOtp(page: Page): Promise<void> {
  await requestAadhaarOtp(page);
  await confirmAadhaarOtp(page);
}

/** Bank Details, proven by the gateway stand-in's penny drop (RazorpayX fund-account validation). */
export async function addBankAccount(page: Page): Promise<void> {
  const accountNumber = freshAccountNumber();
  await page.getByLabel(/^Account number/).fill(accountNumber);
  await page.getByLabel(/^IFSC/).fill(BANK_IFSC);
  await expect(page.getByRole('form', { name: 'Bank account' }).getByText(/State Bank of India/)).toBeVisible();
  await page.getByLabel(/^Account holder name/).fill(BANK_HOLDER_NAME);
  await page.getByRole('button', { name: 'Verify bank account' }).click();
  await expect(page.getByLabel('Bank account on file')).toContainText(`•••• ${accountNumber.slice(-4)}`);
}

/** The nominee step: no nominee, confirmed. */
export async function declineNominee(page: Page): Promise<void> {
  await page.getByLabel('I do not wish to name a nominee').check();
  await page.getByRole('button', { name: 'Confirm: no nominee' }).click();
  await expectToast(page, 'KYC Complete', 'Your bank account and nominee are on file. Taking you to payment...');
}

/** Bank Details, proven by the gateway stand-in's penny drop (RazorpayX fund-account validation), then no nominee. */
export async function addBankAccountWithoutNominee(page: Page): Promise<void> {
  await addBankAccount(page);
  await declineNominee(page);
}

/**
 * /payment books the plan picked on the product page, the first payment after accepting the terms and risk disclosure;
 * the card is typed only in the gateway stand-in's checkout.
 */
export async function payLongTermFdByCard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment$/, { timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Sandbox payments' })).toBeVisible();
  await expect(page.getByTestId('terms-tenure')).toHaveText('36 months');
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
  await acceptTerms(page);
  await page.getByRole('region', { name: 'Pay by Debit/Credit Card' }).getByRole('button', { name: 'Pay ₹1,00,330' }).click();
  await expectCheckoutShowing(page, '₹1,00,330');
  await payByCardInCheckout(page);
  await expect(page.getByText('Payment Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

/** The dashboard's one row for the paid FD, read back from the database. */
export async function expectLongTermFdOnDashboard(page: Page): Promise<void> {
  const row = page.getByRole('row', { name: /Long Term FD/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹1,00,000');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(maturityLabel(36));
}
