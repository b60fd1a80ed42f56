import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankAccountMessage } from '@invest/contracts';
import { dismissToast } from '@invest/ui';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useFakeClock } from '@invest/testing';
import { errorResponse, fakeApi } from '../../../testing/fake-api.js';
import { fakeRazorpay } from '../../../testing/fake-razorpay.js';
import { SELECTED } from '../../../testing/plan-terms-fixtures.js';
import { renderPayment } from '../../../testing/render-page.js';

function selectProduct(product: object = SELECTED.longTermFd) {
  window.localStorage.setItem('selectedProduct', JSON.stringify(product));
}

beforeEach(() => {
  dismissToast();
  // No real sleeps: the 2 s redirects run on a fake clock (which otherwise keeps time).
  useFakeClock();
});
afterEach(() => {
  jest.useRealTimers();
});

async function chooseMethod(name: RegExp) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const radio = await screen.findByRole('radio', { name });
  // The content unlocks once the session (signed in, KYC verified) and the plan's terms have loaded.
  await waitFor(() => expect(radio).toBeEnabled());
  await user.click(radio);
  return user;
}

describe('/payment', () => {
  it('asks for a product when none is selected', async () => {
    fakeApi();
    renderPayment();
    expect(await screen.findByText('Please select a product from the Products page first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('treats a product stored before plans had ids as none', async () => {
    const api = fakeApi();
    const { planId: _planId, ...old } = SELECTED.regularFd;
    selectProduct(old);
    renderPayment();
    expect(await screen.findByText('Please select a product from the Products page first.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('/api/catalogue'))).toHaveLength(0);
  });

  it('treats a plan the catalogue no longer has as none', async () => {
    fakeApi();
    selectProduct({ ...SELECTED.regularFd, planId: 'plan.gone' });
    renderPayment();
    expect(await screen.findByText('Please select a product from the Products page first.')).toBeInTheDocument();
  });

  it("shows the plan's terms as the server books them: the 36-month FD stays 36 months", async () => {
    const api = fakeApi();
    selectProduct();
    renderPayment();
    expect(await screen.findByTestId('terms-rate')).toHaveTextContent('22% p.a.');
    expect(screen.getByTestId('terms-tenure')).toHaveTextContent('36 months');
    expect(screen.getByText('Monthly, on the 15th')).toBeInTheDocument();
    expect(screen.getByText('1.83%')).toBeInTheDocument();
    expect(screen.getByTestId('terms-amount-range')).toHaveTextContent('Minimum ₹50,000, maximum ₹10,00,00,00,000');
    // A fixed tenure offers no choice.
    expect(screen.queryByLabelText(/^Tenure \(months\)/)).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-duration')).toHaveTextContent('36 months');
    expect(screen.getByText('Long Term FD')).toBeInTheDocument();
    expect(screen.getByText('Fixed Deposits')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,00,330');
    // The preview is this plan's, as it is booked: 1.83% a month for 36 months, the principal back at maturity.
    expect(screen.getByTestId('payout-preview')).toHaveTextContent(
      'At 1.83% a month, ₹1,00,000 pays ₹1,830 on the 15th of each month for 36 months (₹65,880 of interest in all, not added to the principal), and your ₹1,00,000 back on the maturity date: ₹1,01,830 with the last month',
    );
    expect(screen.queryByText(/1,36,000/)).not.toBeInTheDocument();
    expect(api.calls('GET /api/catalogue/plans/plan.fixed-deposits.long-term-fd')).toHaveLength(1);
    for (const name of [/UPI\s*Recommended/, /Net Banking/, /Debit\/Credit Card/, /Cash\s*₹5\+ lakhs only/]) {
      await waitFor(() => expect(screen.getByRole('radio', { name })).toBeEnabled());
    }
  });

  it('offers a tenure choice within a range, starting from the stored tenure, and books the one chosen', async () => {
    const api = fakeApi();
    fakeRazorpay();
    selectProduct(SELECTED.corporateBonds);
    renderPayment();
    const tenure = await screen.findByLabelText(/^Tenure \(months\)/);
    expect(tenure).toHaveValue('60');
    expect(
      within(tenure)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(84 - 36 + 1);
    expect(screen.getByTestId('terms-rate')).toHaveTextContent('8% p.a. (8-12% p.a.)');
    expect(screen.getByText('At maturity')).toBeInTheDocument();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(tenure, '48');
    expect(screen.getByTestId('summary-duration')).toHaveTextContent('48 months');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹50,330' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')[0]?.body).toMatchObject({ planId: 'plan.bonds.corporate-bonds', amount: 50000, duration: 48, returnRate: '8' });
  });

  it('shows a SIP plan as one, with no rate for a market-linked plan', async () => {
    fakeApi();
    selectProduct(SELECTED.goldSip);
    renderPayment();
    expect(await screen.findByText(/^Monthly SIP/)).toBeInTheDocument();
    expect(screen.getByTestId('terms-rate')).toHaveTextContent('Market Linked');
    expect(screen.getByTestId('terms-tenure')).toHaveTextContent('12 months');
    expect(screen.getByText('When you redeem, at that day’s price')).toBeInTheDocument();
  });

  it("refuses an amount below the plan's minimum or above its maximum, naming it, before calling the server", async () => {
    const api = fakeApi();
    selectProduct(SELECTED.delhiRetail);
    renderPayment();
    const user = await chooseMethod(/Net Banking/);
    const amount = screen.getByLabelText(/^Investment amount \(₹\)/);
    expect(amount).toHaveAttribute('min', '25000');
    expect(amount).toHaveAttribute('max', '350000000');
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(screen.getByText('The minimum investment for Delhi Retail Complex is ₹25,000.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹20,330' }));
    expect(await screen.findByText('Amount Too Low')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '350000001');
    expect(screen.getByText('The maximum investment for Delhi Retail Complex is ₹35,00,00,000.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,00,00,331' }));
    expect(await screen.findByText('Amount Too High')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(0);
  });

  it('keeps the spec minimum of ₹10,000', async () => {
    const api = fakeApi();
    selectProduct({ ...SELECTED.regularFd, amount: 5000 });
    renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹5,330' }));
    expect(await screen.findByText('Amount Too Low')).toBeInTheDocument();
    expect(screen.getAllByText('The minimum investment is ₹10,000.').length).toBe(2);
    expect(api.calls('POST /api/investments')).toHaveLength(0);
  });

  it('is dimmed and disabled without a session, until the demo-mode button sets the two local flags', async () => {
    fakeApi({ session: null });
    selectProduct();
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Registration Required' })).toBeInTheDocument();
    // A returning investor signs in and comes back here, without starting KYC again.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=/payment');
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeDisabled();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Enable Demo Mode' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /UPI/ })).toBeEnabled());
    expect(window.localStorage.getItem('demo_authenticated')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('demo_kyc_status') ?? '{}')).toEqual({ kycStatus: 'verified' });
  });

  it('shows Registration Required and goes to /kyc after 2 s when the server has no session', async () => {
    const api = fakeApi();
    api.on('POST /api/investments', () => errorResponse(401, 'AUTHENTICATION_REQUIRED', 'Authentication required.'));
    fakeRazorpay();
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please select your bank.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'HDFC');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please register or login to create investments.')).toBeInTheDocument();
    expect(screen.getByText('Registration Required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
  });

  it('shows KYC Verification Required and goes to /kyc-verification when the payment is refused for KYC', async () => {
    const api = fakeApi();
    api.on('POST /api/payments/process', () => errorResponse(403, 'KYC_VERIFICATION_REQUIRED', 'KYC verification required.'));
    const checkout = fakeRazorpay();
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Please complete your KYC verification to process payments.')).toBeInTheDocument();
    expect(checkout.checkouts).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc-verification'));
  });

  it('shows Investment Creation Failed for any other failure', async () => {
    const api = fakeApi();
    api.on('POST /api/investments', () => errorResponse(500, 'INTERNAL_ERROR', 'boom'));
    fakeRazorpay();
    selectProduct();
    renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Investment Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create investment. Please try again.')).toBeInTheDocument();
  });

  it('names the missing bank account in the API’s words, links to /kyc and stays, and the next try is a new investment', async () => {
    const api = fakeApi();
    api.on('POST /api/investments', () => errorResponse(403, 'BANK_ACCOUNT_REQUIRED', BankAccountMessage.RequiredToInvest));
    const checkout = fakeRazorpay();
    selectProduct();
    const { router } = renderPayment();
    const user = await chooseMethod(/Net Banking/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'SBI');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    const problem = await screen.findByLabelText('Payment not completed');
    expect(problem).toHaveTextContent(BankAccountMessage.RequiredToInvest);
    expect(within(problem).getByRole('link', { name: 'Add your bank account' })).toHaveAttribute('href', '/kyc');
    expect(screen.getByText('Bank Account Required')).toBeInTheDocument();
    expect(screen.queryByText('Investment Creation Failed')).not.toBeInTheDocument();
    expect(checkout.checkouts).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe('/payment');

    // A refusal is final for its key: once the account is added, paying again sends a new one.
    api.on('POST /api/investments', (body) =>
      Response.json({ message: 'Investment created.', investment: { id: 'inv-9', ...(body as object), status: 'pending_payment' } }, { status: 201 }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    await waitFor(() => expect(api.calls('POST /api/payments/process')).toHaveLength(1));
    const keys = api.keys('POST /api/investments');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(screen.queryByLabelText('Payment not completed')).not.toBeInTheDocument();
  });

  it("reads the plan's terms again when the server says they changed", async () => {
    const api = fakeApi();
    api.on('POST /api/investments', () => errorResponse(422, 'PLAN_TERMS_MISMATCH', "returnRate 22% is not the plan's rate (21%)."));
    fakeRazorpay();
    selectProduct();
    renderPayment();
    const user = await chooseMethod(/Debit\/Credit Card/);
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Investment Creation Failed')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/catalogue/plans/plan.fixed-deposits.long-term-fd')).toHaveLength(2));
  });

  it('cash opens a WhatsApp message for ₹5 lakhs or more and processes nothing online', async () => {
    const api = fakeApi();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
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
    expect(url.searchParams.get('text')).toContain('₹5,00,000 in Long Term FD');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says "Sandbox payments" while the platform config names the sandbox, not otherwise', async () => {
    fakeApi();
    selectProduct();
    const view = renderPayment();
    expect(await screen.findByRole('status', { name: 'Sandbox payments' })).toHaveTextContent('Sandbox payments');
    view.unmount();
    renderPayment({ gateway: { checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', sandbox: false } });
    await screen.findByTestId('terms-rate');
    expect(screen.queryByText('Sandbox payments')).not.toBeInTheDocument();
  });
});
