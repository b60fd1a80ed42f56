import type { ErrorBody } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import type { HttpResult } from '../support/http-client.js';
import { productionEnv } from '../support/production-env.js';
import { readOtp, startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { changedTables, errorShapeProblems, freshIp, type Investor, newInvestor, recordFigures, rowCounts } from './support.js';

/** The API's side of web security: CSRF, CORS, headers on every kind of answer, cookie flags, HSTS in production. */

const SHELL = 'http://localhost:8080';
const EVIL = 'https://evil.example';

let database: TestDatabase;
let productionDatabase: TestDatabase;
let api: TestApp;
let production: TestApp;
let investor: Investor;
const tally = { 'answers checked for headers': 0, 'cross-site attempts refused': 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  productionDatabase = await createTestDatabase();
  api = await startTestApp(database, { CORS_ORIGINS: `${SHELL},http://localhost:8083` });
  production = await startTestApp(productionDatabase, { ...productionEnv(productionDatabase), ALLOW_SANDBOX: 'true', CORS_ORIGINS: 'https://invest.example' });
  investor = await newInvestor(api);
}, 60_000);

afterAll(async () => {
  recordFigures('web-security', tally);
  await api?.close();
  await production?.close();
  await database?.drop();
  await productionDatabase?.drop();
}, 60_000);

function expectSecurityHeaders(result: HttpResult, label: string, productionMode = false): void {
  tally['answers checked for headers'] += 1;
  const csp = result.headers.get('content-security-policy') ?? '';
  expectWith(csp, label).toMatch(/frame-ancestors 'none'/);
  expectWith(csp, label).toMatch(/default-src 'none'/);
  expectWith(csp.split(/[\s;]+/), `${label}: wildcard in CSP`).not.toContain('*');
  expectWith(result.headers.get('x-content-type-options'), label).toBe('nosniff');
  expectWith(result.headers.get('referrer-policy'), label).toMatch(/no-referrer|strict-origin/);
  expectWith(result.headers.get('x-frame-options'), label).toMatch(/DENY|SAMEORIGIN/);
  expectWith(result.headers.get('x-powered-by'), label).toBeNull();
  expectWith(result.headers.get('server'), label).toBeNull();
  if (productionMode) {
    const hsts = result.headers.get('strict-transport-security') ?? '';
    expectWith(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${label}: HSTS ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
  }
}

describe('cross-site requests', () => {
  it('a cross-site form POST carrying the session cookie is refused and writes nothing', async () => {
    const before = await rowCounts(api);
    const forms: [string, string][] = [
      ['application/x-www-form-urlencoded', 'type=erasure&details=csrf'],
      ['text/plain', '{"type":"erasure","details":"csrf"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nerasure\r\n--x--\r\n'],
    ];
    for (const [contentType, rawBody] of forms) {
      for (const path of ['/api/privacy/requests', '/api/session/logout', '/api/investments']) {
        const result = await investor.client.request<ErrorBody>('POST', path, {
          csrf: false,
          rawBody,
          headers: { 'content-type': contentType, origin: EVIL, referer: `${EVIL}/attack.html`, 'sec-fetch-site': 'cross-site' },
        });
        expectWith([403, 415], `${path} ${contentType}: ${result.status} ${result.text}`).toContain(result.status);
        expect(errorShapeProblems(result)).toEqual([]);
        tally['cross-site attempts refused'] += 1;
      }
    }
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
    expect((await investor.client.get('/api/session')).status).toBe(200);
  });

  it('the session cookie is HttpOnly, SameSite=Lax, Path=/ (and Secure in production)', async () => {
    const client = api.client(freshIp());
    const phone = '9' + String(Date.now()).slice(-9);
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    const verified = await client.post('/api/otp/verify', { phone, otp });
    const cookie = verified.setCookies.find((line) => line.startsWith('sid=')) ?? '';
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('an unknown Origin gets no CORS allowance; the shell origin does', async () => {
    for (const origin of [EVIL, 'null', 'http://localhost:8080.evil.example', 'http://localhost:9999']) {
      const preflight = await api.client().request('OPTIONS', '/api/privacy/requests', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
      });
      expectWith(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      expectWith(preflight.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const simple = await investor.client.get('/api/session', { headers: { origin } });
      expectWith(simple.headers.get('access-control-allow-origin'), origin).toBeNull();
      tally['cross-site attempts refused'] += 1;
    }
    const allowed = await api.client().request('OPTIONS', '/api/privacy/requests', {
      headers: { origin: SHELL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('headers on every kind of answer', () => {
  const answers = (app: TestApp, signedIn?: Investor) => {
    const client = signedIn?.client ?? app.client(freshIp());
    return [
      ['200 JSON', () => client.get('/api/catalogue/products')],
      ['200 health', () => client.get('/api/health')],
      ['401', () => app.client().get('/api/session')],
      ['404', () => client.get('/api/no-such-route')],
      ['400 malformed', () => client.post('/api/otp/generate', undefined, { rawBody: '{"a":' })],
      ['400 validation', () => client.post('/api/otp/generate', { phone: '1' })],
      ['403 csrf', () => client.post('/api/otp/generate', { phone: '9876543210', type: 'kyc' }, { csrf: false })],
      ['413', () => client.post('/api/otp/generate', undefined, { rawBody: JSON.stringify({ pad: 'x'.repeat(120_000) }) })],
      ['414', () => client.get(`/api/portfolio/${'x'.repeat(200)}`)],
      ['400 bad url', () => client.get('/api/portfolio/%E0%A4%A')],
      ['docs', () => client.get('/api/docs-json')],
    ] as const;
  };

  it('development: CSP with frame-ancestors, nosniff, referrer policy, no versions, no stack traces', async () => {
    for (const [label, call] of answers(api, investor)) {
      const result = await call();
      expectSecurityHeaders(result, label);
      if (result.status >= 400) expectWith(errorShapeProblems(result), label).toEqual([]);
    }
    const pdf = await investor.client.get(`/api/reports/${investor.userId}/portfolio.pdf`);
    expect(pdf.status).toBe(200);
    expectSecurityHeaders(pdf, 'pdf');
  });

  it('production: the same, plus HSTS of at least a year', async () => {
    for (const [label, call] of answers(production)) expectSecurityHeaders(await call(), `production ${label}`, true);
  });
});
