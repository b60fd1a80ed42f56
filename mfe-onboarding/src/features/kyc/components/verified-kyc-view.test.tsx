import type { KycStatusResponse } from '@invest/contracts';
import { writeStorage, storageEntries } from '@invest/platform/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { advanceClock, useFakeClock } from '@invest/testing';
import { fakeApi } from '../../../testing/fake-api.js';
import { namedNominee, verifiedAccount } from '../../../testing/fake-money-out.js';
import { renderRoute } from '../../../testing/render-page.js';

const VERIFIED_STATUS: KycStatusResponse = {
  kycStatus: 'verified',
  aadhaar: { status: 'verified', masked: 'XXXX XXXX 2346' },
  pan: { status: 'verified', masked: 'ABCPEXXXXF' },
  mobileOtp: { status: 'verified', phoneMasked: '******3210' },
  verifiedAt: '2026-11-21T20:00:00.000Z',
  aadhaarOtp: null,
};

/** The text shown for one term of the verified identity. */
function detail(term: string): string | null | undefined {
  const terms = within(screen.getByLabelText('Verified identity')).getAllByRole('term');
  return terms.find((node) => node.textContent === term)?.nextElementSibling?.textContent;
}

beforeEach(() => {
  localStorage.clear();
});

/** An investor with every step done: KYC, a verified bank account, a nominee. */
const DONE = { signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount(), nominee: namedNominee() } as const;

describe('/kyc for a verified investor', () => {
  it('shows the verified status (masked Aadhaar and PAN, phone, date verified), no form, and the way to the dashboard', async () => {
    const server = fakeApi(DONE);
    server.on('GET /api/kyc/status', () => Response.json(VERIFIED_STATUS));
    renderRoute('/kyc');
    expect(await screen.findByRole('heading', { name: /Your KYC is verified/ })).toBeInTheDocument();
    await waitFor(() => expect(detail('Aadhaar')).toBe('XXXX XXXX 2346'));
    expect(detail('PAN')).toBe('ABCPEXXXXF');
    expect(detail('Mobile')).toBe('******3210');
    // 20:00 UTC is the next morning in India.
    expect(detail('Verified on')).toBe('22 Nov 2026');
    expect(screen.queryByLabelText('Aadhaar Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('PAN Number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete KYC Verification' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    const steps = within(screen.getByRole('navigation', { name: 'KYC steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['complete', 'inactive', 'complete', 'complete', 'inactive']);
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(server.calls('POST /api/kyc/verify')).toHaveLength(0);
  });

  it('with a product selected, continues to payment', async () => {
    const server = fakeApi(DONE);
    server.on('GET /api/kyc/status', () => Response.json(VERIFIED_STATUS));
    writeStorage(storageEntries.selectedProduct, {
      planId: 'fd-regular-12',
      name: 'Regular FD',
      category: 'Fixed Deposits',
      returns: '18% p.a.',
      risk: 'Low',
      amount: 100000,
      duration: 24,
    });
    const typist = userEvent.setup();
    const { router } = renderRoute('/kyc');
    const next = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(screen.getByText('Regular FD')).toBeInTheDocument();
    expect(screen.getByText(/₹1,00,000/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    await typist.click(next);
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('with the bank account or the nominee still to do, names the next step instead of the way on', async () => {
    fakeApi({ signedIn: true, kycStatus: 'verified' });
    writeStorage(storageEntries.selectedProduct, {
      planId: 'fd-regular-12',
      name: 'Regular FD',
      category: 'Fixed Deposits',
      returns: '18% p.a.',
      risk: 'Low',
      amount: 100000,
      duration: 24,
    });
    renderRoute('/kyc');
    await screen.findByRole('heading', { name: /Your KYC is verified/ });
    await waitFor(() => expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'Next: Bank Details, below.')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('nominee-step')).not.toBeInTheDocument();
  });

  it('a verified investor who arrives with everything done is not sent anywhere by itself', async () => {
    useFakeClock();
    fakeApi(DONE);
    const { router } = renderRoute('/kyc');
    await screen.findByRole('link', { name: 'Go to dashboard' });
    // Past the 2 s a completed journey waits before leaving, on the fake clock.
    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/kyc');
  });

  it('shows what exists when the status lacks the masked numbers or the date', async () => {
    fakeApi({ signedIn: true, kycStatus: 'verified' }).on('GET /api/kyc/status', () =>
      Response.json({ ...VERIFIED_STATUS, aadhaar: { status: 'verified', masked: null }, verifiedAt: null }),
    );
    renderRoute('/kyc');
    await screen.findByRole('heading', { name: /Your KYC is verified/ });
    await waitFor(() => expect(detail('PAN')).toBe('ABCPEXXXXF'));
    expect(detail('Aadhaar')).toBe('—');
    expect(detail('Verified on')).toBe('—');
  });

  it('a verified investor who signs in through the form sees their status instead of retyping, and stays', async () => {
    useFakeClock();
    const server = fakeApi({ kycStatus: 'verified', bankAccount: verifiedAccount(), nominee: namedNominee() });
    server.on('GET /api/kyc/status', () => (server.state.signedIn ? Response.json(VERIFIED_STATUS) : undefined));
    const typist = userEvent.setup();
    const { router } = renderRoute('/kyc');
    await typist.type(await screen.findByLabelText('Phone Number'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    await typist.type(await screen.findByLabelText('Enter OTP'), '123456');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: /Your KYC is verified/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Aadhaar Number')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Go to dashboard' });
    // Past the 2 s a completed journey waits before leaving, on the fake clock.
    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/kyc');
  });

  it('a user who is not verified gets the identity form', async () => {
    fakeApi({ signedIn: true, kycStatus: 'failed' });
    renderRoute('/kyc');
    expect(await screen.findByLabelText('Aadhaar Number')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Your KYC is verified/ })).not.toBeInTheDocument();
  });
});
