import { expect, type APIRequestContext } from '@playwright/test';
import type { KycStatusResponse, KycVerifyResponse, SessionResponse } from '@invest/contracts';
import { verhoeffCheckDigit } from '../../services/api/src/common/checksums.ts';
import { csrfHeaders, freshPhone, latestOtp } from './session.ts';
import { recordTyped } from './typed-values.ts';

/** Individual PANs (fourth letter P) that the sandbox registry confirms. */
export const SAMPLE_PAN = 'ABCPE1234F';
export const SAMPLE_PANS = ['ABCPE1234F', 'ZZZPZ9876Z', 'QRSPT4321K'] as const;
/** A fixed valid Aadhaar (Verhoeff-valid, confirmed by the sandbox). One Aadhaar verifies ONE account: use `freshAadhaar()` per user. */
export const SAMPLE_AADHAAR = '2341 2341 2346';
/** Documented sandbox refusals (services/api/src/modules/kyc/sandbox-kyc-registry.ts): a 9999… Aadhaar, a PAN with digits 0000. */
export const SANDBOX_FAILING_AADHAAR = '9999 1234 5678';
export const SANDBOX_FAILING_PAN = 'ABCPE0000F';

let aadhaarCounter = 0;
/** A valid Aadhaar (first digit 2-8, Verhoeff check digit), different on every call and every run, grouped 4-4-4. */
export function freshAadhaar(): string {
  aadhaarCounter += 1;
  const body = `${2 + (aadhaarCounter % 7)}${String(Date.now() % 1e8).padStart(8, '0')}${String(aadhaarCounter % 100).padStart(2, '0')}`;
  const digits = `${body}${verhoeffCheckDigit(body)}`;
  recordTyped('value', digits);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Signs in through the real OTP endpoints (phone of type kyc) unless the context already has a session. */
export async function ensureSignedIn(request: APIRequestContext, phone = freshPhone()): Promise<SessionResponse> {
  const current = await request.get('/api/session');
  if (current.ok()) return (await current.json()) as SessionResponse;
  const sent = await request.post('/api/otp/generate', { data: { phone, type: 'kyc' }, headers: csrfHeaders });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await latestOtp(request, phone);
  const verified = await request.post('/api/otp/verify', { data: { phone, otp }, headers: csrfHeaders });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json() as { session: SessionResponse }).session;
}

export interface CompletedKyc {
  session: SessionResponse;
  status: KycStatusResponse;
  aadhaar: string;
  pan: string;
}

/**
 * Makes the context's user KYC-verified through the real endpoints: signs in first when needed
 * (`page.request` shares the page's cookies), then POST /api/kyc/verify with a fresh valid Aadhaar.
 */
export async function completeKyc(
  request: APIRequestContext,
  options: { phone?: string; aadhaar?: string; pan?: string } = {},
): Promise<CompletedKyc> {
  const signedIn = await ensureSignedIn(request, options.phone);
  const aadhaar = options.aadhaar ?? freshAadhaar();
  const pan = options.pan ?? SAMPLE_PAN;
  recordTyped('value', aadhaar);
  recordTyped('value', pan);
  const response = await request.post('/api/kyc/verify', { data: { aadhaar, pan, userId: signedIn.userId }, headers: csrfHeaders });
  expect(response.status(), await response.text()).toBe(200);
  const { status } = (await response.json()) as KycVerifyResponse;
  const session = (await (await request.get('/api/session')).json()) as SessionResponse;
  expect(session.kycStatus).toBe('verified');
  return { session, status, aadhaar, pan };
}
