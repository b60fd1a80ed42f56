import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { BankAccountOtpResponse, BankAccountRequest, BankAccountResponse, IfscLookupResponse } from '@invest/contracts';

/**
 * The payout bank account (KYC step 3): read it, look an IFSC up, and add one (verified by a penny drop). Tagged
 * 'Kyc' like the other KYC steps, so an added account also refreshes the dashboard's copy; 'Payout' because a
 * reversed payout is sent again once the account is fixed.
 */
export const bankAccountApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getBankAccount: build.query<BankAccountResponse, void>({
      query: () => '/bank-account',
      providesTags: ['Kyc'],
    }),
    /** The bank and branch of an IFSC; null for a code no branch has (404: the form says so, no error toast). */
    lookupIfsc: build.query<IfscLookupResponse | null, string>({
      async queryFn(ifsc, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery(`/bank-account/ifsc/${encodeURIComponent(ifsc)}`);
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: result.data as IfscLookupResponse };
      },
    }),
    /** The OTP that changing a verified payout account takes, texted to the registered phone (answered masked). */
    sendBankAccountOtp: build.mutation<BankAccountOtpResponse, void>({
      query: () => ({ url: '/bank-account/otp', method: 'POST' }),
    }),
    /** 200 verified (or failed), 202 verifying (read the account again until it settles), 422 rejected. */
    addBankAccount: build.mutation<BankAccountResponse, BankAccountRequest>({
      query: (body) => ({ url: '/bank-account', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The page shows the new state at once (verifying, verified) instead of the account it replaces.
          await dispatch(bankAccountApi.util.upsertQueryData('getBankAccount', undefined, data));
        } catch {
          // A refusal: the form shows it, and the account on file is unchanged.
        }
      },
      invalidatesTags: (result) => (result ? ['Kyc', 'Payout'] : []),
    }),
  }),
});

export const { useGetBankAccountQuery, useLookupIfscQuery, useAddBankAccountMutation, useSendBankAccountOtpMutation } = bankAccountApi;
