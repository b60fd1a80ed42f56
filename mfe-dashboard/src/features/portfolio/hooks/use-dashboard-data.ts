import { useGetSessionQuery } from '@invest/api';
import type { PortfolioInvestment, PortfolioPayout, PortfolioResponse, PortfolioTransaction, SessionResponse } from '@invest/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetLatestTransactionsQuery,
  useGetPayoutHistoryQuery,
  useGetPortfolioQuery,
  useGetUpcomingPayoutsQuery,
  useGetUserInvestmentsQuery,
} from '../api/api.js';
import { recentPayouts } from '../model/recent-payouts.js';

export interface DashboardData {
  session: SessionResponse;
  portfolio: PortfolioResponse;
  investments: PortfolioInvestment[];
  transactions: PortfolioTransaction[];
  payouts: PortfolioPayout[];
  /** The latest payouts sent (processing, paid or reversed), newest first. */
  recentPayouts: PortfolioPayout[];
}

export type DashboardState =
  | { view: 'loading' }
  | { view: 'error'; retry: () => void }
  | { view: 'signed-out' }
  | { view: 'empty'; data: DashboardData }
  | { view: 'populated'; data: DashboardData };

/** The session first (who is signed in), then the dashboard reads for that user. */
export function useDashboardData(): DashboardState {
  const session = useGetSessionQuery();
  const userId = session.data?.userId ?? skipToken;
  const portfolio = useGetPortfolioQuery(userId);
  const investments = useGetUserInvestmentsQuery(userId);
  const transactions = useGetLatestTransactionsQuery(userId);
  const payouts = useGetUpcomingPayoutsQuery(userId);
  const history = useGetPayoutHistoryQuery(userId);
  const reads = [portfolio, investments, transactions, payouts, history];

  if (session.isError || reads.some((read) => read.isError)) {
    return {
      view: 'error',
      retry: () => {
        if (session.isError) void session.refetch();
        for (const read of reads) if (read.isError) void read.refetch();
      },
    };
  }
  if (session.isLoading || session.isUninitialized) return { view: 'loading' };
  if (session.data === null || session.data === undefined) return { view: 'signed-out' };
  if (!portfolio.data || !investments.data || !transactions.data || !payouts.data || !history.data) return { view: 'loading' };
  const data: DashboardData = {
    session: session.data,
    portfolio: portfolio.data,
    investments: investments.data,
    transactions: transactions.data,
    payouts: payouts.data,
    recentPayouts: recentPayouts(history.data),
  };
  return investments.data.length === 0 && transactions.data.length === 0 ? { view: 'empty', data } : { view: 'populated', data };
}
