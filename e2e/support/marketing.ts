import { expect, type APIRequestContext } from '@playwright/test';
import type { SessionResponse } from '@invest/contracts';
import { csrfHeaders, latestOtp } from './session.ts';

/** Signs in through the real OTP endpoints (any 2xx), keeping the cookie in `request`. */
export async function signInWithOtp(request: APIRequestContext, phone: string, type: 'kyc' | 'contact' = 'kyc'): Promise<SessionResponse> {
  const sent = await request.post('/api/otp/generate', { data: { phone, type }, headers: csrfHeaders });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await latestOtp(request, phone);
  const verified = await request.post('/api/otp/verify', { data: { phone, otp }, headers: csrfHeaders });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = await request.get('/api/session');
  expect(session.status()).toBe(200);
  return (await session.json()) as SessionResponse;
}
