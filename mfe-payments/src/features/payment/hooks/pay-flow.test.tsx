import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@invest/ui';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useFakeClock } from '@invest/testing';
import { checkoutFor, completed, DECLINED, errorResponse, fakeApi, processing } from '../../../testing/fake-api.js';
import { fakeRazorpay } from '../../../testing/fake-razorpay.js';
import { SELECTED } from '../../../testing/plan-terms-fixtures.js';
import { renderPayment } from '../../../testing/render-page.js';
import type { ProcessPaymentRequest } from '@invest/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  dismissToast();
  // No real sleeps: the UPI steps, the auto-continue, the bank wait and the redirect run on a fake clock.
  useFakeClock();
  window.localStorage.setItem('selectedProduct', JSON.stringify(SELECTED.longTermFd));
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function chooseMethod(name: RegExp) {
  const radio = await screen.findByRole('radio', { name });
  await waitFor(() => expect(radio).toBeEnabled());
  const actor = user();
  await actor.click(radio);
  return actor;
}

/** UPI: validate (2 s, the bank holds the ID in the investor's name). */
async function validateUpiId(actor: ReturnType<typeof user>, upiId = 'asha.rao@okaxis') {
  await actor.type(screen.getByLabelText(/^UPI ID/), upiId);
  await actor.click(screen.getByRole('button', { name: 'Validate' }));
  expect(screen.getByRole('button', { name: 'Validating...' })).toBeDisabled();
  await tick(2000);
  expect(await screen.findByText('UPI ID verified: Asha Rao')).toBeInTheDocument();
}

describe('/payment through the gateway checkout', () => {
  it('pays a lump sum by one-time UPI (no mandate): one investment by plan id, one order, the checkout, then verify; clears the product and goes to /dashboard', async () => {
    const api = fakeApi();
    const razorpay = fakeRazorpay();
    const { router } = renderPayment();
    const actor = await chooseMethod(/UPI/);
    const pay = screen.getByRole('button', { name: 'Pay ₹1,00,330' });
    expect(pay).toBeDisabled();

    await actor.type(screen.getByLabelText(/^UPI ID/), 'a@b');
    await actor.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)')).toBeInTheDocument();
    await actor.clear(screen.getByLabelText(/^UPI ID/));

    await validateUpiId(actor);
    // A lump sum: no AutoPay step, no mandate, no auto-continue.
    expect(screen.queryByLabelText('AutoPay mandate')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up AutoPay' })).not.toBeInTheDocument();
    expect(screen.getByText('A one-time payment: no AutoPay mandate is set up.')).toBeInTheDocument();
    expect(pay).toBeEnabled();

    await actor.dblClick(pay);
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    expect(api.calls('POST /api/payments/process')).toHaveLength(1);
    const [investment] = api.calls('POST /api/investments');
    expect(investment?.body).toEqual({
      userId: 'user-1',
      planId: 'plan.fixed-deposits.long-term-fd',
      amount: 100000,
      investmentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      productType: 'Fixed Deposits',
      productName: 'Long Term FD',
      returnRate: '22',
    });
    expect(investment?.headers.get('idempotency-key')).toMatch(UUID);
    const [payment] = api.calls('POST /api/payments/process');
    expect(payment?.body).toEqual({
      investmentId: 'inv-1',
      amount: '100000',
      paymentMethod: 'upi',
      userId: 'user-1',
      upiId: 'asha.rao@okaxis',
      autoPay: false,
    });
    expect(payment?.headers.get('idempotency-key')).toMatch(UUID);
    expect(payment?.headers.get('idempotency-key')).not.toBe(investment?.headers.get('idempotency-key'));

    expect(razorpay.checkouts).toHaveLength(1);
    expect(razorpay.last()?.options).toMatchObject({
      key: 'rzp_test_sandbox',
      order_id: 'order_1',
      amount: 10033000,
      currency: 'INR',
      prefill: { method: 'upi', vpa: 'asha.rao@okaxis' },
    });
    expect(razorpay.last()?.options).not.toHaveProperty('customer_id');
    expect(razorpay.last()?.options).not.toHaveProperty('recurring');
    expect(api.calls('POST /api/payments/verify')[0]?.body).toEqual({
      investmentId: 'inv-1',
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(window.localStorage.getItem('selectedProduct')).toBeNull();
    expect(window.sessionStorage.getItem('paymentAttempt')).toBeNull();
    expect(router.state.location.pathname).toBe('/payment');
    await tick(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a monthly SIP sets up AutoPay (its mandate shown first), then continues to the payment by itself 3 s later, unless the UPI ID is edited first', async () => {
    window.localStorage.setItem('selectedProduct', JSON.stringify(SELECTED.goldSip));
    const api = fakeApi();
    const razorpay = fakeRazorpay();
    renderPayment();
    const actor = await chooseMethod(/UPI/);
    await validateUpiId(actor);
    const mandate = screen.getByLabelText('AutoPay mandate');
    expect(within(mandate).getByText('₹50,000 per debit')).toBeInTheDocument();
    expect(within(mandate).getByText('Monthly')).toBeInTheDocument();
    expect(within(mandate).getByText(String(new Date().getFullYear() + 10), { exact: false })).toBeInTheDocument();
    expect(within(mandate).getByText(/cancel this mandate at any time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹50,330' })).toBeDisabled();
    await actor.click(screen.getByRole('button', { name: 'Set up AutoPay' }));
    await tick(2000);
    expect(await screen.findByText('AutoPay is set up.')).toBeInTheDocument();
    expect(screen.getByText('Continuing to payment in 3 seconds. Pay now, or change the UPI ID to stop.')).toBeInTheDocument();

    // Editing the ID stops the countdown: nothing is paid.
    await actor.type(screen.getByLabelText(/^UPI ID/), 'x');
    expect(screen.queryByText(/Continuing to payment/)).not.toBeInTheDocument();
    await tick(3500);
    expect(api.calls('POST /api/investments')).toHaveLength(0);

    await actor.type(screen.getByLabelText(/^UPI ID/), '{Backspace}');
    await actor.click(screen.getByRole('button', { name: 'Validate' }));
    await tick(2000);
    await screen.findByText('UPI ID verified: Asha Rao');
    await actor.click(screen.getByRole('button', { name: 'Set up AutoPay' }));
    await tick(2000);
    await screen.findByText('AutoPay is set up.');
    await tick(3000);
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    expect(api.calls('POST /api/payments/process')[0]?.body).toMatchObject({ paymentMethod: 'upi', upiId: 'asha.rao@okaxis', autoPay: true });
    expect(razorpay.last()?.options).toMatchObject({ customer_id: 'cust_1', recurring: '1' });
    // The mandate shown is now the one the gateway set up.
    expect(within(screen.getByLabelText('AutoPay mandate')).getByText('15 Jan 2036')).toBeInTheDocument();
  });

  it('has no card fields: the card is typed in the checkout; a decline there is verified by order id, shown, and the next attempt pays the same investment with a new key', async () => {
    const api = fakeApi();
    const razorpay = fakeRazorpay('fail');
    api.on('POST /api/payments/verify', () => errorResponse(402, 'PAYMENT_DECLINED', DECLINED));
    renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    const panel = screen.getByRole('region', { name: 'Pay by Debit/Credit Card' });
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByText(/secure checkout of our payment partner/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number|CVV|Expiry/)).not.toBeInTheDocument();

    await actor.click(within(panel).getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByLabelText('Payment declined')).toHaveTextContent('Your investment has not been paid');
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment processing failed. Please try again.')).toBeInTheDocument();
    expect(razorpay.last()?.closed).toBe(true);
    expect(razorpay.last()?.options).toMatchObject({ order_id: 'order_1', prefill: { method: 'card' } });
    expect(razorpay.last()?.options.customer_id).toBeUndefined();
    expect(api.calls('POST /api/payments/verify')[0]?.body).toEqual({ investmentId: 'inv-1', razorpay_order_id: 'order_1' });
    expect(api.calls('POST /api/payments/process')[0]?.body).toEqual({ investmentId: 'inv-1', amount: '100000', paymentMethod: 'card', userId: 'user-1' });

    razorpay.behaviour = 'pay';
    api.on('POST /api/payments/verify', (body) => completed((body as { investmentId: string }).investmentId));
    await actor.click(within(panel).getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    expect(api.calls('POST /api/payments/process').map((call) => (call.body as { investmentId: string }).investmentId)).toEqual(['inv-1', 'inv-1']);
    const [first, second] = api.keys('POST /api/payments/process');
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    // Nothing a card holder typed was ever sent to our API.
    expect(JSON.stringify(api.requests.map((request) => request.body))).not.toMatch(/card(Details|Number)|cvv|expiry/i);
  });

  it("reuses the attempt's keys on every retry: a lost answer, a server fault and a dismissed checkout create nothing twice", async () => {
    const api = fakeApi();
    const razorpay = fakeRazorpay('dismiss');
    let investmentAnswers = 0;
    api.on('POST /api/investments', (body) => {
      investmentAnswers += 1;
      if (investmentAnswers === 1) throw new TypeError('Failed to fetch');
      return Response.json({ message: 'Investment created.', investment: { id: 'inv-1', ...(body as object), status: 'pending_payment' } }, { status: 201 });
    });
    let processAnswers = 0;
    api.on('POST /api/payments/process', (body) => {
      processAnswers += 1;
      if (processAnswers === 1)
        return errorResponse(503, 'GATEWAY_UNAVAILABLE', 'The payment gateway is not reachable right now. No money was taken; please try again in a moment.');
      return Response.json({
        message: 'ok',
        paymentId: 'payment-1',
        attempt: 1,
        status: 'created',
        checkout: checkoutFor(body as ProcessPaymentRequest, 'order_1'),
      });
    });
    renderPayment();
    const actor = await chooseMethod(/Net Banking/);
    await actor.selectOptions(screen.getByRole('combobox', { name: /^Bank/ }), 'HDFC');
    const pay = screen.getByRole('button', { name: 'Pay ₹1,00,330' });

    await actor.click(pay); // no answer to the investment
    expect(await screen.findByText('Investment Creation Failed')).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    await actor.click(pay); // investment created; the gateway is down
    expect(await screen.findByLabelText('Payment not completed')).toHaveTextContent('The payment gateway is not reachable right now.');
    await waitFor(() => expect(pay).toBeEnabled());
    await actor.click(pay); // order created; the customer closes the checkout
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.queryByLabelText('Payment declined')).not.toBeInTheDocument();
    razorpay.behaviour = 'pay';
    await actor.click(pay); // the same order again, paid
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();

    const investments = api.calls('POST /api/investments');
    expect(investments).toHaveLength(2);
    expect(investments[1]?.headers.get('idempotency-key')).toBe(investments[0]?.headers.get('idempotency-key'));
    expect(investments[1]?.body).toEqual(investments[0]?.body);
    const keys = api.keys('POST /api/payments/process');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(api.calls('POST /api/payments/process').map((call) => call.body)).toEqual(
      Array(3).fill({ investmentId: 'inv-1', amount: '100000', paymentMethod: 'netbanking', userId: 'user-1', bank: 'HDFC' }),
    );
    expect(razorpay.checkouts.map((checkout) => checkout.options.order_id)).toEqual(['order_1', 'order_1']);
  });

  it('after a reload mid-attempt, pays the investment already created with the same key', async () => {
    const api = fakeApi();
    fakeRazorpay('dismiss');
    const first = renderPayment();
    let actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    await waitFor(() => expect(api.calls('POST /api/payments/process')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,00,330' })).toBeEnabled());
    first.unmount();

    fakeRazorpay('pay');
    renderPayment();
    actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(1);
    const keys = api.keys('POST /api/payments/process');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a new amount is a new investment with a new key', async () => {
    const api = fakeApi();
    fakeRazorpay('dismiss');
    renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    await waitFor(() => expect(api.calls('POST /api/payments/process')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,00,330' })).toBeEnabled());
    const amount = screen.getByLabelText(/^Investment amount \(₹\)/);
    await actor.clear(amount);
    await actor.type(amount, '200000');
    await actor.click(screen.getByRole('button', { name: 'Pay ₹2,00,330' }));
    await waitFor(() => expect(api.calls('POST /api/payments/process')).toHaveLength(2));
    const investmentKeys = api.keys('POST /api/investments');
    expect(investmentKeys).toHaveLength(2);
    expect(investmentKeys[1]).not.toBe(investmentKeys[0]);
    expect(api.calls('POST /api/payments/process')[1]?.body).toMatchObject({ investmentId: 'inv-2', amount: '200000' });
  });

  it('waits for the bank: asks again every 2 s while the answer is 202, then completes', async () => {
    const api = fakeApi();
    fakeRazorpay();
    let asked = 0;
    api.on('POST /api/payments/verify', (body) => {
      asked += 1;
      return asked < 3 ? processing() : completed((body as { investmentId: string }).investmentId);
    });
    const { router } = renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Waiting for your bank to confirm the payment…')).toBeInTheDocument();
    expect(asked).toBe(1);
    await tick(2000);
    await waitFor(() => expect(asked).toBe(2));
    await tick(2000);
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(asked).toBe(3);
    await tick(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('stops asking after about a minute and says the payment shows on the dashboard once the bank confirms', async () => {
    const api = fakeApi();
    fakeRazorpay();
    api.on('POST /api/payments/verify', () => processing());
    renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    await screen.findByText('Waiting for your bank to confirm the payment…');
    for (let second = 0; second < 60; second += 2) await tick(2000);
    expect(await screen.findByText(/will appear on your dashboard once the bank confirms it/)).toBeInTheDocument();
    const asked = api.calls('POST /api/payments/verify').length;
    expect(asked).toBe(31);
    await tick(10_000);
    expect(api.calls('POST /api/payments/verify')).toHaveLength(asked);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(window.localStorage.getItem('selectedProduct')).not.toBeNull();
  });

  it('stops asking the moment the page is left while the bank confirms', async () => {
    const api = fakeApi();
    fakeRazorpay();
    api.on('POST /api/payments/verify', () => processing());
    const page = renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    await screen.findByText('Waiting for your bank to confirm the payment…');
    expect(api.calls('POST /api/payments/verify')).toHaveLength(1);
    page.unmount();
    await tick(10_000);
    expect(api.calls('POST /api/payments/verify')).toHaveLength(1);
  });

  it('never waits on a capture the server refunded: it says so once, and stops asking', async () => {
    const api = fakeApi();
    fakeRazorpay();
    const REFUNDED =
      'This payment was refunded: you had already paid for this investment. ₹1,00,330 goes back to the account you paid from in 5-7 working days.';
    api.on('POST /api/payments/verify', () => errorResponse(409, 'PAYMENT_REFUNDED', REFUNDED));
    renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByLabelText('Payment not completed')).toHaveTextContent(REFUNDED);
    expect(screen.getByText('Payment Refunded')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for your bank to confirm the payment…')).not.toBeInTheDocument();
    await tick(10_000);
    expect(api.calls('POST /api/payments/verify')).toHaveLength(1);
  });

  it("shows the server's refusal when the attempts are used up, and asks for no checkout", async () => {
    const api = fakeApi();
    const razorpay = fakeRazorpay();
    api.on('POST /api/payments/process', () =>
      errorResponse(429, 'PAYMENT_ATTEMPTS_EXCEEDED', 'This investment has had 5 payment attempts. Please contact support to continue.'),
    );
    renderPayment();
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByLabelText('Payment not completed')).toHaveTextContent('This investment has had 5 payment attempts.');
    expect(razorpay.checkouts).toHaveLength(0);
  });

  it('says "Sandbox payments" when the order is the sandbox\'s, whatever the platform config says', async () => {
    const api = fakeApi();
    fakeRazorpay('dismiss');
    api.on('POST /api/payments/process', (body) =>
      Response.json({
        message: 'ok',
        paymentId: 'payment-1',
        attempt: 1,
        status: 'created',
        checkout: checkoutFor(body as ProcessPaymentRequest, 'order_1', true),
      }),
    );
    renderPayment({ gateway: { checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', sandbox: false } });
    const actor = await chooseMethod(/Debit\/Credit Card/);
    expect(screen.queryByText('Sandbox payments')).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByRole('status', { name: 'Sandbox payments' })).toBeInTheDocument();
  });

  it('without a gateway in the platform config, refuses to start a payment', async () => {
    const api = fakeApi();
    renderPayment({ gateway: null });
    const actor = await chooseMethod(/Debit\/Credit Card/);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByLabelText('Payment not completed')).toHaveTextContent('The secure checkout of our payment partner could not be opened.');
    expect(api.calls('POST /api/investments')).toHaveLength(0);
  });
});
