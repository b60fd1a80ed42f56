import type { OtpGenerateRequest, OtpGenerateResponse, OtpVerifyRequest, OtpVerifyResponse } from '@invest/contracts';
import { api, ENDPOINT_OVERRIDE } from './api.js';

/**
 * Phone OTP endpoints, shared by every screen that verifies a phone (KYC, contact). Verifying signs the
 * user in, so it invalidates the session and everything that depends on who is signed in.
 */
export const otpApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    generateOtp: build.mutation<OtpGenerateResponse, OtpGenerateRequest>({
      query: (body) => ({ url: '/otp/generate', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<OtpVerifyResponse, OtpVerifyRequest>({
      query: (body) => ({ url: '/otp/verify', method: 'POST', body }),
      invalidatesTags: ['Session', 'Kyc', 'Investment', 'Portfolio', 'Transaction', 'Payout'],
    }),
  }),
});

export const { useGenerateOtpMutation, useVerifyOtpMutation } = otpApi;
