import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type {
  DemoCreateAccountRequest,
  DemoCreateAccountResponse,
  DemoInvestRequest,
  DemoInvestResponse,
  DemoPortfolioResponse,
  DemoUpdateStepRequest,
  DemoUpdateStepResponse,
} from '@invest/contracts';
import { normalisePortfolio } from './portfolio-math.js';

/** Product §7 demo calls. The portfolio query key holds the user id: GET /api/demo/portfolio/{userId}. */
export const demoApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    createDemoAccount: build.mutation<DemoCreateAccountResponse, DemoCreateAccountRequest>({
      query: (body) => ({ url: '/demo/create-account', method: 'POST', body }),
    }),
    updateDemoStep: build.mutation<DemoUpdateStepResponse, DemoUpdateStepRequest>({
      query: (body) => ({ url: '/demo/update-step', method: 'POST', body }),
    }),
    demoInvest: build.mutation<DemoInvestResponse, DemoInvestRequest>({
      query: (body) => ({ url: '/demo/invest', method: 'POST', body }),
      invalidatesTags: ['Demo'],
    }),
    getDemoPortfolio: build.query<DemoPortfolioResponse, string>({
      query: (userId) => `/demo/portfolio/${encodeURIComponent(userId)}`,
      transformResponse: (raw: unknown) => normalisePortfolio(raw),
      providesTags: ['Demo'],
    }),
  }),
});

export const { useCreateDemoAccountMutation, useUpdateDemoStepMutation, useDemoInvestMutation, useGetDemoPortfolioQuery } = demoApi;
