import { api, ENDPOINT_OVERRIDE, retryOnce } from '@invest/api';
import { PORTFOLIO_LIMITS, type PortfolioPayout, type PortfolioResponse, type PortfolioTransaction, type SentText } from '@invest/contracts';

/** The dashboard's reads (product §7): each retries once. */
export const portfolioApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getPortfolio: build.query<PortfolioResponse, string>({
      query: (userId) => `/portfolio/${encodeURIComponent(userId)}`,
      extraOptions: retryOnce,
      providesTags: ['Portfolio'],
    }),
    getLatestTransactions: build.query<PortfolioTransaction[], string>({
      query: (userId) => `/transactions/user/${encodeURIComponent(userId)}?limit=${PORTFOLIO_LIMITS.dashboardTransactions}`,
      extraOptions: retryOnce,
      providesTags: ['Transaction'],
    }),
    getUpcomingPayouts: build.query<PortfolioPayout[], string>({
      query: (userId) => `/payouts/user/${encodeURIComponent(userId)}?upcoming=true&limit=${PORTFOLIO_LIMITS.dashboardPayouts}`,
      extraOptions: retryOnce,
      providesTags: ['Payout'],
    }),
    /** The whole schedule (soonest first, at most maxList): the recent payouts are the ones already sent. */
    getPayoutHistory: build.query<PortfolioPayout[], string>({
      query: (userId) => `/payouts/user/${encodeURIComponent(userId)}?limit=${PORTFOLIO_LIMITS.maxList}`,
      extraOptions: retryOnce,
      providesTags: ['Payout'],
    }),
    /** The texts sent to the investor's phone about their money, newest first (read again with the transactions). */
    getSentTexts: build.query<SentText[], void>({
      query: () => '/texts',
      extraOptions: retryOnce,
      providesTags: ['Transaction'],
    }),
  }),
});

export const { useGetPortfolioQuery, useGetLatestTransactionsQuery, useGetUpcomingPayoutsQuery, useGetPayoutHistoryQuery, useGetSentTextsQuery } = portfolioApi;
/** The investments query is shared with the product pages (`@invest/api`). */
export { useGetUserInvestmentsQuery } from '@invest/api';
