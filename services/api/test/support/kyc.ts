import { type ErrorBody, type KycOtpSentResponse, type KycVerifyResponse, SANDBOX_IDENTITY_TEST_VALUES } from '@invest/contracts';
import type { HttpClient, HttpResult } from './http-client.js';

/** POST /api/kyc/verify: 202 (Aadhaar OTP sent), 200 (already verified with these details) or an error. */
export function startKyc(client: HttpClient, userId: string, aadhaar: string, pan: string): Promise<HttpResult<KycOtpSentResponse & KycVerifyResponse & ErrorBody>> {
  return client.post('/api/kyc/verify', { aadhaar, pan, userId });
}

/** POST /api/kyc/aadhaar-otp with `otp` (the stand-in accepts SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp). */
export function confirmAadhaarOtp(client: HttpClient, userId: string, otp: string = SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp): Promise<HttpResult<KycVerifyResponse & ErrorBody>> {
  return client.post('/api/kyc/aadhaar-otp', { otp, userId });
}

/**
 * The whole KYC as the page does it: details, then the Aadhaar OTP (the sandbox's). Answers the last response: the
 * verification (200) or the refusal of either step.
 */
export async function completeKyc(client: HttpClient, userId: string, aadhaar: string, pan: string): Promise<HttpResult<KycVerifyResponse & ErrorBody>> {
  const started = await startKyc(client, userId, aadhaar, pan);
  if (started.status !== 202) return started;
  return confirmAadhaarOtp(client, userId);
}
