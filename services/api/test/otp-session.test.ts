import { type ErrorBody, type OtpGenerateResponse, type OtpVerifyResponse, SANDBOX_IDENTITY_TEST_VALUES, type SessionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { OtpCodeEntity } from '../src/modules/otp/entities/otp-code.entity.js';
import { OtpService } from '../src/modules/otp/otp.service.js';
import { logLines } from './support/log-sink.js';
import { newPhone, readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
/** Each test talks from its own address, so the per-IP limit only bites where it is tested. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The one answer to any code that does not sign in (wrong, expired, used, replaced, never sent). */
const REFUSED = { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid or expired OTP. Please check the code or request a new OTP.' };
const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { OTP_IP_LIMIT: '5' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('OTP sign-in', () => {
  it('generate → MSG91 (stand-in inbox) → verify signs in with an HttpOnly, SameSite=Lax sid cookie', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    const generated = await client.post<OtpGenerateResponse>('/api/otp/generate', { phone, type: 'kyc' });
    expect(generated.status).toBe(200);
    expect(generated.body).toEqual({ message: 'OTP sent successfully.', expiresIn: 300 });

    const inbox = api.identity.inbox(phone);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ phone, sender: 'SBXOTP', templateId: 'sandbox-otp-template' });
    expect(inbox[0]?.body).toMatch(/^Your verification code is \d{6}\. It is valid for 5 minutes\. Never share it with anyone\.$/);

    const otp = await readOtp(client, phone);
    const verified = await client.post<OtpVerifyResponse>('/api/otp/verify', { phone, otp });
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);
    expect(verified.body.session?.phoneMasked).toBe(`******${phone.slice(-4)}`);

    const cookie = verified.setCookies.find((line) => line.startsWith('sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.get<SessionResponse>('/api/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      userId: verified.body.session?.userId,
      phoneMasked: `******${phone.slice(-4)}`,
      kycStatus: 'not_started',
      language: 'en',
    });
  });

  it('the inbox lists texts newest first, and a new send replaces the previous code', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const first = await readOtp(client, phone);
    api.clock.advance(1000);
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const inbox = api.identity.inbox(phone);
    expect(inbox).toHaveLength(2);
    const second = await readOtp(client, phone);
    expect(inbox[0]?.body).toContain(second);
    expect(inbox[1]?.body).toContain(first);
    if (first !== second) {
      const stale = await client.post<ErrorBody>('/api/otp/verify', { phone, otp: first });
      expect(stale.body).toEqual(REFUSED);
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

  it('a wrong code, a phone with no sign-in in progress, and a dead code all get the one answer', async () => {
    const client = api.client(freshIp());
    const idle = await client.post<ErrorBody>('/api/otp/verify', { phone: newPhone(), otp: '123456' });
    expect(idle.body).toEqual(REFUSED);

    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await client.post<ErrorBody>('/api/otp/verify', { phone, otp: wrongFor(otp) });
      expect(result.status).toBe(400);
      expect(result.body).toEqual(REFUSED);
    }
    // After 5 wrong tries even the right code fails, and says no more than a wrong one.
    const right = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(right.body).toEqual(REFUSED);
    expect(client.cookie).toBeUndefined();
  });

  it('refuses a code after its 300 seconds (injected clock), with the same answer', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    api.clock.advance(301_000);
    const result = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(result.body).toEqual(REFUSED);
  });

  it('a used code cannot be used again', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    expect((await client.post('/api/otp/verify', { phone, otp })).status).toBe(200);
    const again = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(again.body).toEqual(REFUSED);
  });

  it('a contact code proves the phone (verified_at) and signs nobody in', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    const since = api.clock.now();
    const otpService = api.app.get(OtpService);
    await client.post('/api/otp/generate', { phone, type: 'contact' });
    expect(await otpService.wasVerifiedSince(phone, 'contact', since)).toBe(false);
    const otp = await readOtp(client, phone);
    const verified = await client.post<OtpVerifyResponse>('/api/otp/verify', { phone, otp, type: 'contact' });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Phone number verified successfully.', verified: true });
    expect(verified.setCookies.some((line) => line.startsWith('sid='))).toBe(false);
    expect((await client.get('/api/session')).status).toBe(401);
    expect(await otpService.wasVerifiedSince(phone, 'contact', since)).toBe(true);
    expect(await otpService.wasVerifiedSince(phone, 'kyc', since)).toBe(false);
  });

  it('answers 503 when MSG91 fails, and leaves no live code behind', async () => {
    const client = api.client(freshIp());
    const phone = SANDBOX_IDENTITY_TEST_VALUES.smsDownPhone;
    const sent = await client.post<ErrorBody>('/api/otp/generate', { phone, type: 'kyc' });
    expect(sent.status).toBe(503);
    expect(sent.body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'We could not send the OTP right now. Please try again in a few minutes.',
    });
    const rows = await api.app.get(Db).run((em) => em.find(OtpCodeEntity, { where: { phone } }));
    expect(rows).toEqual([]);
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
    expect(fourth.body.message).toBe('Too many OTP requests for this phone number (at most 3 every 15 minutes). Please try again in 12 minutes.');
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
    caseChecked('otpLimits');
  });

  it('allows 2 × OTP_IP_LIMIT checks per IP (10 here) across phones', async () => {
    api.clock.advance(60 * 60_000);
    const client = api.client(freshIp());
    for (let i = 0; i < 10; i += 1) expect((await client.post('/api/otp/verify', { phone: newPhone(), otp: '123456' })).status).toBe(400);
    const eleventh = await client.post<ErrorBody>('/api/otp/verify', { phone: newPhone(), otp: '123456' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/^Too many OTP attempts from your network\. Please try again in \d+ minutes?\.$/);
    caseChecked('otpLimits');
  });

  it('wrong guesses count against the live code: the fifth kills it (logged without the number), a new code works at once', async () => {
    api.clock.advance(60 * 60_000);
    const phone = newPhone();
    const before = logLines.length;
    await api.client(freshIp()).post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await latest(phone);
    for (let i = 0; i < 5; i += 1) expect((await api.client(freshIp()).post('/api/otp/verify', { phone, otp: wrongFor(otp) })).status).toBe(400);
    expect((await api.client(freshIp()).post<ErrorBody>('/api/otp/verify', { phone, otp })).body).toEqual(REFUSED);
    const events = logLines.slice(before).filter((line) => line.includes('security.otp_code_exhausted'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain(`******${phone.slice(-4)}`);
    expect(events[0]).not.toContain(phone);
    // Nothing was held against the phone: a new code signs in straight away, as many times as the sends allow.
    for (let round = 0; round < 2; round += 1) {
      expect((await api.client(freshIp()).post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
      expect((await api.client(freshIp()).post('/api/otp/verify', { phone, otp: await latest(phone) })).status).toBe(200);
    }
    caseChecked('otpLimits');
  });

  it('counts concurrent wrong guesses one by one: eight at once leave the code dead, none past five counted', async () => {
    api.clock.advance(60 * 60_000);
    const phone = newPhone();
    await api.client(freshIp()).post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await latest(phone);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => api.client(freshIp()).post('/api/otp/verify', { phone, otp: wrongFor(otp) })));
    expect(guesses.map((guess) => guess.status)).toEqual(Array.from({ length: 8 }, () => 400));
    const rows = await api.app.get(Db).run((em) => em.find(OtpCodeEntity, { where: { phone } }));
    expect(rows.map((row) => row.attempts)).toEqual([5]);
    expect((await api.client(freshIp()).post<ErrorBody>('/api/otp/verify', { phone, otp })).body).toEqual(REFUSED);
    caseChecked('otpLimits');
  });

  it('a sign-in code and a contact code live side by side; each is checked against its own', async () => {
    api.clock.advance(60 * 60_000);
    const phone = newPhone();
    const client = api.client(freshIp());
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const signInCode = await latest(phone);
    await client.post('/api/otp/generate', { phone, type: 'contact' });
    const contactCode = await latest(phone);
    // The contact code does not sign in; the sign-in code is still live after it.
    if (contactCode !== signInCode) expect((await client.post('/api/otp/verify', { phone, otp: contactCode })).status).toBe(400);
    const contact = await client.post<OtpVerifyResponse>('/api/otp/verify', { phone, otp: contactCode, type: 'contact' });
    expect(contact.body).toEqual({ message: 'Phone number verified successfully.', verified: true });
    const signedIn = await client.post<OtpVerifyResponse>('/api/otp/verify', { phone, otp: signInCode });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session?.phoneMasked).toBe(`******${phone.slice(-4)}`);
    caseChecked('otpLimits');
  });

  it('stops a spray from many addresses at OTP_GLOBAL_LIMIT a minute, sends and checks counted apart', async () => {
    // An app and database of its own: the platform-wide count is shared by every instance on one database.
    const sprayedDatabase = await createTestDatabase();
    const sprayed = await startTestApp(sprayedDatabase, { OTP_GLOBAL_LIMIT: '4' });
    try {
      for (let i = 0; i < 4; i += 1) expect((await sprayed.client(freshIp()).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })).status).toBe(200);
      const fifth = await sprayed.client(freshIp()).post<ErrorBody>('/api/otp/generate', { phone: newPhone(), type: 'kyc' });
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toMatch(/^We are receiving too many OTP requests right now\. Please try again in \d+ (minute|second)s?\.$/);
      for (let i = 0; i < 4; i += 1) expect((await sprayed.client(freshIp()).post('/api/otp/verify', { phone: newPhone(), otp: '123456' })).status).toBe(400);
      expect((await sprayed.client(freshIp()).post('/api/otp/verify', { phone: newPhone(), otp: '123456' })).status).toBe(429);
      sprayed.clock.advance(61_000);
      expect((await sprayed.client(freshIp()).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })).status).toBe(200);
    } finally {
      await sprayed.close();
      await sprayedDatabase.drop();
    }
  }, 60_000);

  it('survives concurrent requests (one sql.js connection is serialised)', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => api.client(freshIp()).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const signIns = await Promise.all(Array.from({ length: 4 }, () => signIn(api.client(freshIp()))));
    expect(signIns).toHaveLength(4);
    caseChecked('otpLimits');
  });
});

/** The newest code texted to `phone` (any client of this app reads the same inbox). */
const latest = (phone: string) => readOtp(api.client(), phone);

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
