import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@invest/ui';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TERMS_VERSION, TermsMessage } from '@invest/contracts';
import { useFakeClock } from '@invest/testing';
import { fakeApi } from '../../../testing/fake-api.js';
import { fakeRazorpay } from '../../../testing/fake-razorpay.js';
import { SELECTED } from '../../../testing/plan-terms-fixtures.js';
import { renderPayment } from '../../../testing/render-page.js';

beforeEach(() => {
  dismissToast();
  useFakeClock();
  window.localStorage.setItem('selectedProduct', JSON.stringify(SELECTED.longTermFd));
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const ACCEPT = /^I have read and accept the Terms & Conditions and the Risk Disclosure/;

async function payByCard(actor: ReturnType<typeof user>) {
  const radio = await screen.findByRole('radio', { name: /Debit\/Credit Card/ });
  await waitFor(() => expect(radio).toBeEnabled());
  await actor.click(radio);
  await actor.click(within(screen.getByRole('region', { name: 'Pay by Debit/Credit Card' })).getByRole('button', { name: 'Pay ₹1,00,330' }));
}

describe('/payment: the Terms & Conditions and Risk Disclosure before the first payment', () => {
  it('asks for the acceptance (unticked, linked) on the first payment, pays nothing without it, then sends its version once', async () => {
    const api = fakeApi({ termsAccepted: null });
    fakeRazorpay();
    renderPayment();
    const box = await screen.findByTestId('terms-acceptance');
    expect(within(box).getByText('Before your first payment, please read the Terms & Conditions and the Risk Disclosure.')).toBeInTheDocument();
    const checkbox = within(box).getByRole('checkbox', { name: ACCEPT });
    expect(checkbox).not.toBeChecked();
    expect(within(box).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(box).getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/risk-disclosure');

    const actor = user();
    await payByCard(actor);
    expect(within(box).getByRole('alert')).toHaveTextContent(TermsMessage.Required);
    expect(api.calls('POST /api/investments')).toHaveLength(0);
    expect(api.calls('POST /api/payments/process')).toHaveLength(0);

    await actor.click(checkbox);
    await actor.click(screen.getByRole('button', { name: 'Pay ₹1,00,330' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls('POST /api/payments/process')[0]?.body).toMatchObject({ paymentMethod: 'card', termsVersion: TERMS_VERSION });
    // On record now: the page no longer asks.
    await waitFor(() => expect(screen.queryByTestId('terms-acceptance')).not.toBeInTheDocument());
  });

  it('does not ask an investor who accepted the current version, and sends no version', async () => {
    const api = fakeApi();
    fakeRazorpay();
    renderPayment();
    const actor = user();
    await payByCard(actor);
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.queryByTestId('terms-acceptance')).not.toBeInTheDocument();
    expect(api.calls('POST /api/payments/process')[0]?.body).not.toHaveProperty('termsVersion');
  });

  it('asks again, saying they changed, when the version on record is an earlier one', async () => {
    fakeApi({ termsAccepted: '2025-01' });
    renderPayment();
    const box = await screen.findByTestId('terms-acceptance');
    expect(within(box).getByText(/have changed since you accepted them/)).toBeInTheDocument();
    expect(within(box).getByRole('checkbox', { name: ACCEPT })).not.toBeChecked();
  });
});
