import { AADHAAR_CONSENT_LABEL, AADHAAR_CONSENT_TEXT, AADHAAR_CONSENT_VERSION, NomineeMessage } from '@invest/contracts';
import { readStorage, storageEntries } from '@invest/platform/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { advanceClock, useFakeClock, PAGE_APPEARS } from '@invest/testing';
import { fakeApi } from '../../../testing/fake-api.js';
import { verifiedAccount } from '../../../testing/fake-money-out.js';
import { renderRoute } from '../../../testing/render-page.js';
import { COMPLETE_TOAST } from '../hooks/use-completion-redirect.js';
import { onboardingI18n } from '../../../testing/onboarding-i18n.js';
import { KYC_VERIFIED_TOAST } from './identity-form.js';

const user = () => userEvent.setup();
const english = onboardingI18n('en');

async function openKyc() {
  renderRoute('/kyc');
  await screen.findByRole('heading', { level: 1, name: 'KYC Verification' }, PAGE_APPEARS);
}

const toastShows = async (title: string, description: string) => {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(await screen.findByText(description)).toBeInTheDocument();
};

/** Ticks the Aadhaar consent: the details cannot be submitted before. */
const consent = (typist: ReturnType<typeof user>) => typist.click(screen.getByRole('checkbox', { name: AADHAAR_CONSENT_LABEL }));

const stepStates = () =>
  within(screen.getByRole('navigation', { name: 'KYC steps' }))
    .getAllByRole('listitem')
    .map((step) => step.getAttribute('data-state'));

async function signInThroughForm(typist: ReturnType<typeof user>) {
  await typist.type(screen.getByLabelText('Phone Number'), '9876543210');
  await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
  await typist.type(await screen.findByLabelText('Enter OTP'), '123456');
  await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('Phone number verified')).toBeInTheDocument();
}

describe('/kyc', () => {
  it('shows the five steps (Aadhaar/PAN being worked on, Documents and Agreement inactive) and a visitor’s statuses as not started', async () => {
    fakeApi();
    await openKyc();
    const steps = within(screen.getByRole('navigation', { name: 'KYC steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(' (')[0]?.replace('✓', '').replace(/^\d/, ''))).toEqual([
      'Aadhaar/PAN',
      'Documents',
      'Bank Details',
      'Nominee',
      'Agreement',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(stepStates()).toEqual(['active', 'inactive', 'todo', 'todo', 'inactive']);
    expect(steps[0]).toHaveTextContent('Aadhaar/PAN (step 1, current)');
    expect(steps[1]).toHaveTextContent('Documents (step 2, not active)');
    expect(steps[2]).toHaveTextContent('Bank Details (step 3, not started)');
    for (const label of ['Aadhaar', 'PAN', 'Mobile OTP']) {
      expect(within(screen.getByTestId(`status-${label}`)).getByText('Not Started')).toBeInTheDocument();
    }
  });

  it('caps and formats the inputs: Aadhaar 4-4-4 (14), PAN upper-case (10), phone 10 digits, OTP 6 digits', async () => {
    fakeApi();
    const typist = user();
    await openKyc();
    const aadhaar = screen.getByLabelText('Aadhaar Number');
    await typist.type(aadhaar, '23412341234699');
    expect(aadhaar).toHaveValue('2341 2341 2346');
    expect(aadhaar).toHaveAttribute('maxLength', '14');
    const pan = screen.getByLabelText('PAN Number');
    await typist.type(pan, 'abcpe1234fx');
    expect(pan).toHaveValue('ABCPE1234F');
    expect(pan).toHaveAttribute('maxLength', '10');
    const phone = screen.getByLabelText('Phone Number');
    await typist.type(phone, '98765x432109');
    expect(phone).toHaveValue('9876543210');
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('Enter OTP');
    await typist.type(otp, '12a34567');
    expect(otp).toHaveValue('123456');
  });

  it('refuses a short phone number with the spec message and sends nothing', async () => {
    const server = fakeApi();
    const typist = user();
    await openKyc();
    await typist.type(screen.getByLabelText('Phone Number'), '98765');
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    await toastShows('Invalid Phone Number', 'Please enter a valid 10-digit phone number.');
    expect(server.calls('POST /api/otp/generate')).toHaveLength(0);
  });

  it('sends a kyc OTP, counts down 300 s, and refuses an incomplete code', async () => {
    const server = fakeApi();
    const typist = user();
    await openKyc();
    await typist.type(screen.getByLabelText('Phone Number'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/^Resend OTP in [45]:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(server.calls('POST /api/otp/generate')[0]?.body).toEqual({ phone: '9876543210', type: 'kyc' });
    await typist.type(screen.getByLabelText('Enter OTP'), '12345');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await toastShows('Invalid OTP', 'Please enter the complete 6-digit OTP.');
    expect(server.calls('POST /api/otp/verify')).toHaveLength(0);
  });

  it('shows the server message when the OTP cannot be sent, or is wrong', async () => {
    const server = fakeApi();
    server.on('POST /api/otp/generate', () =>
      Response.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many OTP requests for this phone number.' }, { status: 429 }),
    );
    const typist = user();
    await openKyc();
    await typist.type(screen.getByLabelText('Phone Number'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    await toastShows('Failed to Send OTP', 'Too many OTP requests for this phone number.');

    server.on('POST /api/otp/generate', () => Response.json({ message: 'OTP sent successfully.', expiresIn: 300 }));
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    await typist.type(await screen.findByLabelText('Enter OTP'), '000000');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await toastShows('Verification Failed', 'Invalid OTP. Please check the code and try again.');
  });

  it('shows the Aadhaar consent unticked, and the details cannot be submitted (no Aadhaar OTP asked for) until it is ticked', async () => {
    const server = fakeApi();
    const typist = user();
    await openKyc();
    const box = screen.getByTestId('aadhaar-consent');
    expect(within(box).getByRole('heading', { name: 'Your consent to use Aadhaar' })).toBeInTheDocument();
    for (const line of AADHAAR_CONSENT_TEXT) expect(within(box).getByText(line)).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: AADHAAR_CONSENT_LABEL });
    expect(checkbox).not.toBeChecked();
    await typist.type(screen.getByLabelText('Aadhaar Number'), '234123412346');
    await typist.type(screen.getByLabelText('PAN Number'), 'ABCPE1234F');
    await signInThroughForm(typist);
    const submit = screen.getByRole('button', { name: 'Complete KYC Verification' });
    expect(submit).toBeDisabled();
    await typist.type(screen.getByLabelText('PAN Number'), '{Enter}');
    expect(server.calls('POST /api/kyc/verify')).toHaveLength(0);
    await typist.click(checkbox);
    expect(submit).toBeEnabled();
    await typist.click(checkbox);
    expect(submit).toBeDisabled();
    expect(server.calls('POST /api/kyc/verify')).toHaveLength(0);
  });

  it('asks for all three fields, then for the verified phone, before calling the API', async () => {
    const server = fakeApi();
    const typist = user();
    await openKyc();
    await consent(typist);
    await typist.click(screen.getByRole('button', { name: 'Complete KYC Verification' }));
    await toastShows('Missing Information', 'Please fill in Aadhaar, PAN, and phone numbers.');
    await typist.type(screen.getByLabelText('Aadhaar Number'), '234123412346');
    await typist.type(screen.getByLabelText('PAN Number'), 'ABCPE1234F');
    await typist.type(screen.getByLabelText('Phone Number'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Complete KYC Verification' }));
    await toastShows('Phone Verification Required', 'Please verify your phone number with OTP first.');
    expect(server.calls('POST /api/kyc/verify')).toHaveLength(0);
  });

  it('verifies the OTP (signing in), submits KYC, keeps the flags in step and goes on to Bank Details, not yet to /payment', async () => {
    useFakeClock();
    const server = fakeApi();
    const typist = user();
    const { router } = renderRoute('/kyc');
    await screen.findByRole('heading', { level: 1, name: 'KYC Verification' }, PAGE_APPEARS);
    await typist.type(screen.getByLabelText('Aadhaar Number'), '234123412346');
    await typist.type(screen.getByLabelText('PAN Number'), 'abcpe1234f');
    await signInThroughForm(typist);
    await waitFor(() => expect(within(screen.getByTestId('status-Mobile OTP')).getByText('Verified')).toBeInTheDocument());
    expect(readStorage(storageEntries.demoAuthenticated)).toBe('true');
    expect(readStorage(storageEntries.demoKycStatus)).toEqual({ kycStatus: 'not_started' });

    await consent(typist);
    await typist.click(screen.getByRole('button', { name: 'Complete KYC Verification' }));
    expect(server.calls('POST /api/kyc/verify')[0]?.body).toEqual({
      aadhaar: '2341 2341 2346',
      pan: 'ABCPE1234F',
      userId: 'user-1',
      consentVersion: AADHAAR_CONSENT_VERSION,
    });
    // The provider texted the Aadhaar-linked mobile: the holder confirms with that OTP.
    await typist.type(await screen.findByLabelText('Aadhaar OTP'), '111000');
    await typist.click(screen.getByRole('button', { name: 'Verify Aadhaar OTP' }));
    await toastShows(english._(KYC_VERIFIED_TOAST.title), english._(KYC_VERIFIED_TOAST.description));
    expect(server.calls('POST /api/kyc/aadhaar-otp')[0]?.body).toEqual({ otp: '111000', userId: 'user-1' });
    // The identity is on file (masked); the next step is the bank account.
    const identity = await screen.findByLabelText('Verified identity');
    expect(identity).toHaveTextContent('XXXX XXXX 2346');
    expect(identity).toHaveTextContent('ABCPEXXXXF');
    await waitFor(() => expect(readStorage(storageEntries.demoKycStatus)).toEqual({ kycStatus: 'verified' }));
    expect(await within(screen.getByTestId('bank-account-step')).findByLabelText(/^Account number/)).toBeInTheDocument();
    expect(stepStates()).toEqual(['complete', 'inactive', 'active', 'todo', 'inactive']);
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'Next: Bank Details, below.')).toBeInTheDocument();
    // Well past the 2 s a completed journey waits before /payment, on the fake clock: nothing sends this one anywhere.
    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/kyc');
  });

  it('once the last step (the nominee) is done on the page, says so and goes to /payment after 2 s', async () => {
    useFakeClock();
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = user();
    const { router } = renderRoute('/kyc');
    await waitFor(() => expect(stepStates()).toEqual(['complete', 'inactive', 'complete', 'active', 'inactive']));
    await typist.click(await screen.findByRole('checkbox', { name: 'I do not wish to name a nominee' }));
    await typist.click(screen.getByRole('button', { name: 'Confirm: no nominee' }));
    await toastShows(english._(COMPLETE_TOAST.title), english._(COMPLETE_TOAST.description));
    expect(server.calls('PUT /api/nominee')).toHaveLength(1);
    expect(screen.getAllByText(NomineeMessage.OptedOut).length).toBeGreaterThan(0);
    expect(stepStates()).toEqual(['complete', 'inactive', 'complete', 'complete', 'inactive']);
    expect(router.state.location.pathname).toBe('/kyc');
    await advanceClock(2000);
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('a registry refusal shows the spec failure toast and the statuses as failed', async () => {
    const server = fakeApi();
    server.on('POST /api/kyc/verify', () => {
      server.state.kycStatus = 'failed';
      return Response.json({ statusCode: 422, code: 'KYC_VERIFICATION_FAILED', message: 'Not confirmed.' }, { status: 422 });
    });
    const typist = user();
    await openKyc();
    await typist.type(screen.getByLabelText('Aadhaar Number'), '999912345678');
    await typist.type(screen.getByLabelText('PAN Number'), 'ABCPE1234F');
    await signInThroughForm(typist);
    await consent(typist);
    await typist.click(screen.getByRole('button', { name: 'Complete KYC Verification' }));
    await toastShows('Verification Failed', 'Please check your details and try again.');
    await waitFor(() => expect(within(screen.getByTestId('status-Aadhaar')).getByText('Failed')).toBeInTheDocument());
    expect(within(screen.getByTestId('status-PAN')).getByText('Failed')).toBeInTheDocument();
    await waitFor(() => expect(readStorage(storageEntries.demoKycStatus)).toEqual({ kycStatus: 'failed' }));
    expect(screen.getByRole('button', { name: 'Complete KYC Verification' })).toBeEnabled();
  });

  it('a signed-in user sees the phone verified (masked) and can change the number', async () => {
    fakeApi({ signedIn: true });
    const typist = user();
    await openKyc();
    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(phone).toHaveValue('******3210'));
    expect(phone).toHaveAttribute('readonly');
    await typist.click(screen.getByRole('button', { name: 'Change Number' }));
    expect(phone).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});
