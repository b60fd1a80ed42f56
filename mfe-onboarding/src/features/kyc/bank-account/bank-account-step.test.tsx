import { BankAccountMessage, SANDBOX_PAYOUT_TEST_VALUES } from '@invest/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { advanceClock, useFakeClock } from '@invest/testing';
import { fakeApi } from '../../../testing/fake-api.js';
import { FAKE_CHANGE_OTP, verifiedAccount } from '../../../testing/fake-money-out.js';
import { renderRoute } from '../../../testing/render-page.js';
import { VERIFYING_POLL_MS } from './bank-account-views.js';

const ACCOUNT = '123456789012';

beforeEach(() => {
  localStorage.clear();
});

async function openBankStep() {
  const view = renderRoute('/kyc');
  const step = await screen.findByTestId('bank-account-step');
  await within(step).findByLabelText(/^Account number/);
  return view;
}

async function fillAccount(typist: ReturnType<typeof userEvent.setup>, account: string, ifsc: string = SANDBOX_PAYOUT_TEST_VALUES.ifsc) {
  await typist.type(screen.getByLabelText(/^Account number/), account);
  await typist.type(screen.getByLabelText(/^IFSC/), ifsc);
  await typist.type(screen.getByLabelText(/^Account holder name/), 'Asha Rao');
}

const stepState = (label: string) =>
  within(screen.getByRole('navigation', { name: 'KYC steps' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label))
    ?.getAttribute('data-state');

// Typing whole forms and the 1 s polling take a while on a shared machine.
describe('/kyc Bank Details', () => {
  it('checks the form with the API’s words before sending anything', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified' });
    const typist = userEvent.setup();
    await openBankStep();
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      BankAccountMessage.InvalidAccountNumber,
      BankAccountMessage.InvalidIfsc,
      BankAccountMessage.HolderNameRequired,
    ]);
    expect(screen.getByLabelText(/^Account number/)).toHaveAttribute('aria-invalid', 'true');

    // Digits only (18 at most); the IFSC upper-cased, 11 at most.
    await typist.type(screen.getByLabelText(/^Account number/), '12-34 5678x');
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('12345678');
    expect(screen.getByLabelText(/^Account number/)).toHaveAttribute('maxLength', '18');
    await typist.type(screen.getByLabelText(/^IFSC/), 'sbin0000300xyz');
    expect(screen.getByLabelText(/^IFSC/)).toHaveValue('SBIN0000300');
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByText(BankAccountMessage.InvalidAccountNumber)).toBeInTheDocument();
    expect(server.calls('POST /api/bank-account')).toHaveLength(0);
  });

  it('looks a complete IFSC up and shows the bank and branch, or says no branch has it', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified' });
    const typist = userEvent.setup();
    await openBankStep();
    const ifsc = screen.getByLabelText(/^IFSC/);
    await typist.type(ifsc, 'SBIN000030');
    expect(server.calls(`GET /api/bank-account/ifsc/SBIN000030`)).toHaveLength(0);
    await typist.type(ifsc, '0');
    expect(await screen.findByTestId('ifsc-branch')).toHaveTextContent('State Bank of India, Mumbai Main Branch, Mumbai');
    expect(ifsc).toHaveAccessibleDescription(/State Bank of India, Mumbai Main Branch/);

    await typist.clear(ifsc);
    await typist.type(ifsc, 'HDFC0009999');
    expect(await screen.findByRole('alert')).toHaveTextContent(BankAccountMessage.UnknownIfsc);
    await typist.type(screen.getByLabelText(/^Account number/), ACCOUNT);
    await typist.type(screen.getByLabelText(/^Account holder name/), 'Asha Rao');
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    expect(server.calls('POST /api/bank-account')).toHaveLength(0);
  });

  it('sends the account, shows the API’s verifying words, reads it every second until verified, and shows only the last 4', async () => {
    useFakeClock();
    const server = fakeApi({ signedIn: true, kycStatus: 'verified' });
    server.state.verifyingReads = 2;
    const typist = userEvent.setup();
    const { store } = await openBankStep();
    expect(stepState('Bank Details')).toBe('active');
    await fillAccount(typist, ACCOUNT);
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));

    expect(await screen.findByText(BankAccountMessage.Verifying)).toBeInTheDocument();
    expect(server.calls('POST /api/bank-account')[0]?.body).toEqual({ accountNumber: ACCOUNT, ifsc: 'SBIN0000300', holderName: 'Asha Rao' });
    expect(screen.queryByLabelText(/^Account number/)).not.toBeInTheDocument();

    // Two more reads answer `verifying`, the third `verified`: one read a second, on the fake clock.
    for (let read = 0; read < 3; read += 1) await advanceClock(VERIFYING_POLL_MS);
    const onFile = await screen.findByLabelText('Bank account on file');
    expect(screen.getByText(BankAccountMessage.Verified)).toBeInTheDocument();
    expect(within(onFile).getByText('•••• 9012')).toBeInTheDocument();
    expect(within(onFile).getByText('State Bank of India')).toBeInTheDocument();
    expect(within(onFile).getByText('Mumbai Main Branch')).toBeInTheDocument();
    expect(within(onFile).getByText('Asha Rao')).toBeInTheDocument();
    // Nowhere in the page or the store once sent: only the last 4.
    expect(document.body.textContent).not.toContain(ACCOUNT);
    expect(JSON.stringify(store.getState())).not.toContain(ACCOUNT);
    // The first read after the answer, then one a second until it settled.
    expect(server.calls('GET /api/bank-account').length).toBeGreaterThanOrEqual(3);
    expect(stepState('Bank Details')).toBe('complete');
    expect(stepState('Nominee')).toBe('active');
    expect(screen.getByTestId('nominee-step')).toBeInTheDocument();
  });

  it.each([
    ['a name mismatch', SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount, BankAccountMessage.NameMismatch],
    ['an account the bank does not have', SANDBOX_PAYOUT_TEST_VALUES.invalidAccount, BankAccountMessage.AccountInvalid],
  ])('shows %s in the API’s words, clears the number, and takes another account', async (_case, account, message) => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified' });
    const typist = userEvent.setup();
    const { store } = await openBankStep();
    await fillAccount(typist, account);
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
    expect(JSON.stringify(store.getState())).not.toContain(account);
    expect(screen.getByLabelText(/^IFSC/)).toHaveValue('SBIN0000300');

    await typist.type(screen.getByLabelText(/^Account number/), ACCOUNT);
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByText(BankAccountMessage.Verifying)).toBeInTheDocument();
    expect(server.calls('POST /api/bank-account')).toHaveLength(2);
  });

  it('a penny drop that fails shows why, and "Try another account" opens the form again', async () => {
    fakeApi({
      signedIn: true,
      kycStatus: 'verified',
      bankAccount: verifiedAccount({ status: 'failed', verifiedAt: null, failureReason: BankAccountMessage.AccountInvalid }),
    });
    const typist = userEvent.setup();
    renderRoute('/kyc');
    expect(await screen.findByRole('alert')).toHaveTextContent(BankAccountMessage.AccountInvalid);
    expect(screen.getByText('State Bank of India •••• 6789 could not be used for payouts.')).toBeInTheDocument();
    expect(stepState('Bank Details')).toBe('active');
    await typist.click(screen.getByRole('button', { name: 'Try another account' }));
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
  });

  it('a verified account can be changed, or kept', async () => {
    useFakeClock();
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = userEvent.setup();
    renderRoute('/kyc');
    const onFile = await screen.findByLabelText('Bank account on file');
    expect(onFile).toHaveTextContent('•••• 6789');
    await typist.click(screen.getByRole('button', { name: 'Change account' }));
    expect(stepState('Bank Details')).toBe('complete active');
    expect(screen.getByLabelText(/^Account number/)).toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Keep the current account' }));
    expect(screen.getByLabelText('Bank account on file')).toHaveTextContent('•••• 6789');

    // Changing it takes the OTP texted to the registered phone (shown masked); payouts move after the cooling-off.
    await typist.click(screen.getByRole('button', { name: 'Change account' }));
    await fillAccount(typist, '987654321');
    expect(screen.getByText(/payouts go to the new account 48 hours after it is verified/)).toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByText('Send the OTP to your registered phone first.')).toBeInTheDocument();
    expect(server.calls('POST /api/bank-account')).toHaveLength(0);
    await typist.click(screen.getByRole('button', { name: 'Send OTP' }));
    await typist.type(await screen.findByLabelText(/^OTP sent to \*{6}3210/), '111111');
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByText('Invalid or expired OTP. Please check the code or request a new OTP.')).toBeInTheDocument();
    await typist.clear(screen.getByLabelText(/^OTP sent to/));
    await typist.type(screen.getByLabelText(/^OTP sent to/), FAKE_CHANGE_OTP);
    await typist.click(screen.getByRole('button', { name: 'Verify bank account' }));
    await advanceClock(VERIFYING_POLL_MS * 2);
    await waitFor(() => expect(screen.getByLabelText('Bank account on file')).toHaveTextContent('•••• 4321'));
    expect(screen.getByTestId('payout-account-cooling-off')).toHaveTextContent(
      'Payouts go here from 3 Apr 2026, 10:30 am IST. Until then they go to State Bank of India •••• 6789.',
    );
    expect(server.calls('POST /api/bank-account/otp')).toHaveLength(1);
    expect(server.calls('POST /api/bank-account')).toHaveLength(2);
  });
});
