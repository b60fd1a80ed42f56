import { AADHAAR_CONSENT_LABEL } from '@invest/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { PAGE_APPEARS } from '@invest/testing';
import { fakeApi } from '../../../testing/fake-api.js';
import { renderRoute } from '../../../testing/render-page.js';

const user = () => userEvent.setup();

/** Signs in through the phone OTP, fills the details and submits them: the Aadhaar OTP step is showing. */
async function submitDetails(typist: ReturnType<typeof user>) {
  renderRoute('/kyc');
  await screen.findByRole('heading', { level: 1, name: 'KYC Verification' }, PAGE_APPEARS);
  await typist.type(screen.getByLabelText('Aadhaar Number'), '234123412346');
  await typist.type(screen.getByLabelText('PAN Number'), 'ABCPE1234F');
  await typist.type(screen.getByLabelText('Phone Number'), '9876543210');
  await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
  await typist.type(await screen.findByLabelText('Enter OTP'), '123456');
  await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByText('Phone number verified');
  await typist.click(screen.getByRole('checkbox', { name: AADHAAR_CONSENT_LABEL }));
  await typist.click(screen.getByRole('button', { name: 'Complete KYC Verification' }));
  return screen.findByLabelText('Aadhaar OTP');
}

describe('/kyc Aadhaar OTP step', () => {
  it('after the details are submitted, asks for the OTP sent to the Aadhaar-linked mobile', async () => {
    const server = fakeApi();
    const typist = user();
    const field = await submitDetails(typist);
    expect(within(screen.getByRole('group')).getByRole('status')).toHaveTextContent('Enter the OTP sent to your Aadhaar-linked mobile');
    expect(screen.getByLabelText('Aadhaar Number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('PAN Number')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Complete KYC Verification' })).not.toBeInTheDocument();
    await typist.type(field, '11a1000999');
    expect(field).toHaveValue('111000');
    expect(server.calls('POST /api/kyc/aadhaar-otp')).toHaveLength(0);
  });

  it('refuses an incomplete OTP without calling the API, and shows the server message for a wrong one', async () => {
    const server = fakeApi();
    const typist = user();
    const field = await submitDetails(typist);
    await typist.type(field, '1110');
    await typist.click(screen.getByRole('button', { name: 'Verify Aadhaar OTP' }));
    expect(await screen.findByText('Please enter the complete 6-digit OTP.')).toBeInTheDocument();
    expect(server.calls('POST /api/kyc/aadhaar-otp')).toHaveLength(0);

    await typist.clear(field);
    await typist.type(field, '000111');
    await typist.click(screen.getByRole('button', { name: 'Verify Aadhaar OTP' }));
    const wrong = 'The Aadhaar OTP is wrong or has expired. Please check the code, or submit your details again for a new OTP.';
    // Under the OTP field (aria-describedby), and in the toast.
    await waitFor(() => expect(field).toHaveAccessibleDescription(wrong));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('region', { name: /Notifications/ })).getByText(wrong)).toBeInTheDocument();
    // Still on the OTP step: the right code now verifies.
    await typist.clear(field);
    await typist.type(field, '111000');
    await typist.click(screen.getByRole('button', { name: 'Verify Aadhaar OTP' }));
    expect(await screen.findByText('KYC Verified')).toBeInTheDocument();
  });

  it('a refusal after the OTP (e.g. the PAN name does not match) shows the spec failure and returns to the details', async () => {
    const server = fakeApi();
    server.on('POST /api/kyc/aadhaar-otp', () => {
      server.state.kycStatus = 'failed';
      return Response.json({ statusCode: 422, code: 'KYC_VERIFICATION_FAILED', message: 'The name registered with your PAN does not match.' }, { status: 422 });
    });
    const typist = user();
    const field = await submitDetails(typist);
    await typist.type(field, '111000');
    await typist.click(screen.getByRole('button', { name: 'Verify Aadhaar OTP' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(await screen.findByText('Please check your details and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete KYC Verification' })).toBeEnabled());
    expect(screen.getByLabelText('PAN Number')).not.toHaveAttribute('readonly');
  });

  it('"Change Details" goes back to the form, and a new submission asks for a new OTP', async () => {
    const server = fakeApi();
    const typist = user();
    await submitDetails(typist);
    await typist.click(screen.getByRole('button', { name: 'Change Details' }));
    expect(screen.queryByLabelText('Aadhaar OTP')).not.toBeInTheDocument();
    await typist.clear(screen.getByLabelText('PAN Number'));
    await typist.type(screen.getByLabelText('PAN Number'), 'ZZZPZ9876Z');
    await typist.click(screen.getByRole('button', { name: 'Complete KYC Verification' }));
    expect(await screen.findByLabelText('Aadhaar OTP')).toHaveValue('');
    expect(server.calls('POST /api/kyc/verify').map((call) => (call.body as { pan: string }).pan)).toEqual(['ABCPE1234F', 'ZZZPZ9876Z']);
  });

  it('comes back after a reload while the OTP is pending: says where it went, and sends a new one', async () => {
    const server = fakeApi({ signedIn: true, aadhaarOtpPending: true });
    const typist = user();
    renderRoute('/kyc');
    const field = await screen.findByLabelText('Aadhaar OTP', {}, PAGE_APPEARS);
    expect(field).toHaveValue('');
    expect(screen.getByText(/linked to Aadhaar XXXX XXXX 2346/)).toBeInTheDocument();
    expect(screen.getByLabelText('Aadhaar Number')).toHaveValue('XXXX XXXX 2346');
    await typist.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(server.calls('POST /api/kyc/aadhaar-otp/resend')).toHaveLength(1));
    expect(server.calls('POST /api/kyc/aadhaar-otp/resend')[0]?.body).toEqual({ userId: 'user-1' });
    await typist.type(field, '111000');
    await typist.click(screen.getByRole('button', { name: 'Verify Aadhaar OTP' }));
    expect(await screen.findByText('KYC Verified')).toBeInTheDocument();
  });

  it('a refusal naming a field shows under that field, wired for assistive technology, and editing it clears it', async () => {
    const server = fakeApi();
    const checksum = 'This is not a valid Aadhaar number: a digit is mistyped (its check digit does not match). Check each digit against your Aadhaar card.';
    server.on('POST /api/kyc/verify', () =>
      Response.json({ statusCode: 400, code: 'VALIDATION_FAILED', message: checksum, errors: [{ field: 'aadhaar', messages: [checksum] }] }, { status: 400 }),
    );
    const typist = user();
    await submitDetails(typist).catch(() => undefined);
    // The message is inside the label too: match the label's start.
    const aadhaar = await screen.findByLabelText(/^Aadhaar Number/);
    await waitFor(() => expect(aadhaar).toHaveAccessibleDescription(checksum));
    expect(aadhaar).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('PAN Number')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('Please check your details and try again.')).toBeInTheDocument();
    await typist.type(aadhaar, '{Backspace}');
    expect(aadhaar).not.toHaveAttribute('aria-invalid');
  });
});
