import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { NomineeRequest, NomineeResponse } from '@invest/contracts';

/** The nominee (KYC step 4): read the choice, and name one or opt out. Tagged 'Kyc' like the other KYC steps. */
export const nomineeApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getNominee: build.query<NomineeResponse, void>({
      query: () => '/nominee',
      providesTags: ['Kyc'],
    }),
    saveNominee: build.mutation<NomineeResponse, NomineeRequest>({
      query: (body) => ({ url: '/nominee', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(nomineeApi.util.upsertQueryData('getNominee', undefined, data));
        } catch {
          // The form shows the refusal.
        }
      },
      invalidatesTags: (result) => (result ? ['Kyc'] : []),
    }),
  }),
});

export const { useGetNomineeQuery, useSaveNomineeMutation } = nomineeApi;
