import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type SessionResponse, TEXT_TEMPLATES_BY_LANGUAGE } from '@invest/contracts';
import { IDENTITY_URL } from './target.ts';
import { recordTyped } from './typed-values.ts';
import { callAndWorkerDigits } from './unique-digits.ts';

/**
 * Sign-in, the one copy every spec and helper uses: through the API (`signIn`, `ensureSignedIn`) or through a page's
 * phone form (`verifyPhoneInPage`), both with the OTP read from the SMS stand-in's inbox (`latestOtp`).
 */
export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let phoneCounter = 0;
/** A fresh, valid Indian mobile number per call, unique across runs. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${callAndWorkerDigits(phoneCounter)}`;
}

/** The SMS stand-in (services/sandbox-identity): the API texts through it as through MSG91 (E2E_IDENTITY_URL). */
export const IDENTITY_STAND_IN_URL = IDENTITY_URL;

/** The transactional texts' template ids in every language (payment received, payout sent...): never an OTP, whatever digits they carry. */
const TRANSACTIONAL_TEMPLATE_IDS = new Set<string>(
  Object.values(TEXT_TEMPLATES_BY_LANGUAGE).flatMap((templates) => Object.values(templates).map((text) => text.sandboxTemplateId)),
);

/** The OTP texts already read, per phone (by arrival time and body): each read waits for a text not read before. */
const otpTextsRead = new Map<string, Set<string>>();

/**
 * Reads the latest OTP texted to `phone` from the SMS stand-in's inbox (GET /inbox?phone=, newest first), as QA does.
 * Like a real text message it may arrive a moment after the click that sent it (a spec may not wait for the form's
 * answer first): polled for up to 10 s. A text already read is never read again: a spec that signed in and then asks
 * for a second code (a withdrawal, a bank account change) gets the second one, not the first while the second is on
 * its way.
 */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const read = otpTextsRead.get(phone) ?? new Set<string>();
  let code: string | undefined;
  let key: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${IDENTITY_STAND_IN_URL}/inbox?phone=${phone}`);
        expect(response.ok()).toBe(true);
        const messages = (await response.json()) as { body: string; templateId: string; receivedAt: string }[];
        // The newest OTP text: a money text delivered since (a UTR, a reference) is never one.
        const newest = messages.find((message) => !TRANSACTIONAL_TEMPLATE_IDS.has(message.templateId));
        key = newest && `${newest.receivedAt} ${newest.body}`;
        code = key && !read.has(key) ? newest?.body.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code;
      },
      { message: `no OTP in the SMS stand-in's inbox for ${phone} that was not read before`, timeout: 10_000 },
    )
    .toBeDefined();
  if (!code || !key) throw new Error(`no OTP in the SMS stand-in's inbox for ${phone}`);
  otpTextsRead.set(phone, read.add(key));
  recordTyped('otp', code);
  return code;
}

/** Signs in through the real OTP endpoints; the request context (or `page.request`, the page's cookies) keeps the session. */
export async function signIn(request: APIRequestContext, phone = freshPhone(), type: 'kyc' | 'contact' = 'kyc'): Promise<SessionResponse> {
  const sent = await request.post('/api/otp/generate', { data: { phone, type }, headers: csrfHeaders });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await latestOtp(request, phone);
  const verified = await request.post('/api/otp/verify', { data: { phone, otp }, headers: csrfHeaders });
  expect(verified.status(), await verified.text()).toBe(200);
  const session = await request.get('/api/session');
  expect(session.status()).toBe(200);
  return (await session.json()) as SessionResponse;
}

/** The context's session, signing in first (phone of type kyc) when it has none. */
export async function ensureSignedIn(request: APIRequestContext, phone = freshPhone()): Promise<SessionResponse> {
  const current = await request.get('/api/session');
  if (current.ok()) return (await current.json()) as SessionResponse;
  return signIn(request, phone);
}

/** Phone → Send OTP → the code from the SMS stand-in's inbox → Verify OTP, on whichever page shows the phone field. */
export async function verifyPhoneInPage(page: Page, phone = freshPhone()): Promise<string> {
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/^Resend OTP in [45]:\d\d$/)).toBeVisible();
  await page.getByLabel('Enter OTP').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  return phone;
}
