import { theme } from '@invest/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { dashboardApi, emptyPortfolio, PAYOUTS_ALL, PAYOUTS_UPCOMING, sentTexts, session, transactions } from '../../../testing/dashboard-fixtures.js';
import { answerJson, renderRoute } from '../../../testing/render-route.js';

describe('/dashboard', () => {
  it('shows a spinner while loading, then the populated view', async () => {
    dashboardApi();
    renderRoute('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard');
    expect(await screen.findByRole('heading', { name: 'Your Investments' })).toBeInTheDocument();
  });

  it('invites a visitor who is not signed in to sign in or start KYC, with no error', async () => {
    dashboardApi({ '/api/session': answerJson({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in.' }, 401) });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=/dashboard');
    expect(screen.getByRole('link', { name: 'Start KYC Process' })).toHaveAttribute('href', '/kyc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the spec error after one retry of a failing dashboard call', async () => {
    const api = dashboardApi({ '/api/portfolio/u1': () => new Response('boom', { status: 500 }) });
    renderRoute('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load dashboard data. Please try refreshing the page.');
    expect(api.count('/api/portfolio/u1')).toBe(2);
  });

  it('shows the error view when the API cannot be reached at all', async () => {
    dashboardApi({ '/api/session': () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }) });
    renderRoute('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load dashboard data. Please try refreshing the page.');
  });

  it('shows the empty view to a verified investor with no investments', async () => {
    dashboardApi({
      '/api/portfolio/u1': answerJson(emptyPortfolio),
      '/api/investments/user/u1': answerJson([]),
      '/api/transactions/user/u1?limit=5': answerJson([]),
      [PAYOUTS_UPCOMING]: answerJson([]),
      [PAYOUTS_ALL]: answerJson([]),
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'No investments yet' })).toBeInTheDocument();
    expect(screen.getByText('KYC: Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  });

  it('shows totals, distribution, investments, signed transactions, upcoming payouts and the statements', async () => {
    dashboardApi({ '/api/session': answerJson({ ...session, kycStatus: 'pending' }) });
    renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Your Investments' });
    expect(screen.getByText('KYC: Pending')).toBeInTheDocument();
    expect(screen.getByText('Investor ******3210')).toBeInTheDocument();

    expect(within(screen.getByLabelText('Total Invested')).getByText('₹1,60,000')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Current Value')).getByText('₹1,64,600')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Current Value')).getByText('As of 24 Mar 2026')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Total Earnings')).getByText('₹4,600')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Total Earnings')).getByText('2.88% return')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Annualised Return (XIRR)')).getByText('15.20%')).toBeInTheDocument();

    const categories = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(categories.map((item) => item.textContent)).toEqual(['Fixed Deposits63% ₹1,00,000', 'Bonds31% ₹50,000', 'Premium Gold6% ₹10,000']);
    expect(screen.getByRole('img', { name: 'Distribution by category: Fixed Deposits 63%, Bonds 31%, Premium Gold 6%' })).toBeInTheDocument();

    const row = screen.getByRole('row', { name: /Regular FD/ });
    expect(row).toHaveTextContent('₹1,00,000');
    expect(row).toHaveTextContent('₹1,03,600');
    expect(row).toHaveTextContent('18% p.a.');
    expect(row).toHaveTextContent('Active');

    const recent = within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem');
    expect(recent).toHaveLength(3);
    const amountOf = (item: HTMLElement | undefined) => (item ? within(item).getByText(/₹/) : null);
    // Money shown the way it moves: the payout in, the fee and the investment out, in the debit colour.
    expect(recent[0]).toHaveTextContent('Payout');
    expect(amountOf(recent[0])).toHaveTextContent(/^\+₹1,500$/);
    expect(amountOf(recent[0])).toHaveAttribute('data-direction', 'credit');
    expect(amountOf(recent[0])).toHaveStyle({ color: theme.colors.success });
    expect(recent[1]).toHaveTextContent('Processing fee');
    expect(amountOf(recent[1])).toHaveTextContent(/^-₹330$/);
    expect(amountOf(recent[1])).toHaveAttribute('data-direction', 'debit');
    expect(amountOf(recent[1])).toHaveStyle({ color: theme.colors.danger });
    expect(amountOf(recent[2])).toHaveTextContent(/^-₹1,00,000$/);
    expect(amountOf(recent[2])).toHaveStyle({ color: theme.colors.danger });
    expect(recent[2]).toHaveTextContent('completed');

    const upcoming = within(screen.getByRole('list', { name: 'Upcoming payouts' })).getAllByRole('listitem');
    expect(upcoming.map((item) => item.textContent)).toEqual([
      '15 Apr 2026 · Regular FDMonthly payoutpending₹1,500TDS, if any, is worked out on the payout date',
      '15 May 2026 · Regular FDMonthly payoutpending₹1,500TDS, if any, is worked out on the payout date',
      '15 Jun 2026 · Regular FDMonthly payoutpending₹1,500TDS, if any, is worked out on the payout date',
    ]);

    expect(screen.getByRole('link', { name: 'Download Portfolio & ROI Report (PDF)' })).toHaveAttribute('href', '/api/reports/u1/portfolio.pdf');
    expect(screen.getByRole('link', { name: 'Download Transactions (CSV)' })).toHaveAttribute('href', '/api/reports/u1/transactions.csv');
  });

  it('shows a refund as "Refunded ₹X" with its date, money back in the credit colour', async () => {
    const refund = {
      ...transactions[0],
      id: 't9',
      type: 'refund' as const,
      amount: 100330,
      description: 'Refunded ₹1,00,330',
      createdAt: '2026-02-16T05:00:00Z',
    };
    dashboardApi({ '/api/transactions/user/u1?limit=5': answerJson([refund, ...transactions]) });
    renderRoute('/dashboard');
    const recent = await within(await screen.findByRole('list', { name: 'Recent transactions' })).findAllByRole('listitem');
    const first = recent[0] as HTMLElement;
    expect(within(first).getByText('Refunded ₹1,00,330')).toBeInTheDocument();
    expect(first).toHaveTextContent('16 Feb 2026');
    const amount = within(first).getByText(/^\+₹1,00,330$/);
    expect(amount).toHaveAttribute('data-direction', 'credit');
    expect(amount).toHaveStyle({ color: theme.colors.success });
  });

  it('dates a transaction by India time: one made at 22:45 UTC on 26 Nov reads 27 Nov, as the statements say', async () => {
    const late = { ...transactions[0], id: 't8', createdAt: '2026-11-26T22:45:00Z' };
    dashboardApi({ '/api/transactions/user/u1?limit=5': answerJson([late]) });
    renderRoute('/dashboard');
    const recent = await within(await screen.findByRole('list', { name: 'Recent transactions' })).findAllByRole('listitem');
    expect(recent[0]).toHaveTextContent('27 Nov 2026');
    expect(recent[0]).not.toHaveTextContent('26 Nov 2026');
  });

  it('shows the texts sent to the investor’s phone, newest first, each with its time', async () => {
    dashboardApi();
    renderRoute('/dashboard');
    const texts = await within(await screen.findByRole('list', { name: 'Texts sent to your phone' })).findAllByRole('listitem');
    expect(texts.map((text) => text.textContent)).toEqual(
      [`${sentTexts[0]?.body ?? ''}15 Jan 2026`, `${sentTexts[1]?.body ?? ''}10 Jan 2026`].map(expect.stringContaining),
    );
  });

  it('says when no text was sent yet', async () => {
    dashboardApi({ '/api/texts': answerJson([]) });
    renderRoute('/dashboard');
    expect(await screen.findByText('No texts sent yet.')).toBeInTheDocument();
  });

  it('asks the API for the latest 5 transactions, at most 3 upcoming payouts, and the schedule for the sent ones', async () => {
    const api = dashboardApi();
    renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Your Investments' });
    await waitFor(() => expect(api.count('/api/transactions/user/u1?limit=5')).toBe(1));
    expect(api.count(PAYOUTS_UPCOMING)).toBe(1);
    expect(api.count(PAYOUTS_ALL)).toBe(1);
  });
});
