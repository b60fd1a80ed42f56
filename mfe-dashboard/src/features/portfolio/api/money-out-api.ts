import { api, ENDPOINT_OVERRIDE, retryOnce } from '@invest/api';
import type { BankAccountResponse, NomineeResponse, TdsDeclarationRequest, TdsDeclarationResponse, TdsSummaryResponse } from '@invest/contracts';

/**
 * Where payouts go and who inherits (the payout account and the nominee, both chosen on /kyc), and TDS on FD interest
 * with the Form 15G/15H declaration. Tagged like the KYC steps and the payouts, so a change made on /kyc or a
 * declaration made here is read again.
 */
export const moneyOutApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getPayoutAccount: build.query<BankAccountResponse, void>({
      query: () => '/bank-account',
      extraOptions: retryOnce,
      providesTags: ['Kyc'],
    }),
    getNomineeChoice: build.query<NomineeResponse, void>({
      query: () => '/nominee',
      extraOptions: retryOnce,
      providesTags: ['Kyc'],
    }),
    getTdsSummary: build.query<TdsSummaryResponse, void>({
      query: () => '/tds',
      extraOptions: retryOnce,
      providesTags: ['Payout'],
    }),
    declareTdsExemption: build.mutation<TdsDeclarationResponse, TdsDeclarationRequest>({
      query: (body) => ({ url: '/tds/declaration', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Payout'] : []),
    }),
  }),
});

export const { useGetPayoutAccountQuery, useGetNomineeChoiceQuery, useGetTdsSummaryQuery, useDeclareTdsExemptionMutation } = moneyOutApi;
