import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@invest/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../../testing/fake-api.js';
import { renderPayment } from '../../testing/render-page.js';

const FD = { name: '12 Months FD', category: 'Fixed Deposits', returns: '18% p.a.', risk: 'Low', amount: 100000, duration: 24 };

function selectProduct(product: Record<string, unknown> = FD) {
  window.localStorage.setItem('selectedProduct', JSON.stringify(product));
}

beforeEach(() => dismissToast());

async function chooseMethod(name: RegExp) {
  const user = userEvent.setup();
  const radio = await screen.findByRole('radio', { name });
  // The content unlocks once the session (signed in, KYC verified) has loaded.
  await waitFor(() => expect(radio).toBeEnabled());
  await user.click(radio);
  return user;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry \(MM\/YY\)/), '1230');
  await user.type(screen.getByLabelText(/^CVV/), '123');
  await user.type(screen.getByLabelText(/^Card holder name/), 'Asha Rao');
}

describe('/payment', () => {
  it('asks for a product when none is selected', async () => {
    fakeApi();
    renderPayment();
    expect(await screen.findByText('Please select a product from the Products page first.')).toBeInTheDocument();
  });

  it('shows the summary with the ₹330 fee, the example text and the four methods', async () => {
    fakeApi();
    selectProduct();
    renderPayment();
    expect(await screen.findByText('12 Months FD')).toBeInTheDocument();
    expect(screen.getByText('Fixed Deposits')).toBeInTheDocument();
    expect(screen.getByText('18% p.a.')).toBeInTheDocument();
    expect(screen.getByText('24 months')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,00,330');
    expect(screen.getByText(/₹1,500 monthly, and ₹1,36,000 at maturity for 24 months/)).toBeInTheDocument();
    for (const name of [/UPI\s*Recommended/, /Net Banking/, /Debit\/Credit Card/, /Cash\s*₹5\+ lakhs only/]) {
      await waitFor(() => expect(screen.getByRole('radio', { name })).toBeEnabled());
    }
  });

  it('is dimmed and disabled without a session, until the demo-mode button sets the two local flags', async () => {
    fakeApi({ session: null });
    selectProduct();
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Registration Required' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enable Demo Mode' }));
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeEnabled();
    expect(window.localStorage.getItem('demo_authenticated')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('demo_kyc_status') ?? '{}')).toEqual({ kycStatus: 'verified' });
  });

  it('pays by UPI: validate (2 s), AutoPay (2 s), then pay; clears the product and goes to /dashboard', async () => {
    const api = fakeApi();
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/UPI/);
    const pay = screen.getByRole('button', { name: 'Pay ₹1,00,330' });
    expect(pay).toBeDisabled();

    await user.type(screen.getByLabelText(/^UPI ID/), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^UPI ID/));
    await user.type(screen.getByLabelText(/^UPI ID/), 'asha.rao@okaxis');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('button', { name: 'Validating...' })).toBeDisabled();
    expect(await screen.findByText('UPI ID verified: Asha Rao')).toBeInTheDocument();
    const mandate = screen.getByLabelText('AutoPay mandate');
    expect(within(mandate).getByText('₹1,00,330 per debit')).toBeInTheDocument();
    expect(within(mandate).getByText(/cancel this mandate at any time/)).toBeInTheDocument();
    expect(pay).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Set up AutoPay' }));
    expect(await screen.findByText('AutoPay is set up.')).toBeInTheDocument();
    expect(pay).toBeEnabled();

    // Editing the ID resets both steps.
    await user.type(screen.getByLabelText(/^UPI ID/), 'x');
    expect(pay).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeEnabled();
    await user.type(screen.getByLabelText(/^UPI ID/), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('UPI ID verified: Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Set up AutoPay' }));
    await screen.findByText('AutoPay is set up.');

    await user.dblClick(pay);
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    expect(api.calls('POST /api/payments/process')).toHaveLength(1);
    const [investment] = api.calls('POST /api/investments');
    expect(investment?.body).toMatchObject({ userId: 'user-1', productType: 'Fixed Deposits', productName: '12 Months FD', amount: 100000, duration: 24, returnRate: '18' });
    expect(investment?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const [payment] = api.calls('POST /api/payments/process');
    expect(payment?.body).toEqual({ investmentId: 'inv-1', amount: '100000', paymentMethod: 'upi', userId: 'user-1', upiId: 'asha.rao@okaxis' });
    expect(window.localStorage.getItem('selectedProduct')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
  }, 30_000);

  it('continues to the payment by itself 3 s after AutoPay is set up, unless the UPI ID is edited first', async () => {
    const api = fakeApi();
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/UPI/);
    await user.type(screen.getByLabelText(/^UPI ID/), 'asha.rao@okaxis');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('UPI ID verified: Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Set up AutoPay' }));
    expect(await screen.findByText('Continuing to payment in 3 seconds. Pay now, or change the UPI ID to stop.')).toBeInTheDocument();

    // Editing the ID stops the countdown: nothing is paid.
    await user.type(screen.getByLabelText(/^UPI ID/), 'x');
    expect(screen.queryByText(/Continuing to payment/)).not.toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 3500));
    expect(api.calls('POST /api/investments')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^UPI ID/), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('UPI ID verified: Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Set up AutoPay' }));
    await screen.findByText('AutoPay is set up.');
    expect(await screen.findByText('Payment Successful', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    expect(api.calls('POST /api/payments/process')[0]?.body).toMatchObject({ paymentMethod: 'upi', upiId: 'asha.rao@okaxis' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
  }, 30_000);

  it('formats card input, refuses a short number, and after a decline pays the same investment', async () => {
    const api = fakeApi();
    api.on('POST /api/payments/process', () => errorResponse(402, 'PAYMENT_DECLINED', 'Payment declined: insufficient funds. Your investment has not been paid; no money was taken.'));
    selectProduct();
    renderPayment();
    const user = await chooseMethod(/Debit\/Credit Card/);
    await user.type(screen.getByLabelText(/^Card number/), '4111 1111 111');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Card number/));
    await fillCard(user, '4000000000000002999');
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText(/^Expiry \(MM\/YY\)/)).toHaveValue('12/30');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment processing failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment declined')).toHaveTextContent('Your investment has not been paid');
    expect(api.calls('POST /api/payments/process')[0]?.body).toMatchObject({ paymentMethod: 'card', cardDetails: { number: '4000000000000002', expiry: '12/30', cvv: '123', holder: 'Asha Rao' } });

    api.on('POST /api/payments/process', () => Response.json({ message: 'ok', payment: {}, investment: { id: 'inv-1', status: 'active' }, payoutsScheduled: 24 }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    expect(api.calls('POST /api/payments/process').map((call) => (call.body as { investmentId: string }).investmentId)).toEqual(['inv-1', 'inv-1']);
  }, 20_000);

  it('shows Registration Required and goes to /kyc after 2 s when the server has no session', async () => {
    const api = fakeApi();
    api.on('POST /api/investments', () => errorResponse(401, 'AUTHENTICATION_REQUIRED', 'Authentication required.'));
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please select your bank.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox'), 'HDFC');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please register or login to create investments.')).toBeInTheDocument();
    expect(screen.getByText('Registration Required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'), { timeout: 4000 });
  });

  it('shows KYC Verification Required and goes to /kyc-verification when the payment is refused for KYC', async () => {
    const api = fakeApi();
    api.on('POST /api/payments/process', () => errorResponse(403, 'KYC_VERIFICATION_REQUIRED', 'KYC verification required.'));
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox'), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please complete your KYC verification to process payments.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc-verification'), { timeout: 4000 });
  });

  it('shows Investment Creation Failed for any other failure', async () => {
    const api = fakeApi();
    api.on('POST /api/investments', () => errorResponse(500, 'INTERNAL_ERROR', 'boom'));
    selectProduct();
    renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox'), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Investment Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create investment. Please try again.')).toBeInTheDocument();
  });

  it('refuses amounts below the minimum before calling the server', async () => {
    const api = fakeApi();
    selectProduct({ ...FD, amount: 5000 });
    renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox'), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹5,330' }));
    expect(await screen.findByText('Amount Too Low')).toBeInTheDocument();
    expect(screen.getAllByText('The minimum investment is ₹10,000.').length).toBe(2);
    expect(api.calls('POST /api/investments')).toHaveLength(0);
  });

  it('cash opens a WhatsApp message for ₹5 lakhs or more and processes nothing online', async () => {
    const api = fakeApi();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    selectProduct();
    renderPayment();
    const user = await chooseMethod(/Cash/);
    await user.click(screen.getByRole('button', { name: 'Continue on WhatsApp' }));
    expect(screen.getAllByText('Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.').length).toBeGreaterThan(0);
    expect(open).not.toHaveBeenCalled();

    const amount = screen.getByLabelText(/^Investment amount \(₹\)/);
    await user.clear(amount);
    await user.type(amount, '500000');
    await user.click(screen.getByRole('button', { name: 'Continue on WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toContain('₹5,00,000 in 12 Months FD');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
