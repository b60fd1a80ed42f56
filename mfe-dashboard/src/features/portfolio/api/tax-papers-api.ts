import { api, ENDPOINT_OVERRIDE, retryOnce } from '@invest/api';
import { TAX_PAPER_PATHS, type TaxPapersResponse } from '@invest/contracts';

/** The tax papers on offer (closed quarters with TDS, financial years), read again with the payouts. */
export const taxPapersApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getTaxPapers: build.query<TaxPapersResponse, string>({
      query: (userId) => `/reports/${encodeURIComponent(userId)}/${TAX_PAPER_PATHS.list}`,
      extraOptions: retryOnce,
      providesTags: ['Payout'],
    }),
  }),
});

export const { useGetTaxPapersQuery } = taxPapersApi;
