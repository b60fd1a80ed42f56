import { api } from '@invest/api';
import type { KycStatusResponse, KycVerifyRequest, KycVerifyResponse } from '@invest/contracts';

/** KYC endpoints. `getKycStatus` answers null for a visitor who is not signed in (401), so no error toast. */
export const kycApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getKycStatus: build.query<KycStatusResponse | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/kyc/status');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as KycStatusResponse };
      },
      providesTags: ['Kyc'],
    }),
    verifyKyc: build.mutation<KycVerifyResponse, KycVerifyRequest>({
      query: (body) => ({ url: '/kyc/verify', method: 'POST', body }),
      // Success and failure both change the user's KYC state on the server.
      invalidatesTags: ['Kyc', 'Session'],
    }),
  }),
});

export const { useGetKycStatusQuery, useVerifyKycMutation } = kycApi;
