import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ErrorBody, type SessionResponse, TERMS_VERSION } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { createApp } from '../src/create-app.js';
import { HttpClient } from './support/http-client.js';
import { liveProductionEnv, productionEnv } from './support/production-env.js';
import { newPhone, readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Production posture (issue 15): client addresses behind one or two proxies (spoofed X-Forwarded-For ignored), IPv6
 * counted per /64, `Cache-Control: no-store` on personal answers only, the `__Host-` session cookie over HTTPS, no
 * Swagger in production, and no silent embedded database in production.
 */

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The first app on a fresh database runs every migration (most of a first start: 15-20 s of a 30 s test budget on a
  // busy machine, where a test that ran out of time went on against apps afterAll was closing: ECONNREFUSED). Migrated
  // here, under the hook's own budget, each test only boots its apps.
  await (await startTestApp(database)).close();
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
}, 60_000);

async function start(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp(database, env);
  apps.push(app);
  return app;
}

/** POST /api/otp/generate for a fresh phone with these forwarding headers; answers the status. */
async function sendOtp(api: TestApp, headers: Record<string, string>): Promise<number> {
  return (await new HttpClient(api.baseUrl).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' }, { headers })).status;
}

describe('client addresses (per-IP limits count the real client)', () => {
  it('behind one proxy (TRUST_PROXY=1): the address that proxy appended; whatever the client wrote before it is ignored', async () => {
    const api = await start({ TRUST_PROXY: '1', OTP_IP_LIMIT: '2' });
    // The client writes a different X-Forwarded-For each time; the proxy appends the address it saw.
    expect(await sendOtp(api, { 'x-forwarded-for': '6.6.6.1, 203.0.113.9' })).toBe(200);
    expect(await sendOtp(api, { 'x-forwarded-for': '6.6.6.2, 203.0.113.9' })).toBe(200);
    expect(await sendOtp(api, { 'x-forwarded-for': '6.6.6.3, 203.0.113.9' })).toBe(429);
    // Another client behind the same proxy has its own count.
    expect(await sendOtp(api, { 'x-forwarded-for': '203.0.113.10' })).toBe(200);
  });

  it('behind two proxies named by CIDR (TRUST_PROXY=loopback,10.0.0.0/8): the client the outer proxy saw', async () => {
    const api = await start({ TRUST_PROXY: 'loopback, 10.0.0.0/8', OTP_IP_LIMIT: '2' });
    const via = (spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, 198.51.100.7, 10.0.0.5` });
    expect(await sendOtp(api, via('6.6.6.1'))).toBe(200);
    expect(await sendOtp(api, via('6.6.6.2'))).toBe(200);
    expect(await sendOtp(api, via('6.6.6.3'))).toBe(429);
    expect(await sendOtp(api, { 'x-forwarded-for': '198.51.100.8, 10.0.0.5' })).toBe(200);
  });

  it('behind two proxies by hop count (TRUST_PROXY=2): the same', async () => {
    const api = await start({ TRUST_PROXY: '2', OTP_IP_LIMIT: '1' });
    expect(await sendOtp(api, { 'x-forwarded-for': '6.6.6.1, 198.51.100.20, 10.0.0.5' })).toBe(200);
    expect(await sendOtp(api, { 'x-forwarded-for': '6.6.6.2, 198.51.100.20, 10.0.0.6' })).toBe(429);
  });

  it('counts IPv6 clients per /64: another address of the same /64 shares the count, the next /64 does not', async () => {
    const api = await start({ OTP_IP_LIMIT: '2' });
    expect(await sendOtp(api, { 'x-forwarded-for': '2001:db8:aa:bb::1' })).toBe(200);
    expect(await sendOtp(api, { 'x-forwarded-for': '2001:db8:aa:bb:1234:5678:9abc:def0' })).toBe(200);
    expect(await sendOtp(api, { 'x-forwarded-for': '2001:0db8:00aa:00bb::ffff' })).toBe(429);
    expect(await sendOtp(api, { 'x-forwarded-for': '2001:db8:aa:bc::1' })).toBe(200);
  });
});

describe('Cache-Control', () => {
  let api: TestApp;
  let client: HttpClient;
  let userId = '';

  beforeAll(async () => {
    api = await start({ OTP_IP_LIMIT: '1000' });
    client = api.client('10.20.0.1');
    await signIn(client);
    userId = (await client.get<SessionResponse>('/api/session')).body.userId;
  }, 60_000);

  it('is no-store on every personal answer (session, KYC, portfolio, transactions, payouts, privacy) and on errors', async () => {
    const personal = [
      '/api/session',
      '/api/kyc/status',
      `/api/portfolio/${userId}`,
      `/api/investments/user/${userId}`,
      `/api/transactions/user/${userId}`,
      `/api/payouts/user/${userId}`,
      '/api/privacy/requests',
      '/api/privacy/consents',
      '/api/privacy/events',
      '/api/privacy/export',
    ];
    for (const path of personal) {
      const answer = await client.get(path);
      expectWith(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      expectWith(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await api.client().get<ErrorBody>('/api/session');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const payment = await client.post('/api/payments/process', {
      investmentId: 'none',
      amount: '100000',
      paymentMethod: 'card',
      userId,
      termsVersion: TERMS_VERSION,
    });
    expect(payment.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on the answer that sets the session cookie', async () => {
    const other = api.client('10.20.0.2');
    const phone = newPhone();
    await other.post('/api/otp/generate', { phone, type: 'kyc' });
    const verified = await other.post('/api/otp/verify', { phone, otp: await readOtp(other, phone) });
    expect(verified.setCookies.length).toBeGreaterThan(0);
    expect(verified.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps the catalogue's public caching, signed in or not", async () => {
    for (const who of [api.client(), client]) {
      const products = await who.get('/api/catalogue/products');
      expect(products.status).toBe(200);
      expect(products.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    }
  });
});

describe('the session cookie over HTTPS', () => {
  const signInOver = async (api: TestApp, headers: Record<string, string>) => {
    const client = api.client('10.30.0.1');
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' }, { headers });
    return { client, verified: await client.post('/api/otp/verify', { phone, otp: await readOtp(client, phone) }, { headers }) };
  };

  it('is __Host-sid, Secure, Path=/ and no Domain behind a trusted TLS proxy; only that name is read over HTTPS', async () => {
    const api = await start({ TRUST_PROXY: 'loopback', OTP_IP_LIMIT: '1000' });
    const https = { 'x-forwarded-proto': 'https' };
    const { client, verified } = await signInOver(api, https);
    const cookie = verified.setCookies.find((line) => line.startsWith('__Host-sid=')) ?? '';
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(verified.setCookies.some((line) => line.startsWith('sid='))).toBe(false);
    expect((await client.get('/api/session', { headers: https })).status).toBe(200);
    // The same value under the plain name is not read over HTTPS (a cookie planted over HTTP or by a subdomain).
    const value = cookie.split(';')[0]?.slice('__Host-sid='.length) ?? '';
    const planted = await api.client().get('/api/session', { headers: { ...https, cookie: `sid=${value}` } });
    expect(planted.status).toBe(401);
    // Signing out over HTTPS clears the __Host- cookie.
    const out = await client.post('/api/session/logout', undefined, { headers: https });
    expect(out.setCookies.some((line) => /^__Host-sid=;/.test(line))).toBe(true);
  });

  it('stays `sid` over plain HTTP (development on http://localhost), and an untrusted X-Forwarded-Proto changes nothing', async () => {
    const plain = await signInOver(await start({ OTP_IP_LIMIT: '1000' }), {});
    expect(plain.verified.setCookies.find((line) => line.startsWith('sid='))).not.toMatch(/; Secure/i);
    const untrusted = await start({ TRUST_PROXY: '10.0.0.0/8', OTP_IP_LIMIT: '1000' });
    const spoofed = await signInOver(untrusted, { 'x-forwarded-proto': 'https' });
    expect(spoofed.verified.setCookies.some((line) => line.startsWith('sid='))).toBe(true);
    expect(spoofed.verified.setCookies.some((line) => line.startsWith('__Host-'))).toBe(false);
  });
});

describe('production mode', () => {
  it('serves no Swagger UI and no OpenAPI document, unless API_DOCS=true', async () => {
    const api = await start({ ...productionEnv(database), ALLOW_SANDBOX: 'true' });
    for (const path of ['/api/docs', '/api/docs-json', '/api/docs-yaml']) {
      const answer = await api.client().get<ErrorBody>(path);
      expectWith(answer.status, path).toBe(404);
      expectWith(answer.body.code, path).toBe('NOT_FOUND');
    }
    const documented = await start({ ...productionEnv(database), ALLOW_SANDBOX: 'true', API_DOCS: 'true' });
    expect((await documented.client().get('/api/docs-json')).status).toBe(200);
  });

  it('refuses to start on the embedded database unless DATABASE_URL=embedded: names it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invest-posture-'));
    try {
      // No stand-in URL for MSG91 here: the live service's transactional templates are named, as production needs them.
      const texts = { MSG91_TEXT_TEMPLATE_IDS: liveProductionEnv(dataDir)['MSG91_TEXT_TEMPLATE_IDS'] ?? '' };
      const unnamed: Record<string, string> = { ...productionEnv(database), ...texts, ALLOW_SANDBOX: 'true', DATA_DIR: dataDir };
      delete unnamed['DATABASE_URL'];
      await expect(createApp({ env: unnamed })).rejects.toThrow(/DATABASE_URL is required when NODE_ENV=production: a mysql:\/\/ URL, or embedded:/);
      await expect(createApp({ env: { ...unnamed, DATABASE_URL: '' } })).rejects.toThrow(/DATABASE_URL is required/);
      const app = await createApp({ env: { ...unnamed, DATABASE_URL: 'embedded:' } });
      await app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
