import { readStorage, storageEntries } from '@invest/platform/storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { PAGE_APPEARS } from '@invest/testing';
import { fakeApi } from '../../testing/fake-api.js';
import { renderRoute } from '../../testing/render-page.js';

async function openSignIn(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' }, PAGE_APPEARS);
  return view;
}

async function signIn(typist: ReturnType<typeof userEvent.setup>, otp = '123456') {
  await typist.type(screen.getByLabelText('Phone Number'), '9876543210');
  await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
  await typist.type(await screen.findByLabelText('Enter OTP'), otp);
  await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

describe('/sign-in', () => {
  it('states the processing fee every payment carries before the form', async () => {
    fakeApi();
    await openSignIn('/sign-in');
    const notice = screen.getByTestId('fee-notice');
    expect(notice).toHaveTextContent('every payment carries a processing fee of ₹330, added to the amount you invest');
    // Before the form: the notice comes first in the page.
    expect(notice.compareDocumentPosition(screen.getByLabelText('Phone Number')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('signs in with the phone and OTP only (no KYC) and goes back to next, replacing the sign-in page', async () => {
    const server = fakeApi();
    const typist = userEvent.setup();
    const { router } = await openSignIn('/sign-in?next=/payment');
    expect(screen.queryByLabelText('Aadhaar Number')).not.toBeInTheDocument();
    await signIn(typist);
    expect(await screen.findByText('Signed In')).toBeInTheDocument();
    expect(screen.getByText('You are signed in as ******3210.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(server.calls('POST /api/otp/generate')[0]?.body).toEqual({ phone: '9876543210', type: 'kyc' });
    expect(server.calls('POST /api/otp/verify')[0]?.body).toEqual({ phone: '9876543210', otp: '123456' });
    expect(server.calls('POST /api/kyc/verify')).toHaveLength(0);
    expect(readStorage(storageEntries.demoAuthenticated)).toBe('true');
    expect(readStorage(storageEntries.demoKycStatus)).toEqual({ kycStatus: 'not_started' });
  });

  it.each(['https://evil.example/steal', '//evil.example', '/sign-in'])('a next of %j goes to the dashboard instead', async (next) => {
    fakeApi();
    const typist = userEvent.setup();
    const { router } = await openSignIn(`/sign-in?next=${encodeURIComponent(next)}`);
    await signIn(typist);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the path, query and fragment of a same-site next', async () => {
    fakeApi();
    const typist = userEvent.setup();
    const { router } = await openSignIn(`/sign-in?next=${encodeURIComponent('/products?category=BONDS')}`);
    await signIn(typist);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?category=BONDS');
  });

  it('someone already signed in goes straight on to next', async () => {
    fakeApi({ signedIn: true, kycStatus: 'verified' });
    const { router } = renderRoute('/sign-in?next=/kyc-verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC Verification Status' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kyc-verification');
  });

  it('a wrong code shows the server message and stays on the page, signed out', async () => {
    const server = fakeApi();
    const typist = userEvent.setup();
    const { router } = await openSignIn('/sign-in?next=/dashboard');
    await signIn(typist, '000000');
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid OTP. Please check the code and try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(server.state.signedIn).toBe(false);
    expect(readStorage(storageEntries.demoAuthenticated)).toBeNull();
  });

  it('refuses a short phone number with the spec message and sends nothing', async () => {
    const server = fakeApi();
    const typist = userEvent.setup();
    await openSignIn('/sign-in');
    await typist.type(screen.getByLabelText('Phone Number'), '98765');
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
    expect(server.calls('POST /api/otp/generate')).toHaveLength(0);
  });
});
