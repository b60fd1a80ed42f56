import {
  AADHAAR_CONSENT_VERSION,
  type BankAccountRequest,
  type ErrorBody,
  type KycOtpSentResponse,
  type KycVerifyResponse,
  SANDBOX_IDENTITY_TEST_VALUES,
} from '@invest/contracts';
import { addBankAccount, ownAccount } from './bank-account.js';
import type { HttpClient, HttpResult } from './http-client.js';

/** POST /api/kyc/verify: 202 (Aadhaar OTP sent), 200 (already verified with these details) or an error. */
export function startKyc(
  client: HttpClient,
  userId: string,
  aadhaar: string,
  pan: string,
): Promise<HttpResult<KycOtpSentResponse & KycVerifyResponse & ErrorBody>> {
  return client.post('/api/kyc/verify', { aadhaar, pan, userId, consentVersion: AADHAAR_CONSENT_VERSION });
}

/** POST /api/kyc/aadhaar-otp with `otp` (the stand-in accepts SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp). */
export function confirmAadhaarOtp(
  client: HttpClient,
  userId: string,
  otp: string = SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp,
): Promise<HttpResult<KycVerifyResponse & ErrorBody>> {
  return client.post('/api/kyc/aadhaar-otp', { otp, userId });
}

export interface CompleteKycOptions {
  /** The bank-details step: the account to add once verified (default: a fresh one of the sandbox holder), or false. */
  bankAccount?: BankAccountRequest | false;
}

/**
 * The whole KYC as the page does it: details, then the Aadhaar OTP (the sandbox's), then the bank details (POST
 * /api/bank-account, verified by the penny drop at the gateway stand-in: investing needs it). Answers the Aadhaar
 * step's last response: the verification (200) or the refusal of either step.
 */
export async function completeKyc(
  client: HttpClient,
  userId: string,
  aadhaar: string,
  pan: string,
  options: CompleteKycOptions = {},
): Promise<HttpResult<KycVerifyResponse & ErrorBody>> {
  const started = await startKyc(client, userId, aadhaar, pan);
  if (started.status !== 202) return started;
  const confirmed = await confirmAadhaarOtp(client, userId);
  if (confirmed.status === 200 && options.bankAccount !== false) {
    const added = await addBankAccount(client, options.bankAccount ?? ownAccount());
    if (added.status !== 200) throw new Error(`bank account not verified: ${added.status} ${added.text}`);
  }
  return confirmed;
}
