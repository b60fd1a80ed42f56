import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useFakeClock } from '@invest/testing';
import { emptyPortfolio, renderDemo, selectedFd, signedUp, stubApi } from '../../testing/render-demo.js';

beforeEach(() => useFakeClock());
afterEach(() => {
  jest.useRealTimers();
});

async function openKyc(updateStep: () => Response = () => Response.json({ userId: 'demo-1', step: 'payment' })) {
  const calls = stubApi((call) => (call.path === '/api/demo/update-step' ? updateStep() : Response.json(emptyPortfolio)));
  signedUp();
  window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
  const view = renderDemo('/demo/kyc');
  await screen.findByRole('heading', { level: 1, name: 'KYC Verification' });
  return { ...view, calls, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('/demo/kyc', () => {
  it('walks the three sub-steps, 2 s each, then updates the step and goes to /demo/payment', async () => {
    const { user, calls, router } = await openKyc();
    expect(screen.getByRole('progressbar', { name: 'Demo progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('FD Premium')).toBeInTheDocument();
    expect(screen.getByText('₹50,000')).toBeInTheDocument();
    expect(screen.getByText('12 months')).toBeInTheDocument();
    expect(screen.getByText('18%')).toBeInTheDocument();
    expect(screen.getByLabelText('Aadhaar Verification: In Progress')).toBeInTheDocument();
    expect(screen.getByLabelText('PAN Verification: Pending')).toBeInTheDocument();
    expect(screen.getByLabelText('Aadhaar Number')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeInTheDocument();
    expect(screen.queryByText('Verification Successful!')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Verification Successful!')).toBeInTheDocument();
    expect(screen.getByText('Step 1 completed')).toBeInTheDocument();
    expect(screen.getByLabelText('Aadhaar Verification: Verified')).toBeInTheDocument();
    expect(screen.getByLabelText('PAN Verification: In Progress')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Step 2 completed')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');

    await user.click(screen.getByRole('button', { name: 'Complete KYC & Proceed' }));
    expect(calls.filter((call) => call.path === '/api/demo/update-step')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/payment'));
    expect(calls.find((call) => call.path === '/api/demo/update-step')?.body).toEqual({ userId: 'demo-1', step: 'payment' });
    expect(await screen.findByText('KYC Completed!')).toBeInTheDocument();
    expect(screen.getByText('Your identity has been verified successfully')).toBeInTheDocument();
  });

  it('shows the Error toast and clears the busy state when the step update fails', async () => {
    const { user, router } = await openKyc(() => new Response('boom', { status: 500 }));
    for (let i = 0; i < 2; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
      await act(() => jest.advanceTimersByTimeAsync(2000));
    }
    await user.click(await screen.findByRole('button', { name: 'Complete KYC & Proceed' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('500: boom')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete KYC & Proceed' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/demo/kyc');
  });

  it('Back goes to /demo/products', async () => {
    const { user, router } = await openKyc();
    await user.click(screen.getByRole('button', { name: '← Back to Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/products'));
  });
});
