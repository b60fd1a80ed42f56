import type { PortfolioInvestment } from '@invest/contracts';
import { api, ENDPOINT_OVERRIDE } from './api.js';
import { retryOnce } from './base-query.js';

/**
 * The signed-in investor's investments (GET /api/investments/user/:userId), shared by the dashboard (the portfolio)
 * and the product pages (Sell only on what the visitor holds). Retried once (product §7).
 */
export const investmentsApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getUserInvestments: build.query<PortfolioInvestment[], string>({
      query: (userId) => `/investments/user/${encodeURIComponent(userId)}`,
      extraOptions: retryOnce,
      providesTags: ['Investment'],
    }),
  }),
});

export const { useGetUserInvestmentsQuery } = investmentsApi;
