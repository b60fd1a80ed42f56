import { TdsMessage } from '@invest/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { dashboardApi, nomineeNamed, payout, payoutAccount, PAYOUTS_ALL, schedule, session, tdsSummary } from '../../../testing/dashboard-fixtures.js';
import { answerJson, renderRoute } from '../../../testing/render-route.js';
import { RECENT_PAYOUTS, recentPayouts } from '../model/recent-payouts.js';

async function openDashboard() {
  renderRoute('/dashboard');
  await screen.findByRole('heading', { name: 'Your Investments' });
}

const recentRows = () => within(screen.getByRole('list', { name: 'Recent payouts' })).getAllByRole('listitem');

describe('recentPayouts', () => {
  it('keeps the sent payouts only (not scheduled or cancelled ones), newest first, at most 5', () => {
    const many = [
      ...['01', '02', '03', '04', '05', '06'].map((month) => payout(`m${month}`, `2025-${month}-15`, { status: 'paid', tds: 0, net: 1500 })),
      payout('x', '2025-07-15', { status: 'processing', tds: 0, net: 1500 }),
      payout('y', '2025-08-15'),
      // Cancelled by a premature withdrawal: never sent.
      payout('z', '2025-09-15', { status: 'cancelled' }),
    ];
    expect(recentPayouts(many).map((item) => item.id)).toEqual(['x', 'm06', 'm05', 'm04', 'm03']);
    expect(recentPayouts(many)).toHaveLength(RECENT_PAYOUTS);
  });
});

describe('/dashboard money out', () => {
  it('lists the payouts sent with their state, gross, TDS and net, the account’s last 4 and the UTR', async () => {
    dashboardApi({
      [PAYOUTS_ALL]: answerJson([payout('p0', '2025-12-15', { status: 'processing', tds: 0, net: 1500, bankLast4: '6789' }), ...schedule]),
    });
    await openDashboard();
    const rows = recentRows();
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['reversed', 'paid', 'paid', 'processing']);

    const [reversed, paidWithTds, paid, processing] = rows;
    expect(paidWithTds).toHaveTextContent('15 Feb 2026 · Regular FD');
    expect(paidWithTds).toHaveTextContent('Monthly payout · to •••• 6789 · UTR UTR0000002');
    expect(within(paidWithTds as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(paidWithTds as HTMLElement).getByLabelText('Payout amounts')).toHaveTextContent('Gross ₹1,500TDS ₹150Net ₹1,350');
    expect(within(paid as HTMLElement).getByLabelText('Payout amounts')).toHaveTextContent('Gross ₹1,500TDS ₹0Net ₹1,500');
    expect(within(processing as HTMLElement).getByText('Processing')).toBeInTheDocument();
    expect(processing).toHaveTextContent('to •••• 6789');
    expect(processing).not.toHaveTextContent('UTR');

    expect(within(reversed as HTMLElement).getByText('Reversed')).toBeInTheDocument();
    expect(reversed).toHaveTextContent('Returned by the bank: Beneficiary account is closed. We will resend it once you update your bank account.');
    expect(within(reversed as HTMLElement).getByRole('link', { name: 'Update your bank account' })).toHaveAttribute('href', '/kyc');
  });

  it('says so when nothing has been sent yet', async () => {
    dashboardApi({ [PAYOUTS_ALL]: answerJson(schedule.filter((item) => item.status === 'pending')) });
    await openDashboard();
    expect(screen.getByText('No payouts sent yet. Each one is paid into your verified bank account on its date.')).toBeInTheDocument();
  });

  it('shows the nominee and the payout account (last 4 only)', async () => {
    dashboardApi();
    await openDashboard();
    await waitFor(() => expect(screen.getByTestId('nominee-line')).toHaveTextContent('Ravi Rao (Spouse)'));
    expect(screen.getByTestId('payout-account-line')).toHaveTextContent('State Bank of India •••• 6789');
    expect(screen.queryByTestId('payout-account-change')).toBeNull();
  });

  it('during a change’s cooling-off: payouts still go to the account on file, the new one says from when (IST)', async () => {
    const current = payoutAccount.account;
    if (!current) throw new Error('fixture without an account');
    const changed = { ...current, last4: '4321', verifiedAt: '2026-04-01T05:00:00.000Z', payoutsFrom: '2026-04-03T05:00:00.000Z' };
    dashboardApi({ '/api/bank-account': answerJson({ ...payoutAccount, account: changed, payoutsGoTo: current }) });
    await openDashboard();
    await waitFor(() => expect(screen.getByTestId('payout-account-line')).toHaveTextContent(/^State Bank of India •••• 6789/));
    expect(screen.getByTestId('payout-account-change')).toHaveTextContent(
      'New account State Bank of India •••• 4321: Payouts go here from 3 Apr 2026, 10:30 am IST',
    );
  });

  it.each([
    ['opted out', { ...nomineeNamed.nominee, status: 'opted_out', name: null, relationship: null, dateOfBirth: null }, 'No nominee (opted out)'],
    ['not chosen', { ...nomineeNamed.nominee, status: 'not_started', name: null, relationship: null, dateOfBirth: null }, 'Not chosen · Choose a nominee'],
  ])('shows a nominee %s', async (_case, nominee, text) => {
    dashboardApi({ '/api/nominee': answerJson({ message: '', nominee }), '/api/bank-account': answerJson({ message: '', account: null }) });
    await openDashboard();
    await waitFor(() => expect(screen.getByTestId('nominee-line')).toHaveTextContent(text));
    expect(screen.getByTestId('payout-account-line')).toHaveTextContent('No verified account · Add your bank account');
    expect(within(screen.getByTestId('payout-account-line')).getByRole('link')).toHaveAttribute('href', '/kyc');
    if (nominee.status === 'not_started')
      expect(within(screen.getByTestId('nominee-line')).getByRole('link', { name: 'Choose a nominee' })).toHaveAttribute('href', '/kyc');
  });

  it('shows the year’s TDS, its threshold and rate, and the totals per financial year', async () => {
    dashboardApi();
    await openDashboard();
    const figures = await screen.findByLabelText('TDS for 2026-27');
    const value = (term: string) => within(figures).getByText(term).nextElementSibling?.textContent;
    expect(value('Interest paid (FY 2026-27)')).toBe('₹42,000');
    expect(value('TDS deducted')).toBe('₹300');
    expect(value('Threshold')).toBe('₹10,000');
    expect(screen.getByText(/We pay your FD interest ourselves/)).toHaveTextContent(
      'We pay your FD interest ourselves, so TDS at 10% is deducted once the interest we pay you in a financial year (April to March) passes ₹10,000, unless you declare Form 15G/15H.',
    );
    expect(value('Rate')).toBe('10%');
    expect(value('Declaration')).toBe('None');
    const years = within(screen.getByRole('table', { name: 'Payout totals per financial year' })).getAllByRole('row');
    expect(years.map((row) => row.textContent)).toEqual(['Financial yearGrossTDSNet', '2025-26₹4,500₹300₹4,200', '2026-27₹42,000₹300₹41,700']);
  });

  it('declares Form 15G for the current year: checks the form, sends it, shows the API’s message and the declaration', async () => {
    const declared = {
      financialYear: '2026-27',
      form: '15G' as const,
      estimatedTotalIncome: 240000,
      declaredAt: '2026-04-20T05:00:00.000Z',
      inEffect: true,
      notice: null,
    };
    const message = 'Your Form 15G declaration for 2026-27 is recorded. No TDS will be deducted from interest paid from today in that year.';
    let summary = tdsSummary;
    const api = dashboardApi({
      '/api/tds': () => Response.json(summary),
      '/api/tds/declaration': ({ method }) => {
        if (method !== 'PUT') return new Response('Method Not Allowed', { status: 405 });
        summary = { ...tdsSummary, declaration: declared };
        return Response.json({ message, declaration: declared });
      },
    });
    const typist = userEvent.setup();
    await openDashboard();
    const form = await screen.findByRole('form', { name: 'Declare Form 15G/15H for 2026-27' });
    expect(within(form).getByRole('radio', { name: 'Form 15G (under 60)' })).toBeChecked();

    await typist.click(within(form).getByRole('radio', { name: 'Form 15H (60 or over)' }));
    await typist.click(within(form).getByRole('button', { name: 'Declare' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      TdsMessage.WrongFormForAge,
      'Please enter your estimated total income for the year in whole rupees.',
      TdsMessage.NilTaxRequired,
    ]);
    expect(api.calls.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await typist.click(within(form).getByRole('radio', { name: 'Form 15G (under 60)' }));
    await typist.type(within(form).getByLabelText(/^Estimated total income for 2026-27/), '2,40,000');
    await typist.click(within(form).getByRole('checkbox', { name: /tax on my estimated total income for the year is nil/ }));
    await typist.click(within(form).getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    expect(api.calls.find((request) => request.method === 'PUT')?.body).toEqual({
      financialYear: '2026-27',
      form: '15G',
      estimatedTotalIncome: 240000,
      confirmNilTax: true,
    });
    await waitFor(() => expect(screen.getByTestId('tds-declaration')).toHaveTextContent('Form 15G, declared 20 Apr 2026 (estimated income ₹2,40,000)'));
    expect(screen.queryByRole('form', { name: 'Declare Form 15G/15H for 2026-27' })).not.toBeInTheDocument();
  });

  it('says in plain words, from the API’s answer, when a Form 15G no longer stops TDS', async () => {
    const notice = TdsMessage.FormGVoided.replace('{year}', '2026-27').replace('{limit}', '₹2,50,000');
    dashboardApi({
      '/api/tds': answerJson({
        ...tdsSummary,
        interestPaid: 262500,
        tdsDeducted: 26250,
        declaration: {
          financialYear: '2026-27',
          form: '15G',
          estimatedTotalIncome: 240000,
          declaredAt: '2026-03-10T06:30:00.000Z',
          inEffect: false,
          notice,
        },
      }),
    });
    await openDashboard();
    expect(await screen.findByText(notice)).toHaveAttribute('role', 'status');
    expect(notice).toContain('the interest we have paid you this financial year has passed ₹2,50,000, the basic exemption limit');
    expect(screen.getByTestId('tds-declaration')).toHaveTextContent('Form 15G, declared 10 Mar 2026 (estimated income ₹2,40,000), no longer in effect');
  });

  it('shows the API’s refusal of a declaration in its words', async () => {
    dashboardApi({
      '/api/tds': answerJson({ ...tdsSummary, seniorCitizen: true }),
      '/api/tds/declaration': answerJson({ statusCode: 422, code: 'TDS_DECLARATION_REFUSED', message: TdsMessage.IncomeOverLimit }, 422),
    });
    const typist = userEvent.setup();
    await openDashboard();
    const form = await screen.findByRole('form', { name: 'Declare Form 15G/15H for 2026-27' });
    expect(within(form).getByRole('radio', { name: 'Form 15H (60 or over)' })).toBeChecked();
    await typist.type(within(form).getByLabelText(/^Estimated total income/), '900000');
    await typist.click(within(form).getByRole('checkbox'));
    await typist.click(within(form).getByRole('button', { name: 'Declare' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TdsMessage.IncomeOverLimit);
  });

  it('a failing TDS read stays in its card: the rest of the dashboard shows', async () => {
    dashboardApi({ '/api/tds': () => new Response('boom', { status: 500 }) });
    await openDashboard();
    expect(await screen.findByText(/Could not load your TDS summary/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recent payouts' })).toBeInTheDocument();
    expect(screen.getByTestId('nominee-line')).toBeInTheDocument();
  });

  it('asks nothing about the bank account, nominee or TDS before KYC is verified', async () => {
    const api = dashboardApi({ '/api/session': answerJson({ ...session, kycStatus: 'pending' }) });
    await openDashboard();
    expect(screen.getByText(/to add the bank account your payouts go to and choose a nominee/)).toBeInTheDocument();
    for (const key of ['/api/bank-account', '/api/nominee', '/api/tds']) expect(api.count(key)).toBe(0);
  });
});
