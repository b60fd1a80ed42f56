import { verhoeffCheckDigit } from '@invest/contracts';
import { KycPanHashBackfill } from '../src/modules/kyc/kyc-pan-hash-backfill.js';
import { freshPan } from '@invest/testing/identity';
import {
  type ErrorBody,
  type KycOtpSentResponse,
  type KycStatusResponse,
  SANDBOX_IDENTITY_TEST_VALUES as SANDBOX,
  type SessionResponse,
} from '@invest/contracts';
import { DataSource } from 'typeorm';
import { KycErrorMessage } from '../src/modules/kyc/kyc-messages.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { HttpClient } from './support/http-client.js';
import { Db } from '../src/database/db.js';
import { KycIdentity } from '../src/modules/kyc/kyc-identity.js';
import { RetentionService } from '../src/modules/privacy/retention.service.js';
import { completeKyc, confirmAadhaarOtp, startKyc } from './support/kyc.js';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.5.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

// Verhoeff-valid Aadhaar numbers (see identity-rules.spec.ts) and individual PANs.
const AADHAAR = ['2341 2341 2346', '4991 2345 6783', '8765 4321 0122', '3333 4444 5555'];
/** A valid Aadhaar: 11 digits and their Verhoeff check digit. */
const aadhaarOf = (body: string) => `${body}${verhoeffCheckDigit(body)}`;

/** A PAN of this test's own (one PAN verifies one account): fresh before each test. */
let PAN = freshPan();
beforeEach(() => {
  PAN = freshPan();
});

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

async function signedIn(): Promise<{ client: HttpClient; userId: string }> {
  const client = api.client(freshIp());
  await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, userId: session.body.userId };
}

async function kycStatusOf(client: HttpClient): Promise<string> {
  return (await client.get<SessionResponse>('/api/session')).body.kycStatus;
}

describe('POST /api/kyc/verify (details → Aadhaar OTP)', () => {
  it('refuses a visitor without a session: 401 AUTHENTICATION_REQUIRED', async () => {
    const client = api.client(freshIp());
    const response = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar: AADHAAR[0], pan: PAN, userId: 'someone' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED' });
    expect((await client.get<ErrorBody>('/api/kyc/status')).status).toBe(401);
    expect((await client.post('/api/kyc/aadhaar-otp', { otp: SANDBOX.aadhaarOtp, userId: 'someone' })).status).toBe(401);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const response = await me.client.post<ErrorBody>('/api/kyc/verify', { aadhaar: AADHAAR[0], pan: PAN, userId: other.userId });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
    expect((await confirmAadhaarOtp(me.client, other.userId)).status).toBe(403);
    expect(await kycStatusOf(me.client)).toBe('not_started');
    expect(await kycStatusOf(other.client)).toBe('not_started');
  });

  it.each([
    ['a wrong Verhoeff check digit', '2341 2341 2347'],
    ['a first digit of 1', '1234 5678 9012'],
    ['11 digits', '2341 2341 234'],
    ['letters', '2341 2341 23AB'],
  ])('refuses an Aadhaar with %s (400) and marks the statuses failed', async (_why, aadhaar) => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, aadhaar, PAN);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors?.map((error) => error.field)).toEqual(['aadhaar']);
    expect(response.text).not.toContain(aadhaar.replace(/ /g, ''));
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body).toMatchObject({ kycStatus: 'failed', aadhaar: { status: 'failed', masked: null }, pan: { status: 'failed', masked: null } });
    expect(await kycStatusOf(client)).toBe('failed');
  });

  it.each([
    ['a company PAN (fourth letter C)', 'ABCCE1234F'],
    ['a digit last', 'ABCPE12345'],
    ['9 characters', 'ABCPE123F'],
  ])('refuses %s (400)', async (_why, pan) => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, AADHAAR[0] ?? '', pan);
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field)).toEqual(['pan']);
    expect(await kycStatusOf(client)).toBe('failed');
  });

  it('refuses a missing field and an over-long value in the one error shape', async () => {
    const { client, userId } = await signedIn();
    const missing = await client.post<ErrorBody>('/api/kyc/verify', { pan: PAN, userId });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe('aadhaar');
    const long = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar: '2341 2341 2346 99', pan: PAN, userId });
    expect(long.status).toBe(400);
    expect(long.text).not.toContain('2341');
  });

  it('answers 202 with the spec prompt once the provider texted the Aadhaar OTP; nothing is verified yet', async () => {
    const { client, userId } = await signedIn();
    const started = await startKyc(client, userId, AADHAAR[1] ?? '', PAN);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ message: 'Enter the OTP sent to your Aadhaar-linked mobile', otpSent: true, expiresIn: 600 });
    expect(await kycStatusOf(client)).toBe('not_started');
  });

  it('an Aadhaar the provider does not know answers 422 KYC_VERIFICATION_FAILED, statuses failed', async () => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, SANDBOX.invalidAadhaar, PAN);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ statusCode: 422, code: 'KYC_VERIFICATION_FAILED' });
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body).toMatchObject({ kycStatus: 'failed', aadhaar: { status: 'failed' }, pan: { status: 'failed' } });
  });

  it('the provider being down answers 503 and records nothing against the user', async () => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, SANDBOX.providerDownAadhaar, PAN);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Identity verification is not available right now. Please try again in a few minutes.',
    });
    expect(await kycStatusOf(client)).toBe('not_started');
  });
});

describe('POST /api/kyc/aadhaar-otp (the holder proves the Aadhaar)', () => {
  it('verifies the user with masked values only; the same details again answer 200, others 409', async () => {
    const { client, userId } = await signedIn();
    const before = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(before.body).toMatchObject({ kycStatus: 'not_started', aadhaar: { status: 'not_started' }, mobileOtp: { status: 'verified' }, verifiedAt: null });
    expect((await startKyc(client, userId, SANDBOX.invalidAadhaar, PAN)).status).toBe(422);

    const aadhaar = AADHAAR[2] ?? '';
    const response = await completeKyc(client, userId, aadhaar, PAN.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('KYC verified successfully.');
    expect(response.body.status).toMatchObject({
      kycStatus: 'verified',
      aadhaar: { status: 'verified', masked: 'XXXX XXXX 0122' },
      pan: { status: 'verified', masked: `${PAN.slice(0, 5)}XXXX${PAN.slice(-1)}` },
      mobileOtp: { status: 'verified' },
    });
    expect(response.text).not.toContain(aadhaar.replace(/ /g, ''));
    expect(response.text).not.toContain(PAN);
    expect(await kycStatusOf(client)).toBe('verified');
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body).toEqual(response.body.status);
    expect(status.body.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await startKyc(client, userId, aadhaar, PAN)).status).toBe(200);
    expect((await startKyc(client, userId, AADHAAR[3] ?? '', PAN)).status).toBe(409);
    expect(await kycStatusOf(client)).toBe('verified');
  });

  it('a record verified before the holder name was kept goes through the Aadhaar OTP again and then keeps the name', async () => {
    const { client, userId } = await signedIn();
    const aadhaar = AADHAAR[0] ?? '';
    expect((await completeKyc(client, userId, aadhaar, PAN)).status).toBe(200);
    // As the bank-accounts migration leaves a record verified before it: no name, no date of birth.
    await api.app
      .get(Db)
      .run((em) => em.query('UPDATE kyc_records SET holder_name_ciphertext = NULL, date_of_birth_ciphertext = NULL WHERE user_id = ?', [userId]));
    expect(await api.app.get(KycIdentity).holderOf(userId)).toBeNull();

    expect((await startKyc(client, userId, AADHAAR[3] ?? '', PAN)).status).toBe(409);
    const again = await startKyc(client, userId, aadhaar, PAN);
    expect(again.status).toBe(202);
    expect(await kycStatusOf(client)).toBe('verified');
    expect((await confirmAadhaarOtp(client, userId)).status).toBe(200);
    expect(await api.app.get(KycIdentity).holderOf(userId)).toEqual({ name: SANDBOX.holderName, dateOfBirth: '1990-08-15' });
    expect((await startKyc(client, userId, aadhaar, PAN)).status).toBe(200);
  });

  it('a wrong OTP answers 400 OTP_INVALID and may be retried; the third wrong one ends the attempt', async () => {
    const { client, userId } = await signedIn();
    expect((await startKyc(client, userId, AADHAAR[1] ?? '', PAN)).status).toBe(202);
    const wrong = await confirmAadhaarOtp(client, userId, SANDBOX.wrongAadhaarOtp);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      code: 'OTP_INVALID',
      message: 'The Aadhaar OTP is wrong or has expired. Please check the code, or submit your details again for a new OTP.',
      errors: [{ field: 'otp', messages: [KycErrorMessage.AadhaarOtpRefused] }],
    });
    expect((await confirmAadhaarOtp(client, userId)).status).toBe(200);

    const other = await signedIn();
    expect((await startKyc(other.client, other.userId, AADHAAR[3] ?? '', PAN)).status).toBe(202);
    for (let i = 0; i < 3; i += 1) expect((await confirmAadhaarOtp(other.client, other.userId, SANDBOX.wrongAadhaarOtp)).status).toBe(400);
    expect((await confirmAadhaarOtp(other.client, other.userId)).status).toBe(400);
    expect(await kycStatusOf(other.client)).toBe('not_started');
  });

  it('concurrent wrong OTPs each take an attempt: six at once end the attempt, the right code after them is refused', async () => {
    const { client, userId } = await signedIn();
    expect((await startKyc(client, userId, '2222 3333 4444', PAN)).status).toBe(202);
    const guesses = await Promise.all(Array.from({ length: 6 }, () => confirmAadhaarOtp(client, userId, SANDBOX.wrongAadhaarOtp)));
    expect(guesses.map((guess) => guess.body.code)).toEqual(Array.from({ length: 6 }, () => 'OTP_INVALID'));
    expect((await confirmAadhaarOtp(client, userId)).body.code).toBe('OTP_INVALID');
    expect(await kycStatusOf(client)).toBe('not_started');
    caseChecked('aadhaarOtpCounter');
  });

  it('an OTP without a pending attempt, or after 10 minutes, is refused the same way', async () => {
    const { client, userId } = await signedIn();
    expect((await confirmAadhaarOtp(client, userId)).body.code).toBe('OTP_INVALID');
    expect((await startKyc(client, userId, '2222 3333 4444', PAN)).status).toBe(202);
    api.clock.advance(10 * 60_000 + 1000);
    expect((await confirmAadhaarOtp(client, userId)).body.code).toBe('OTP_INVALID');
  });

  it('a PAN whose registered name is not the Aadhaar holder’s is refused (422), and an unknown PAN too', async () => {
    const a = await signedIn();
    expect((await startKyc(a.client, a.userId, '5555 6666 7771', SANDBOX.nameMismatchPan)).status).toBe(202);
    const mismatch = await confirmAadhaarOtp(a.client, a.userId);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({
      statusCode: 422,
      code: 'KYC_VERIFICATION_FAILED',
      message: 'The name registered with your PAN does not match the name on your Aadhaar. Please check your PAN.',
      errors: [{ field: 'pan', messages: [KycErrorMessage.NameMismatch] }],
    });
    expect(await kycStatusOf(a.client)).toBe('failed');

    const b = await signedIn();
    const unknown = await completeKyc(b.client, b.userId, '6666 7777 8888', SANDBOX.invalidPan);
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('KYC_VERIFICATION_FAILED');
  });
});

describe('each refusal names its field and what to fix', () => {
  const fieldError = (body: ErrorBody) => ({ code: body.code, errors: body.errors });

  it.each([
    ['a wrong check digit', '2341 2341 2347', KycErrorMessage.AadhaarChecksum],
    ['a first digit of 1', '1234 5678 9012', KycErrorMessage.AadhaarFormat],
    ['11 digits', '2341 2341 234', KycErrorMessage.AadhaarFormat],
  ])('an Aadhaar with %s: 400 under aadhaar, saying which rule', async (_why, aadhaar, message) => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, aadhaar, PAN);
    expect(response.status).toBe(400);
    expect(fieldError(response.body)).toEqual({ code: 'VALIDATION_FAILED', errors: [{ field: 'aadhaar', messages: [message] }] });
  });

  it('a malformed PAN: 400 under pan only', async () => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, AADHAAR[0] ?? '', 'ABCCE1234F');
    expect(fieldError(response.body)).toEqual({ code: 'VALIDATION_FAILED', errors: [{ field: 'pan', messages: [KycErrorMessage.Pan] }] });
  });

  it('an Aadhaar UIDAI does not know: 422 under aadhaar', async () => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, SANDBOX.invalidAadhaar, PAN);
    expect(response.status).toBe(422);
    expect(fieldError(response.body)).toEqual({ code: 'KYC_VERIFICATION_FAILED', errors: [{ field: 'aadhaar', messages: [KycErrorMessage.AadhaarNotFound] }] });
    expect(response.body.message).toBe(KycErrorMessage.AadhaarNotFound);
  });

  it('a PAN the registry does not know: 422 under pan, after the Aadhaar OTP', async () => {
    const { client, userId } = await signedIn();
    const response = await completeKyc(client, userId, aadhaarOf('21223344556'), SANDBOX.invalidPan);
    expect(response.status).toBe(422);
    expect(fieldError(response.body)).toEqual({ code: 'KYC_VERIFICATION_FAILED', errors: [{ field: 'pan', messages: [KycErrorMessage.PanNotFound] }] });
  });

  it('a wrong Aadhaar OTP: 400 under otp; an Aadhaar already used: 409 under aadhaar', async () => {
    const owner = await signedIn();
    const aadhaar = aadhaarOf('29384756102');
    expect((await completeKyc(owner.client, owner.userId, aadhaar, PAN)).status).toBe(200);
    const other = await signedIn();
    expect((await startKyc(other.client, other.userId, aadhaar, freshPan())).status).toBe(202);
    const wrong = await confirmAadhaarOtp(other.client, other.userId, SANDBOX.wrongAadhaarOtp);
    expect(fieldError(wrong.body)).toEqual({ code: 'OTP_INVALID', errors: [{ field: 'otp', messages: [KycErrorMessage.AadhaarOtpRefused] }] });
    const taken = await confirmAadhaarOtp(other.client, other.userId);
    expect(taken.status).toBe(409);
    expect(fieldError(taken.body)).toEqual({ code: 'CONFLICT', errors: [{ field: 'aadhaar', messages: [KycErrorMessage.AadhaarTaken] }] });
  });

  it('the provider being down names no field: one message for the form, 503', async () => {
    const { client, userId } = await signedIn();
    const response = await startKyc(client, userId, SANDBOX.providerDownAadhaar, PAN);
    expect(response.body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: KycErrorMessage.ProviderUnavailable });
  });

  it('a new attempt clears the failed statuses while it waits for its OTP', async () => {
    const { client, userId } = await signedIn();
    expect((await startKyc(client, userId, '2341 2341 2347', PAN)).status).toBe(400);
    expect((await client.get<KycStatusResponse>('/api/kyc/status')).body).toMatchObject({ aadhaar: { status: 'failed' }, pan: { status: 'failed' } });
    expect((await startKyc(client, userId, AADHAAR[0] ?? '', PAN)).status).toBe(202);
    expect((await client.get<KycStatusResponse>('/api/kyc/status')).body).toMatchObject({ aadhaar: { status: 'pending' }, pan: { status: 'pending' } });
  });
});

describe('the pending Aadhaar OTP: known to the server, resent after its cooldown', () => {
  const resend = (client: HttpClient, userId: string) => client.post<KycOtpSentResponse & ErrorBody>('/api/kyc/aadhaar-otp/resend', { userId });

  it('a fresh GET (the page reloaded) answers the pending attempt with where the OTP went; none before or after it', async () => {
    const { client, userId } = await signedIn();
    expect((await client.get<KycStatusResponse>('/api/kyc/status')).body.aadhaarOtp).toBeNull();
    const aadhaar = aadhaarOf('31415926535');
    expect((await startKyc(client, userId, aadhaar, PAN)).status).toBe(202);
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body.aadhaarOtp).toEqual({ aadhaarMasked: `XXXX XXXX ${aadhaar.slice(-4)}`, expiresIn: 600, resendIn: 45 });
    expect(status.text).not.toContain(aadhaar);
    expect(status.text.toUpperCase()).not.toContain(PAN);
    api.clock.advance(20_000);
    expect((await client.get<KycStatusResponse>('/api/kyc/status')).body.aadhaarOtp).toMatchObject({ expiresIn: 580, resendIn: 25 });
    expect((await confirmAadhaarOtp(client, userId)).status).toBe(200);
    expect((await client.get<KycStatusResponse>('/api/kyc/status')).body.aadhaarOtp).toBeNull();
  });

  it('an expired attempt is no longer pending, and the privacy sweep deletes it (it keeps the numbers encrypted)', async () => {
    const { client, userId } = await signedIn();
    expect((await startKyc(client, userId, aadhaarOf('27182818284'), PAN)).status).toBe(202);
    const rows = () => api.app.get(DataSource).query('SELECT aadhaar_ciphertext FROM kyc_aadhaar_challenges WHERE user_id = ?', [userId]);
    expect(String(((await rows()) as { aadhaar_ciphertext: string }[])[0]?.aadhaar_ciphertext)).toMatch(/^v1\./);
    api.clock.advance(10 * 60_000 + 1000);
    expect((await client.get<KycStatusResponse>('/api/kyc/status')).body.aadhaarOtp).toBeNull();
    expect((await api.app.get(RetentionService).purge()).aadhaarOtpChallenges).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([]);
  });

  it('a resend sooner than 45 s is refused (429, Retry-After) and sends nothing; after it a new OTP replaces the old', async () => {
    const { client, userId } = await signedIn();
    const aadhaar = aadhaarOf('26535897932');
    expect((await startKyc(client, userId, aadhaar, PAN)).status).toBe(202);
    const before = (await api.app.get(DataSource).query('SELECT provider_reference FROM kyc_aadhaar_challenges WHERE user_id = ?', [userId])) as {
      provider_reference: string;
    }[];
    api.clock.advance(30_000);
    const early = await resend(client, userId);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 'RATE_LIMITED', message: `${KycErrorMessage.AadhaarOtpResendWait} Please try again in 15 seconds.` });
    expect(early.headers.get('retry-after')).toBe('15');
    const unchanged = (await api.app.get(DataSource).query('SELECT provider_reference FROM kyc_aadhaar_challenges WHERE user_id = ?', [userId])) as {
      provider_reference: string;
    }[];
    expect(unchanged).toEqual(before);

    api.clock.advance(15_000);
    const resent = await resend(client, userId);
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ message: 'Enter the OTP sent to your Aadhaar-linked mobile', otpSent: true, expiresIn: 600 });
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body.aadhaarOtp).toEqual({ aadhaarMasked: `XXXX XXXX ${aadhaar.slice(-4)}`, expiresIn: 600, resendIn: 45 });
    expect((await resend(client, userId)).status).toBe(429);
    expect((await confirmAadhaarOtp(client, userId)).status).toBe(200);
  });

  it('a resend with no pending attempt answers 409, and another user’s id 403', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const none = await resend(me.client, me.userId);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'CONFLICT', message: KycErrorMessage.NoPendingAadhaarOtp });
    expect((await resend(me.client, other.userId)).status).toBe(403);
  });
});

describe('one Aadhaar, one account: decided only after the holder proved the Aadhaar', () => {
  it('before the Aadhaar OTP, a linked Aadhaar answers exactly like a fresh one; after it, 409', async () => {
    const owner = await signedIn();
    const linked = AADHAAR[3] ?? '';
    expect((await completeKyc(owner.client, owner.userId, linked, PAN)).status).toBe(200);

    const prober = await signedIn();
    const probe = await startKyc(prober.client, prober.userId, linked.replace(/ /g, ''), 'ZZZPZ9876Z');
    const control = await signedIn();
    const fresh = await startKyc(control.client, control.userId, '7777 8888 9996', 'ZZZPZ9876Z');
    expect(probe.status).toBe(fresh.status);
    expect(probe.body).toEqual(fresh.body);
    expect(probe.status).toBe(202);
    expect(await kycStatusOf(prober.client)).toBe(await kycStatusOf(control.client));

    // A wrong OTP reveals nothing either.
    const wrongProbe = await confirmAadhaarOtp(prober.client, prober.userId, SANDBOX.wrongAadhaarOtp);
    const wrongFresh = await confirmAadhaarOtp(control.client, control.userId, SANDBOX.wrongAadhaarOtp);
    expect(wrongProbe.body).toEqual(wrongFresh.body);

    // Only the holder, having proved the Aadhaar, learns that it verified another account.
    const proven = await confirmAadhaarOtp(prober.client, prober.userId);
    expect(proven.status).toBe(409);
    expect(proven.body).toMatchObject({ code: 'CONFLICT', message: 'This Aadhaar number is already linked to another account.' });
    expect(await kycStatusOf(prober.client)).toBe('failed');
    expect(await kycStatusOf(owner.client)).toBe('verified');
  });
});

describe('one PAN, one account: decided only after the holder proved the Aadhaar', () => {
  it('a PAN that verified another account answers like any other before the Aadhaar OTP; after it, 409 on the PAN field', async () => {
    const owner = await signedIn();
    expect((await completeKyc(owner.client, owner.userId, aadhaarOf('34567890123'), PAN)).status).toBe(200);
    const other = await signedIn();
    expect((await startKyc(other.client, other.userId, aadhaarOf('45678901234'), PAN)).status).toBe(202);
    const refused = await confirmAadhaarOtp(other.client, other.userId);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: KycErrorMessage.PanTaken,
      errors: [{ field: 'pan', messages: [KycErrorMessage.PanTaken] }],
    });
    expect(await kycStatusOf(other.client)).toBe('failed');
    expect(await kycStatusOf(owner.client)).toBe('verified');
    // The other person's own PAN goes through.
    expect((await completeKyc(other.client, other.userId, aadhaarOf('45678901234'), freshPan())).status).toBe(200);
    caseChecked('onePanPerInvestor');
  });

  it.each([
    ['not linked to an Aadhaar', SANDBOX.panNotLinked, KycErrorMessage.PanNotLinked],
    ['inoperative', SANDBOX.panInoperative, KycErrorMessage.PanInoperative],
  ])('a PAN %s is refused (422) with its reason under the PAN field, and nothing is verified', async (_what, pan, message) => {
    const { client, userId } = await signedIn();
    const response = await completeKyc(client, userId, aadhaarOf('56789012345'), pan);
    expect(response.body).toEqual({ statusCode: 422, code: 'KYC_VERIFICATION_FAILED', message, errors: [{ field: 'pan', messages: [message] }] });
    expect(await kycStatusOf(client)).toBe('failed');
    caseChecked('panAadhaarLink');
  });

  it('records verified before PANs were hashed get their hash at start-up, and then hold their PAN', async () => {
    const owner = await signedIn();
    expect((await completeKyc(owner.client, owner.userId, aadhaarOf('67890123456'), PAN)).status).toBe(200);
    const dataSource = api.app.get(DataSource);
    await dataSource.query('UPDATE kyc_records SET pan_hash = NULL WHERE user_id = ?', [owner.userId]);
    await api.app.get(KycPanHashBackfill).onApplicationBootstrap();
    const [row] = (await dataSource.query('SELECT pan_hash FROM kyc_records WHERE user_id = ?', [owner.userId])) as { pan_hash: string | null }[];
    expect(row?.pan_hash).toMatch(/^[0-9a-f]{64}$/);
    const other = await signedIn();
    expect((await completeKyc(other.client, other.userId, aadhaarOf('78901234567'), PAN)).body.message).toBe(KycErrorMessage.PanTaken);
  });
});

describe('what is kept', () => {
  it('after success the database holds no 12-digit Aadhaar and no clear PAN, and no log line shows either', async () => {
    const { client, userId } = await signedIn();
    const aadhaar = '8888 9999 0004';
    const digits = aadhaar.replace(/ /g, '');
    const pan = 'QRSPT4321K';
    const before = logLines.length;
    expect((await startKyc(client, userId, aadhaar, pan)).status).toBe(202);
    const dataSource = api.app.get(DataSource);
    const pending = (await dataSource.query('SELECT * FROM kyc_aadhaar_challenges WHERE user_id = ?', [userId])) as Record<string, unknown>[];
    expect(pending).toHaveLength(1);
    expect(String(pending[0]?.['pan_ciphertext'])).toMatch(/^v1\./);
    expect((await confirmAadhaarOtp(client, userId)).status).toBe(200);
    expect(await dataSource.query('SELECT * FROM kyc_aadhaar_challenges WHERE user_id = ?', [userId])).toEqual([]);

    const record = (await dataSource.query('SELECT * FROM kyc_records WHERE user_id = ?', [userId])) as Record<string, unknown>[];
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ aadhaar_last4: '0004', aadhaar_status: 'verified', pan_status: 'verified' });
    expect(String(record[0]?.['aadhaar_hash'])).toMatch(/^[0-9a-f]{64}$/);
    expect(String(record[0]?.['pan_ciphertext'])).toMatch(/^v1\./);

    const tables = ['users', 'sessions', 'otp_codes', 'rate_limit_buckets', 'kyc_records', 'kyc_aadhaar_challenges'];
    for (const table of tables) {
      const rows = (await dataSource.query(`SELECT * FROM ${table}`)) as Record<string, unknown>[];
      for (const row of rows) {
        for (const value of Object.values(row)) {
          const text = String(value);
          expect(text).not.toContain(digits);
          expect(text).not.toMatch(/^\d{12}$/);
          expect(text.toUpperCase()).not.toContain(pan);
          expect(text).not.toContain(SANDBOX.holderName);
        }
      }
    }

    const lines = logLines.slice(before);
    expect(lines.some((line) => line.includes('/api/kyc/verify'))).toBe(true);
    expect(lines.some((line) => line.includes('"aadhaar":"[Redacted]"'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(digits);
      expect(line).not.toContain(aadhaar);
      expect(line.toUpperCase()).not.toContain(pan);
      expect(line).not.toContain(SANDBOX.aadhaarOtp);
    }
  });
});
