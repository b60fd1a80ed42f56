import type { ErrorBody, KycStatusResponse, KycVerifyResponse, SessionResponse } from '@invest/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import type { HttpClient } from './support/http-client.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.5.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

// Verhoeff-valid Aadhaar numbers (see identity-rules.spec.ts) and individual PANs.
const AADHAAR = ['2341 2341 2346', '4991 2345 6783', '8765 4321 0122', '3333 4444 5555'];
const PAN = 'ABCPE1234F';
/** Documented sandbox failures (sandbox-kyc-registry.ts). */
const SANDBOX_FAILING_AADHAAR = '9999 1234 5678';
const SANDBOX_FAILING_PAN = 'ABCPE0000F';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

async function signedIn(): Promise<{ client: HttpClient; userId: string }> {
  const client = api.client(freshIp());
  await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, userId: session.body.userId };
}

async function kycStatusOf(client: HttpClient): Promise<string> {
  return (await client.get<SessionResponse>('/api/session')).body.kycStatus;
}

describe('POST /api/kyc/verify', () => {
  it('refuses a visitor without a session: 401 AUTHENTICATION_REQUIRED', async () => {
    const client = api.client(freshIp());
    const response = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar: AADHAAR[0], pan: PAN, userId: 'someone' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED' });
    expect((await client.get<ErrorBody>('/api/kyc/status')).status).toBe(401);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const response = await me.client.post<ErrorBody>('/api/kyc/verify', { aadhaar: AADHAAR[0], pan: PAN, userId: other.userId });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
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
    const response = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar, pan: PAN, userId });
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
    const response = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar: AADHAAR[0], pan, userId });
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

  it.each([
    ['Aadhaar', SANDBOX_FAILING_AADHAAR, PAN],
    ['PAN', AADHAAR[1] ?? '', SANDBOX_FAILING_PAN],
  ])('the sandbox registry refusal of the %s test value answers 422 KYC_VERIFICATION_FAILED', async (_which, aadhaar, pan) => {
    const { client, userId } = await signedIn();
    const response = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar, pan, userId });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ statusCode: 422, code: 'KYC_VERIFICATION_FAILED' });
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body.kycStatus).toBe('failed');
    expect(status.body.aadhaar.status).toBe('failed');
    expect(status.body.pan.status).toBe('failed');
  });

  it('success marks the user verified on the server, answers only masked values, and a failed user can retry', async () => {
    const { client, userId } = await signedIn();
    const before = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(before.body).toMatchObject({
      kycStatus: 'not_started',
      aadhaar: { status: 'not_started' },
      pan: { status: 'not_started' },
      mobileOtp: { status: 'verified' },
      verifiedAt: null,
    });
    expect((await client.post('/api/kyc/verify', { aadhaar: SANDBOX_FAILING_AADHAAR, pan: PAN, userId })).status).toBe(422);

    const aadhaar = AADHAAR[2] ?? '';
    const response = await client.post<KycVerifyResponse>('/api/kyc/verify', { aadhaar, pan: 'abcpe1234f', userId });
    expect(response.status).toBe(200);
    expect(response.body.status).toMatchObject({
      kycStatus: 'verified',
      aadhaar: { status: 'verified', masked: 'XXXX XXXX 0122' },
      pan: { status: 'verified', masked: 'ABCPEXXXXF' },
      mobileOtp: { status: 'verified' },
    });
    expect(response.text).not.toContain(aadhaar.replace(/ /g, ''));
    expect(response.text).not.toContain(PAN);
    expect(await kycStatusOf(client)).toBe('verified');
    const status = await client.get<KycStatusResponse>('/api/kyc/status');
    expect(status.body).toEqual(response.body.status);
    expect(status.body.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Same details again: same answer; other details: refused, the account stays verified.
    expect((await client.post('/api/kyc/verify', { aadhaar, pan: PAN, userId })).status).toBe(200);
    const changed = await client.post<ErrorBody>('/api/kyc/verify', { aadhaar: AADHAAR[3], pan: PAN, userId });
    expect(changed.status).toBe(409);
    expect(await kycStatusOf(client)).toBe('verified');
  });

  it('one Aadhaar verifies one account only (409 for the second)', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const aadhaar = AADHAAR[3] ?? '';
    expect((await first.client.post('/api/kyc/verify', { aadhaar, pan: PAN, userId: first.userId })).status).toBe(200);
    const again = await second.client.post<ErrorBody>('/api/kyc/verify', { aadhaar: aadhaar.replace(/ /g, ''), pan: 'ZZZPZ9876Z', userId: second.userId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect(await kycStatusOf(second.client)).toBe('failed');
  });

  it('after success the database holds no 12-digit Aadhaar and no clear PAN, and no log line shows either', async () => {
    const { client, userId } = await signedIn();
    const aadhaar = AADHAAR[0] ?? '';
    const digits = aadhaar.replace(/ /g, '');
    const pan = 'QRSPT4321K';
    const before = logLines.length;
    expect((await client.post('/api/kyc/verify', { aadhaar, pan, userId })).status).toBe(200);

    const dataSource = api.app.get(DataSource);
    const record = (await dataSource.query('SELECT * FROM kyc_records WHERE user_id = ?', [userId])) as Record<string, unknown>[];
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ aadhaar_last4: '2346', aadhaar_status: 'verified', pan_status: 'verified' });
    expect(String(record[0]?.['aadhaar_hash'])).toMatch(/^[0-9a-f]{64}$/);
    expect(String(record[0]?.['pan_ciphertext'])).toMatch(/^v1\./);

    const tables = ['users', 'sessions', 'otp_codes', 'rate_limit_buckets', 'sms_outbox', 'kyc_records'];
    for (const table of tables) {
      const rows = (await dataSource.query(`SELECT * FROM ${table}`)) as Record<string, unknown>[];
      for (const row of rows) {
        for (const value of Object.values(row)) {
          const text = String(value);
          expect(text).not.toContain(digits);
          expect(text).not.toMatch(/^\d{12}$/);
          expect(text.toUpperCase()).not.toContain(pan);
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
    }
  });
});
