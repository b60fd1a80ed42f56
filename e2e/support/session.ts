import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SANDBOX_IDENTITY, type SessionResponse } from '@invest/contracts';
import { recordTyped } from './typed-values.ts';

export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let phoneCounter = 0;
/** A fresh, valid Indian mobile number per call, unique across runs. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}

/** The SMS stand-in `npm start` runs (services/sandbox-identity): the API texts through it as through MSG91. */
export const IDENTITY_STAND_IN_URL = process.env.E2E_IDENTITY_URL ?? `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;

/**
 * Reads the latest OTP texted to `phone` from the SMS stand-in's inbox (GET /inbox?phone=, newest first), as QA does.
 * Like a real text message it may arrive a moment after the click that sent it (a spec may not wait for the form's
 * answer first): polled for up to 10 s.
 */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${IDENTITY_STAND_IN_URL}/inbox?phone=${phone}`);
        expect(response.ok()).toBe(true);
        const messages = (await response.json()) as { body: string }[];
        code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `no OTP in the SMS stand-in's inbox for ${phone}`, timeout: 10_000 },
    )
    .toBeDefined();
  if (!code) throw new Error(`no OTP in the SMS stand-in's inbox for ${phone}`);
  recordTyped('otp', code);
  return code;
}

/** Signs in through the real OTP endpoints; the request context keeps the session cookie. */
export async function signIn(request: APIRequestContext, phone = freshPhone(), type: 'kyc' | 'contact' = 'kyc'): Promise<SessionResponse> {
  const sent = await request.post('/api/otp/generate', { data: { phone, type }, headers: csrfHeaders });
  expect(sent.status()).toBe(200);
  const otp = await latestOtp(request, phone);
  const verified = await request.post('/api/otp/verify', { data: { phone, otp }, headers: csrfHeaders });
  expect(verified.status()).toBe(200);
  const session = await request.get('/api/session');
  expect(session.status()).toBe(200);
  return (await session.json()) as SessionResponse;
}
