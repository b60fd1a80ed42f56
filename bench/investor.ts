/**
 * An investor who may buy, made the way the product makes one, through the real endpoints and the stand-ins' own
 * protocol: sign-in by SMS OTP (read from the SMS stand-in's inbox, as a phone would), KYC (the details, then the
 * Aadhaar OTP the KYC stand-in documents), and a payout account proven by penny drop at the gateway stand-in
 * (POST /api/bank-account, followed up by GET /api/bank-account while the bank has not answered). Investing needs all
 * three (403 KYC_VERIFICATION_REQUIRED / BANK_ACCOUNT_REQUIRED otherwise). Used by the load (bench/load.ts) and the
 * bench's API rows (bench/api-load.ts).
 */
import { randomInt } from 'node:crypto';
import {
  AADHAAR_CONSENT_VERSION,
  type BankAccountResponse,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SANDBOX_IDENTITY_TEST_VALUES,
  SANDBOX_PAYOUT_TEST_VALUES,
  type SessionResponse,
} from '@invest/contracts';
import { freshPan } from '@invest/testing/identity';
import { verhoeffCheckDigit } from '../libs/contracts/src/checksums.ts';

export const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

export interface Investor {
  userId: string;
  /** The session cookie (`sid=...`). */
  cookie: string;
}

export interface OnboardOptions {
  /** The server with the API under /api: the shell (as the browser talks) or the API itself. */
  baseUrl: string;
  /** The SMS and KYC stand-in (its inbox holds the texted OTPs). */
  identityUrl: string;
  /** A valid Indian mobile number of its own (each OTP send has a per-phone limit). */
  phone: string;
  /** Sent with every request, e.g. X-Forwarded-For so that each investor comes from an address of its own. */
  headers?: Record<string, string>;
}

/** A valid Aadhaar (first digit 2-8, Verhoeff check digit) no other investor of the run has: one Aadhaar, one investor. */
function freshAadhaar(): string {
  const stem = `${2 + randomInt(7)}${String(randomInt(10_000_000_000)).padStart(10, '0')}`;
  return `${stem}${verhoeffCheckDigit(stem)}`;
}

/**
 * A 12-digit account number of its own, clear of the gateway stand-in's payout test values (repeated digits: invalid,
 * another holder's name, reversed payouts), as the API tests' ownAccount() makes one.
 */
function freshAccountNumber(): string {
  return `5${String(randomInt(100_000_000_000)).padStart(11, '0')}`;
}

async function expectStatus(step: string, response: Response, ...statuses: number[]): Promise<Response> {
  if (!statuses.includes(response.status)) throw new Error(`${step}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs a fresh investor in, verifies their KYC and their bank account; throws naming the step that was refused. */
export async function onboardInvestor({ baseUrl, identityUrl, phone, headers = {} }: OnboardOptions): Promise<Investor> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...CSRF, ...headers, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const get = (path: string, cookie: string) => fetch(`${baseUrl}${path}`, { headers: { ...headers, cookie } });

  await expectStatus('otp/generate', await post('/api/otp/generate', { phone, type: 'kyc' }), 200);
  const inbox = (await (await fetch(`${identityUrl}/inbox?phone=${phone}`)).json()) as { body: string }[];
  const otp = /\b(\d{6})\b/.exec(inbox[0]?.body ?? '')?.[1];
  const signedIn = await expectStatus('otp/verify', await post('/api/otp/verify', { phone, otp }), 200);
  const cookie = (signedIn.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '').split(';')[0] ?? '';
  const { userId } = (await (await expectStatus('session', await get('/api/session', cookie), 200)).json()) as SessionResponse;
  if (!userId) throw new Error('session: no user after the OTP sign-in');

  // KYC: the details (the KYC stand-in texts the Aadhaar OTP), then its documented OTP.
  const kyc = { aadhaar: freshAadhaar(), pan: freshPan(), userId, consentVersion: AADHAAR_CONSENT_VERSION };
  await expectStatus('kyc/verify', await post('/api/kyc/verify', kyc, cookie), 202);
  await expectStatus('kyc/aadhaar-otp', await post('/api/kyc/aadhaar-otp', { otp: SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp, userId }, cookie), 200);

  // The payout account, held in the KYC name at a branch the stand-in's IFSC directory knows: the penny drop verifies it.
  const bankAccount = { accountNumber: freshAccountNumber(), ifsc: SANDBOX_PAYOUT_TEST_VALUES.ifsc, holderName: SANDBOX_IDENTITY_TEST_VALUES.holderName };
  const added = await expectStatus('bank-account', await post('/api/bank-account', bankAccount, cookie), 200, 202);
  let { account } = (await added.json()) as BankAccountResponse;
  for (let tries = 0; account?.status === 'verifying' && tries < 40; tries += 1) {
    await new Promise((done) => setTimeout(done, 250));
    ({ account } = (await (await expectStatus('bank-account (follow-up)', await get('/api/bank-account', cookie), 200)).json()) as BankAccountResponse);
  }
  if (account?.status !== 'verified') throw new Error(`bank-account: ${account?.status ?? 'none'}, not verified`);
  return { userId, cookie };
}
