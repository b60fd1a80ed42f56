import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useFakeClock } from '@invest/testing';
import { emptyPortfolio, renderDemo, selectedFd, signedUp, stubApi } from '../../testing/render-demo.js';

beforeEach(() => useFakeClock());
afterEach(() => {
  jest.useRealTimers();
});

async function openKyc(updateStep: () => Response = () => Response.json({ userId: 'demo-1', step: 'payment' }), locale: 'en' | 'hi' = 'en') {
  const calls = stubApi((call) => (call.path === '/api/demo/update-step' ? updateStep() : Response.json(emptyPortfolio)));
  signedUp();
  window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
  const view = renderDemo('/demo/kyc', locale);
  await screen.findByRole('heading', { level: 1, name: locale === 'hi' ? 'KYC सत्यापन' : 'KYC Verification' });
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

  it('speaks Hindi under /hi: the summary, the sub-steps and their statuses, the buttons, the toasts', async () => {
    const { user, router } = await openKyc(undefined, 'hi');
    expect(screen.getByText('चरण 2/4: KYC सत्यापन')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'निवेश का सारांश' })).toBeInTheDocument();
    expect(screen.getByText('अवधि').nextElementSibling).toHaveTextContent('12 महीने');
    expect(screen.getByText('रिटर्न दर').nextElementSibling).toHaveTextContent('18%');
    expect(screen.getByLabelText('आधार सत्यापन: जारी है')).toBeInTheDocument();
    expect(screen.getByLabelText('पैन सत्यापन: बाकी है')).toBeInTheDocument();
    expect(screen.getByLabelText('आधार नंबर')).toBeDisabled();
    expect(screen.getByRole('note', { name: 'सुरक्षा संबंधी जानकारी' })).toHaveTextContent('आपका डेटा सुरक्षित है।');
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }));
    expect(screen.getByRole('button', { name: 'सत्यापन हो रहा है...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('सत्यापन सफल रहा!')).toBeInTheDocument();
    expect(screen.getByText('चरण 1 पूरा हुआ')).toBeInTheDocument();
    expect(screen.getByLabelText('आधार सत्यापन: सत्यापित')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByLabelText('मोबाइल ओटीपी: जारी है')).toBeInTheDocument();
    expect(screen.getByLabelText('ओटीपी')).toHaveValue('123456');
    expect(screen.getByText('डेमो ओटीपी: 123456 (डेमो में हमेशा मान्य)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'KYC पूरा करें और आगे बढ़ें' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/payment'));
    expect(await screen.findByText('KYC पूरा हुआ!')).toBeInTheDocument();
    expect(screen.getByText('आपकी पहचान सफलतापूर्वक सत्यापित हो गई है')).toBeInTheDocument();
  });

  it('says a failed step update in Hindi', async () => {
    const { user } = await openKyc(() => new Response('boom', { status: 500 }), 'hi');
    for (let i = 0; i < 2; i += 1) {
      await user.click(screen.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }));
      await act(() => jest.advanceTimersByTimeAsync(2000));
    }
    await user.click(await screen.findByRole('button', { name: 'KYC पूरा करें और आगे बढ़ें' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('500: boom')).toBeInTheDocument();
    expect(screen.getByText('त्रुटि')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← उत्पादों पर वापस जाएँ' })).toBeEnabled();
  });
});
