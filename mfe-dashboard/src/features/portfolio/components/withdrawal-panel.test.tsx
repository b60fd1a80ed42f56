import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import type { WithdrawalConfirmResponse, WithdrawalPreview } from '@invest/contracts';
import { WithdrawalMessage } from '@invest/contracts';
import { dashboardApi } from '../../../testing/dashboard-fixtures.js';
import { answerJson, renderRoute } from '../../../testing/render-route.js';

const preview: WithdrawalPreview = {
  investmentId: 'i1',
  quoteId: 'q-20-may',
  date: '2026-05-20',
  principal: 100000,
  interestAccrued: 6410.95,
  interestPaid: 7500,
  penaltyPercent: 1,
  penalty: 64.11,
  tds: 0,
  amount: 98846.84,
  bankLast4: '9012',
};

const confirmed: WithdrawalConfirmResponse = {
  message: WithdrawalMessage.Confirmed,
  investment: { id: 'i1', status: 'withdrawing' },
  payout: { id: 'w1', date: '2026-05-20', gross: 98846.84, tds: 0, net: 98846.84, status: 'processing' },
};

describe('premature withdrawal on /dashboard', () => {
  it('shows the server’s figures, sends the OTP, and confirms with the preview’s quote and the code', async () => {
    const api = dashboardApi({
      'GET /api/investments/i1/withdrawal': answerJson(preview),
      'POST /api/investments/i1/withdrawal/otp': answerJson({ message: 'OTP sent successfully.', expiresIn: 300 }),
      'POST /api/investments/i1/withdrawal': answerJson(confirmed),
    });
    const typist = userEvent.setup();
    renderRoute('/dashboard');
    await typist.click(await screen.findByRole('button', { name: 'Withdraw early: Regular FD' }));
    const figures = await screen.findByLabelText('Withdrawal figures');
    expect(figures).toHaveTextContent('Principal₹1,00,000');
    expect(figures).toHaveTextContent('TDS−₹0');
    expect(figures).toHaveTextContent('Interest earned to date+₹6,410.95');
    expect(figures).toHaveTextContent('Interest already paid to you−₹7,500');
    expect(figures).toHaveTextContent('Penalty (1% of interest earned)−₹64.11');
    expect(figures).toHaveTextContent('You receive₹98,846.84 on 20 May 2026 into •••• 9012');

    await typist.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm withdrawal' });
    expect(confirm).toBeDisabled();
    await typist.type(screen.getByLabelText(/OTP sent to your phone/), '123456');
    await typist.click(confirm);
    expect(await screen.findByText(`${WithdrawalMessage.Confirmed} ₹98,846.84 on 20 May 2026.`)).toHaveAttribute('role', 'status');
    const sent = api.calls.filter((call) => call.method === 'POST' && call.path === '/api/investments/i1/withdrawal');
    expect(sent.map((call) => call.body)).toEqual([{ quoteId: 'q-20-may', otp: '123456' }]);
  });

  it('shows a refusal in the API’s words and offers no confirmation', async () => {
    const lockedIn = WithdrawalMessage.LockedIn.replace('{date}', '2026-04-10');
    dashboardApi({ 'GET /api/investments/i1/withdrawal': answerJson({ statusCode: 409, code: 'CONFLICT', message: lockedIn }, 409) });
    const typist = userEvent.setup();
    renderRoute('/dashboard');
    await typist.click(await screen.findByRole('button', { name: 'Withdraw early: Regular FD' }));
    const panel = screen.getByRole('region', { name: 'Withdraw Regular FD early' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(lockedIn);
    expect(within(panel).queryByRole('button', { name: 'Send OTP to confirm' })).toBeNull();
  });
});
