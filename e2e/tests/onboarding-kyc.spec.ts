import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { AADHAAR_CONSENT_TEXT, AADHAAR_CONSENT_VERSION, type AgreementState, type KycStatusResponse, type SessionResponse } from '@invest/contracts';
import { BANK_HOLDER_NAME, BANK_IFSC, freshAccountNumber } from '../support/bank-account.ts';
import { SANDBOX_IDENTITY_TEST_VALUES as SANDBOX } from '@invest/contracts';
import { KycErrorMessage } from '../../services/api/src/modules/kyc/kyc-messages.ts';
import { resetApiClock, setApiClock } from '../support/api-clock.ts';
import {
  aadhaarConsent,
  completeKyc,
  freshAadhaar,
  freshPan,
  SAMPLE_PAN,
  SANDBOX_AADHAAR_OTP,
  SANDBOX_FAILING_AADHAAR,
  SANDBOX_FAILING_PAN,
} from '../support/kyc.ts';
import { localPlatformOnly } from '../support/target.ts';
import { recordTyped } from '../support/typed-values.ts';
import { csrfHeaders, freshPhone, latestOtp, verifyPhoneInPage } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';
import { crosses } from '../support/tags.ts';

/** Verifies the phone in the KYC form (signs the browser in) and waits for the form to say so. */
async function verifyPhoneInForm(page: Page): Promise<string> {
  const phone = await verifyPhoneInPage(page);
  await expect(page.getByText('Phone number verified')).toBeVisible();
  return phone;
}

const statusRow = (page: Page, label: string) => page.getByTestId(`status-${label}`);

/** The identity form's inputs (a refusal's message is inside the label too, so match the label's start). */
const aadhaarInput = (page: Page) => page.getByRole('textbox', { name: /^Aadhaar Number/ });
const panInput = (page: Page) => page.getByRole('textbox', { name: /^PAN Number/ });
const otpInput = (page: Page) => page.getByRole('textbox', { name: /^Aadhaar OTP/ });

/** The input shows `message` under it, announced as its description, and is marked invalid. */
async function expectFieldError(input: ReturnType<typeof aadhaarInput>, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(input: ReturnType<typeof aadhaarInput>): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('');
}

/** Types the details and submits them. */
async function submitDetails(page: Page, aadhaar: string, pan: string): Promise<void> {
  await aadhaarInput(page).fill(aadhaar);
  await panInput(page).fill(pan);
  // The UIDAI consent: ticked once, it stays ticked for the next attempt.
  await aadhaarConsent(page).check();
  await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
}

async function expectBadges(page: Page, badge: string): Promise<void> {
  for (const label of ['Aadhaar', 'PAN']) await expect(statusRow(page, label).getByText(badge, { exact: true })).toBeVisible();
}

test.describe('/kyc', crosses('onboarding'), () => {
  test('a new visitor goes from /kyc through identity, bank account and nominee to /payment', crosses('payments'), async ({ page }) => {
    await page.goto('/kyc');
    await expect(page.getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'KYC steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    for (const label of ['Aadhaar', 'PAN', 'Mobile OTP']) await expect(statusRow(page, label).getByText('Not Started')).toBeVisible();

    const aadhaar = freshAadhaar();
    await page.getByLabel('Aadhaar Number').pressSequentially(aadhaar.replace(/ /g, ''));
    await expect(page.getByLabel('Aadhaar Number')).toHaveValue(aadhaar);
    const pan = freshPan();
    await page.getByLabel('PAN Number').pressSequentially(pan.toLowerCase());
    await expect(page.getByLabel('PAN Number')).toHaveValue(pan);
    await verifyPhoneInForm(page);
    await expect(statusRow(page, 'Mobile OTP').getByText('Verified')).toBeVisible();

    // The Aadhaar consent: its text, an unticked box, and no Aadhaar OTP to ask for until it is ticked.
    const consentBox = page.getByTestId('aadhaar-consent');
    await expect(consentBox.getByRole('heading', { name: 'Your consent to use Aadhaar' })).toBeVisible();
    for (const line of AADHAAR_CONSENT_TEXT) await expect(consentBox.getByText(line)).toBeVisible();
    await expect(aadhaarConsent(page)).not.toBeChecked();
    const submit = page.getByRole('button', { name: 'Complete KYC Verification' });
    await expect(submit).toBeDisabled();
    await aadhaarConsent(page).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    // The KYC provider texts an OTP to the Aadhaar-linked mobile: the stand-in's is documented.
    await expectToast(page, 'OTP Sent', 'Enter the OTP sent to your Aadhaar-linked mobile');
    await expect(page.getByRole('group').getByText('Enter the OTP sent to your Aadhaar-linked mobile')).toBeVisible();
    recordTyped('otp', SANDBOX_AADHAAR_OTP);
    await page.getByLabel('Aadhaar OTP').fill(SANDBOX_AADHAAR_OTP);
    await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
    await expectToast(page, 'KYC Verified', 'Your identity has been verified. Next, add the bank account your payouts go to.');
    // The form gives way to what is on file, masked, and the next step.
    const identity = page.getByLabel('Verified identity');
    await expect(identity).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await expect(identity).toContainText(`${pan.slice(0, 5)}XXXX${pan.slice(-1)}`);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');

    // Bank Details: the gateway's ₹1 penny drop confirms the account in the KYC name.
    const accountNumber = freshAccountNumber();
    await page.getByLabel(/^Account number/).fill(accountNumber);
    await page.getByLabel(/^IFSC/).fill(BANK_IFSC);
    await page.getByLabel(/^Account holder name/).fill(BANK_HOLDER_NAME);
    await page.getByRole('button', { name: 'Verify bank account' }).click();
    await expect(page.getByLabel('Bank account on file')).toContainText(`•••• ${accountNumber.slice(-4)}`);
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');

    // Nominee: an explicit opt-out is a choice too.
    await page.getByLabel('I do not wish to name a nominee').check();
    await page.getByRole('button', { name: 'Confirm: no nominee' }).click();
    await expectToast(page, 'KYC Complete', 'Your bank account and nominee are on file. Taking you to payment...');
    await expect(page).toHaveURL(/\/payment$/, { timeout: 10_000 });

    const session = (await (await page.request.get('/api/session')).json()) as SessionResponse;
    expect(session.kycStatus).toBe('verified');
    // The consent is on record with the version of the text shown.
    const agreements = (await (await page.request.get('/api/privacy/agreements')).json()) as AgreementState[];
    expect(agreements.find((agreement) => agreement.type === 'aadhaar-ekyc')).toMatchObject({ acceptedVersion: AADHAAR_CONSENT_VERSION, current: true });
    const flags = await page.evaluate(() => [localStorage.getItem('demo_authenticated'), localStorage.getItem('demo_kyc_status')]);
    expect(flags).toEqual(['true', JSON.stringify({ kycStatus: 'verified' })]);
  });

  test('every validation message of product §5 shows for its input, and nothing is sent', async ({ page }) => {
    await page.goto('/kyc');
    await page.getByLabel('Phone Number').fill('98765');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'Invalid Phone Number', 'Please enter a valid 10-digit phone number.');

    await page.getByLabel('Phone Number').fill('');
    await aadhaarConsent(page).check();
    await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in Aadhaar, PAN, and phone numbers.');

    await page.getByLabel('Aadhaar Number').fill(freshAadhaar());
    await page.getByLabel('PAN Number').fill(SAMPLE_PAN);
    await page.getByLabel('Phone Number').fill(freshPhone());
    await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
    await expectToast(page, 'Phone Verification Required', 'Please verify your phone number with OTP first.');

    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Enter OTP').pressSequentially('12a45');
    await expect(page.getByLabel('Enter OTP')).toHaveValue('1245');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, 'Invalid OTP', 'Please enter the complete 6-digit OTP.');
    expect((await page.request.get('/api/session')).status()).toBe(401);
  });

  test('a wrong OTP and a registry refusal show the spec failures, and the statuses turn failed', async ({ page }) => {
    await page.goto('/kyc');
    const phone = freshPhone();
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await latestOtp(page.request, phone);
    await page.getByLabel('Enter OTP').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Verification Failed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Invalid or expired OTP. Please check the code or request a new OTP.').first()).toBeVisible();

    await page.getByLabel('Enter OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Phone number verified')).toBeVisible();
    await page.getByLabel('Aadhaar Number').fill(SANDBOX_FAILING_AADHAAR);
    await page.getByLabel('PAN Number').fill(SAMPLE_PAN);
    await aadhaarConsent(page).check();
    await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
    await expectToast(page, 'Verification Failed', 'Please check your details and try again.');
    await expect(statusRow(page, 'Aadhaar').getByText('Failed')).toBeVisible();
    await expect(statusRow(page, 'PAN').getByText('Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/kyc$/);
    expect(await page.evaluate(() => localStorage.getItem('demo_kyc_status'))).toBe(JSON.stringify({ kycStatus: 'failed' }));

    // A bad check digit never passes either.
    await page.getByLabel('Aadhaar Number').fill('2341 2341 2347');
    await page.getByRole('button', { name: 'Complete KYC Verification' }).click();
    await expectToast(page, 'Verification Failed', 'Please check your details and try again.');
    expect(((await (await page.request.get('/api/session')).json()) as SessionResponse).kycStatus).toBe('failed');
  });
});

test.describe('/kyc: errors a person can act on', crosses('onboarding'), () => {
  test.afterEach(async () => {
    await resetApiClock();
  });

  test('each refusal shows under the field it names with what to fix, and a new attempt resets the badges', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/kyc');
    await verifyPhoneInForm(page);

    // A mistyped digit (the check digit does not match): under Aadhaar only.
    await submitDetails(page, '2341 2341 2347', freshPan());
    await expectToast(page, 'Verification Failed', 'Please check your details and try again.');
    await expectFieldError(aadhaarInput(page), KycErrorMessage.AadhaarChecksum);
    await expectNoFieldError(panInput(page));
    await expectBadges(page, 'Failed');

    // A malformed PAN: under PAN only; the Aadhaar's earlier message is gone.
    await submitDetails(page, freshAadhaar(), 'ABCCE1234F');
    await expectFieldError(panInput(page), KycErrorMessage.Pan);
    await expectNoFieldError(aadhaarInput(page));

    // An Aadhaar UIDAI does not know.
    await submitDetails(page, SANDBOX_FAILING_AADHAAR, freshPan());
    await expectFieldError(aadhaarInput(page), KycErrorMessage.AadhaarNotFound);
    await expectNoFieldError(panInput(page));

    // The provider down names no field: one message for the form, and nothing marked failed by it.
    await submitDetails(page, SANDBOX.providerDownAadhaar, freshPan());
    await expect(page.getByTestId('kyc-form-error')).toHaveText(KycErrorMessage.ProviderUnavailable);
    await expectNoFieldError(aadhaarInput(page));

    // The PAN is checked after the Aadhaar OTP: a new attempt is pending (the earlier Failed badges reset), then the
    // registry's answer shows under PAN.
    for (const [pan, message] of [
      [SANDBOX_FAILING_PAN, KycErrorMessage.PanNotFound],
      [SANDBOX.nameMismatchPan, KycErrorMessage.NameMismatch],
    ] as const) {
      await submitDetails(page, freshAadhaar(), pan);
      await expect(otpInput(page)).toBeVisible();
      await expect(page.getByTestId('kyc-form-error')).toHaveCount(0);
      await expectBadges(page, 'Pending');
      await otpInput(page).fill(SANDBOX_AADHAAR_OTP);
      await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
      await expectToast(page, 'Verification Failed', 'Please check your details and try again.');
      await expectFieldError(panInput(page), message);
      await expectNoFieldError(aadhaarInput(page));
      await expectBadges(page, 'Failed');
    }

    // A wrong Aadhaar OTP: under the OTP field, and the step stays.
    await submitDetails(page, freshAadhaar(), freshPan());
    await expectBadges(page, 'Pending');
    await otpInput(page).fill(SANDBOX.wrongAadhaarOtp);
    await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
    await expectFieldError(otpInput(page), KycErrorMessage.AadhaarOtpRefused);
    await otpInput(page).fill(SANDBOX_AADHAAR_OTP);
    await expectNoFieldError(otpInput(page));
    await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
    await expectToast(page, 'KYC Verified');
  });

  test('a reload during the Aadhaar OTP step keeps the step, says where the OTP went, and resends after the cooldown', async ({ page }) => {
    localPlatformOnly("it moves the API's test clock");
    await page.goto('/kyc');
    await verifyPhoneInForm(page);
    const aadhaar = freshAadhaar();
    await submitDetails(page, aadhaar, freshPan());
    const destination = `UIDAI texted it to the mobile number linked to Aadhaar XXXX XXXX ${aadhaar.slice(-4)}.`;
    await expect(page.getByText(destination)).toBeVisible();

    await page.reload();
    await expect(otpInput(page)).toBeVisible();
    await expect(page.getByText(destination)).toBeVisible();
    await expect(page.getByText('Phone number verified')).toBeVisible();
    // The cooldown: no resend yet (the server would refuse it).
    await expect(page.getByRole('button', { name: /^Resend OTP in 0:\d\d$/ })).toBeDisabled();
    const early = await page.request.post('/api/kyc/aadhaar-otp/resend', {
      data: { userId: ((await (await page.request.get('/api/session')).json()) as SessionResponse).userId },
      headers: csrfHeaders,
    });
    expect(early.status()).toBe(429);

    // 46 s later on the API's clock, the reloaded page offers the resend.
    await setApiClock(new Date(Date.now() + 46_000));
    await page.reload();
    await page.getByRole('button', { name: 'Resend OTP', exact: true }).click();
    await expectToast(page, 'OTP Sent', 'Enter the OTP sent to your Aadhaar-linked mobile');
    await expect(page.getByRole('button', { name: /^Resend OTP in 0:4\d$/ })).toBeDisabled();
    await otpInput(page).fill(SANDBOX_AADHAAR_OTP);
    await page.getByRole('button', { name: 'Verify Aadhaar OTP' }).click();
    await expectToast(page, 'KYC Verified');
  });
});

test.describe('/kyc-verification', crosses('onboarding'), () => {
  test('asks a visitor to verify the phone first, then reflects the server status', async ({ page }) => {
    await page.goto('/kyc-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Status' })).toBeVisible();
    await expect(page.getByText('Please verify your phone number with OTP first.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify Phone' })).toHaveAttribute('href', '/kyc');

    const { status, aadhaar } = await completeKyc(page.request);
    expect(status.kycStatus satisfies KycStatusResponse['kycStatus']).toBe('verified');
    await page.reload();
    await expect(page.getByText('Your KYC is verified. Next step: choose how to pay for your investment.')).toBeVisible();
    await expect(statusRow(page, 'Aadhaar').getByText(`XXXX XXXX ${aadhaar.slice(-4)}`)).toBeVisible();
    await expect(statusRow(page, 'PAN').getByText('Verified')).toBeVisible();
    await page.getByRole('link', { name: 'Back to KYC' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    // A verified investor sees what is on file on /kyc, not the form again (verified-kyc-view.tsx).
    await expect(page.getByRole('heading', { name: /Your KYC is verified/ })).toBeVisible();
    await expect(page.getByLabel('Verified identity')).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
  });
});
