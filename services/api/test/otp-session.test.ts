import type { ErrorBody, OtpGenerateResponse, OtpVerifyResponse, SessionResponse, SmsOutboxMessage } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtpService } from '../src/modules/otp/otp.service.js';
import { newPhone, readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
/** Each test talks from its own address, so the per-IP limit only bites where it is tested. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { OTP_IP_LIMIT: '5' });
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

describe('OTP sign-in', () => {
  it('generate → outbox → verify signs in with an HttpOnly, SameSite=Lax sid cookie', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    const generated = await client.post<OtpGenerateResponse>('/api/otp/generate', { phone, type: 'kyc' });
    expect(generated.status).toBe(200);
    expect(generated.body).toEqual({ message: 'OTP sent successfully.', expiresIn: 300 });

    const outbox = await client.get<SmsOutboxMessage[]>(`/api/dev/sms-outbox?phone=${phone}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0]).toMatchObject({ phone, body: expect.stringMatching(/\b\d{6}\b/) as unknown as string });

    const otp = await readOtp(client, phone);
    const verified = await client.post<OtpVerifyResponse>('/api/otp/verify', { phone, otp });
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);
    expect(verified.body.session.phoneMasked).toBe(`******${phone.slice(-4)}`);

    const cookie = verified.setCookies.find((line) => line.startsWith('sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.get<SessionResponse>('/api/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      userId: verified.body.session.userId,
      phoneMasked: `******${phone.slice(-4)}`,
      kycStatus: 'not_started',
    });
  });

  it('lists the outbox newest first, and a new send replaces the previous code', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const first = await readOtp(client, phone);
    api.clock.advance(1000);
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const outbox = await client.get<SmsOutboxMessage[]>(`/api/dev/sms-outbox?phone=${phone}`);
    expect(outbox.body).toHaveLength(2);
    const second = await readOtp(client, phone);
    expect(outbox.body[0]?.body).toContain(second);
    expect(outbox.body[1]?.body).toContain(first);
    if (first !== second) {
      const stale = await client.post<ErrorBody>('/api/otp/verify', { phone, otp: first });
      expect(stale.status).toBe(400);
    }
    const fresh = await client.post('/api/otp/verify', { phone, otp: second });
    expect(fresh.status).toBe(200);
  });

  it('the same phone signs in to the same user', async () => {
    const phone = newPhone();
    const a = api.client(freshIp());
    const b = api.client(freshIp());
    await signIn(a, phone);
    await signIn(b, phone);
    const sa = await a.get<SessionResponse>('/api/session');
    const sb = await b.get<SessionResponse>('/api/session');
    expect(sa.body.userId).toBe(sb.body.userId);
  });

  it('rejects a wrong code with OTP_INVALID; after 5 wrong tries even the right code fails', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await client.post<ErrorBody>('/api/otp/verify', { phone, otp: wrong });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('OTP_INVALID');
      expect(result.body.message).toMatch(/Invalid OTP/);
    }
    const right = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('OTP_EXPIRED');
    expect(right.body.message).toMatch(/request a new OTP/);
    expect(client.cookie).toBeUndefined();
  });

  it('refuses a code after its 300 seconds (injected clock)', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    api.clock.advance(301_000);
    const result = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ statusCode: 400, code: 'OTP_EXPIRED' });
    expect(result.body.message).toMatch(/expired/);
  });

  it('a used code cannot be used again', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    expect((await client.post('/api/otp/verify', { phone, otp })).status).toBe(200);
    const again = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('OTP_EXPIRED');
  });

  it('records the verification of a contact code (verified_at) for the contact form', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    const since = api.clock.now();
    const otpService = api.app.get(OtpService);
    await client.post('/api/otp/generate', { phone, type: 'contact' });
    expect(await otpService.wasVerifiedSince(phone, 'contact', since)).toBe(false);
    const otp = await readOtp(client, phone);
    expect((await client.post('/api/otp/verify', { phone, otp })).status).toBe(200);
    expect(await otpService.wasVerifiedSince(phone, 'contact', since)).toBe(true);
    expect(await otpService.wasVerifiedSince(phone, 'kyc', since)).toBe(false);
  });
});

describe('OTP rate limits', () => {
  it('allows 3 sends per phone per 15 minutes: the 4th is 429 with Retry-After and a clear message', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
      api.clock.advance(60_000);
    }
    const fourth = await client.post<ErrorBody>('/api/otp/generate', { phone, type: 'kyc' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    // First send was 3 minutes ago: it leaves the 15-minute window in 12 minutes.
    expect(fourth.headers.get('retry-after')).toBe('720');
    expect(fourth.body.message).toBe(
      'Too many OTP requests for this phone number (at most 3 every 15 minutes). Please try again in 12 minutes.',
    );
    // Another address does not help: the limit is per phone.
    expect((await api.client(freshIp()).post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(429);
    api.clock.advance(12 * 60_000);
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
  });

  it('allows OTP_IP_LIMIT sends per IP (5 here) across phones', async () => {
    const client = api.client(freshIp());
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })).status).toBe(200);
    }
    const sixth = await client.post<ErrorBody>('/api/otp/generate', { phone: newPhone(), type: 'kyc' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    expect(sixth.body.message).toMatch(/^Too many OTP requests from your network\. Please try again in \d+ minutes?\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // A refused send did not consume the phone's quota: another address can still send to a new phone.
    expect((await api.client(freshIp()).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })).status).toBe(200);
  });

  it('survives concurrent requests (one sql.js connection is serialised)', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => api.client(freshIp()).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const signIns = await Promise.all(Array.from({ length: 4 }, () => signIn(api.client(freshIp()))));
    expect(signIns).toHaveLength(4);
  });
});

describe('sessions', () => {
  it('GET /api/session without a cookie is 401 AUTHENTICATION_REQUIRED in the error shape', async () => {
    const result = await api.client().get<ErrorBody>('/api/session');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      statusCode: 401,
      code: 'AUTHENTICATION_REQUIRED',
      message: 'Authentication required. Please verify your phone number with an OTP to sign in.',
    });
  });

  it('a tampered cookie is refused', async () => {
    const client = api.client(freshIp());
    await signIn(client);
    client.cookie = `${client.cookie ?? ''}x`;
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('logout ends the session (204) and clears the cookie', async () => {
    const client = api.client(freshIp());
    await signIn(client);
    const cookieBefore = client.cookie;
    const logout = await client.post('/api/session/logout');
    expect(logout.status).toBe(204);
    expect(logout.setCookies.some((line) => /^sid=;/.test(line))).toBe(true);
    expect((await client.get('/api/session')).status).toBe(401);
    // The old token is dead server-side too, not just forgotten by the browser.
    client.cookie = cookieBefore;
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('rotates at sign-in: the previous session of the browser is deleted', async () => {
    const client = api.client(freshIp());
    await signIn(client);
    const first = client.cookie;
    await signIn(client);
    expect(client.cookie).not.toBe(first);
    const old = api.client();
    old.cookie = first;
    expect((await old.get('/api/session')).status).toBe(401);
    expect((await client.get('/api/session')).status).toBe(200);
  });

  it('expires after 30 idle minutes, sliding with activity', async () => {
    const client = api.client(freshIp());
    await signIn(client);
    api.clock.advance(20 * 60_000);
    expect((await client.get('/api/session')).status).toBe(200);
    api.clock.advance(20 * 60_000);
    expect((await client.get('/api/session')).status).toBe(200);
    api.clock.advance(30 * 60_000 + 1000);
    const expired = await client.get<ErrorBody>('/api/session');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('expires 12 hours after sign-in even when active', async () => {
    const client = api.client(freshIp());
    await signIn(client);
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      api.clock.advance(25 * 60_000);
      const result = await client.get('/api/session');
      if (elapsed + 25 < 12 * 60) expect(result.status).toBe(200);
      else expect(result.status).toBe(401);
    }
  });
});
