import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type {
  KycAadhaarOtpRequest,
  KycAadhaarOtpResendRequest,
  KycOtpSentResponse,
  KycStatusResponse,
  KycVerifyRequest,
  KycVerifyResponse,
} from '@invest/contracts';

/** KYC endpoints. `getKycStatus` answers null for a visitor who is not signed in (401), so no error toast. */
export const kycApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getKycStatus: build.query<KycStatusResponse | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/kyc/status');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as KycStatusResponse };
      },
      providesTags: ['Kyc'],
    }),
    /** The identity details: 202 `otpSent` (the provider texted the Aadhaar-linked mobile) or 200 already verified. */
    verifyKyc: build.mutation<KycVerifyResponse | KycOtpSentResponse, KycVerifyRequest>({
      query: (body) => ({ url: '/kyc/verify', method: 'POST', body }),
      // Success and failure both change the user's KYC state on the server.
      invalidatesTags: ['Kyc', 'Session'],
    }),
    /** The OTP sent to the Aadhaar-linked mobile: verifies the user's KYC. */
    confirmAadhaarOtp: build.mutation<KycVerifyResponse, KycAadhaarOtpRequest>({
      query: (body) => ({ url: '/kyc/aadhaar-otp', method: 'POST', body }),
      invalidatesTags: ['Kyc', 'Session'],
    }),
    /** Another OTP for the pending attempt, once its cooldown is over (the API refuses sooner: 429). */
    resendAadhaarOtp: build.mutation<KycOtpSentResponse, KycAadhaarOtpResendRequest>({
      query: (body) => ({ url: '/kyc/aadhaar-otp/resend', method: 'POST', body }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useGetKycStatusQuery, useVerifyKycMutation, useConfirmAadhaarOtpMutation, useResendAadhaarOtpMutation } = kycApi;
