import type { ErrorBody, HealthResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PUBLISHED_SANDBOX_VALUES, type SandboxValueVariable } from '../src/config/sandbox-values.js';
import { caseChecked } from './security/cases.js';
import { productionEnv } from './support/production-env.js';
import { readOtp, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // The stand-ins are named explicitly, as the compose sandbox profile does.
  api = await startTestApp(database, { ...productionEnv(database), ALLOW_SANDBOX: 'true' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('production mode', () => {
  it('refuses to start while SMS, KYC or payments point at a stand-in, unless ALLOW_SANDBOX=true', async () => {
    const refused = startTestApp(database, productionEnv(database));
    await expect(refused).rejects.toThrow(/the SMS provider points at a stand-in; production refuses it unless ALLOW_SANDBOX=true/);
    await expect(startTestApp(database, productionEnv(database))).rejects.toThrow(/the KYC provider points at a stand-in/);
  });

  it('refuses the stand-ins’ published values, one line naming each variable set to one (the webhook secret too)', async () => {
    const env = productionEnv(database);
    let message = '';
    await startTestApp(database, env).catch((error: unknown) => {
      message = error instanceof Error ? error.message : String(error);
    });
    const published = (Object.keys(PUBLISHED_SANDBOX_VALUES) as SandboxValueVariable[]).filter((name) => env[name] === PUBLISHED_SANDBOX_VALUES[name]);
    expect(published).toEqual(expect.arrayContaining(['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'MSG91_AUTH_KEY', 'CASHFREE_CLIENT_SECRET']));
    for (const name of published) {
      expect({ name, named: new RegExp(`^  - ${name}: ${name} is .*production refuses it unless ALLOW_SANDBOX=true`, 'm').test(message) }).toEqual({
        name,
        named: true,
      });
    }
    caseChecked('sandboxValuesRefused');
  });

  it('says in /api/health which stand-ins it runs with', async () => {
    const health = await api.client().get<HealthResponse>('/api/health');
    expect(health.body).toMatchObject({ status: 'ok', sandbox: ['payments', 'sms', 'kyc'] });
  });

  it('has no route that serves a text or an OTP (no dev routes in any build)', async () => {
    const result = await api.client().get<ErrorBody>('/api/dev/sms-outbox?phone=9876543210');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route GET /api/dev/sms-outbox.' });
    const docs = await api.client().get<{ paths: Record<string, unknown> }>('/api/docs-json');
    expect(Object.keys(docs.body.paths ?? {}).filter((path) => /\/dev\/|sms|outbox/.test(path))).toEqual([]);
  });

  it('sets the session cookie with Secure (the code read from the SMS stand-in, as a phone would)', async () => {
    const client = api.client('10.3.3.4');
    const phone = '9876501235';
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const verified = await client.post('/api/otp/verify', { phone, otp: await readOtp(client, phone) });
    expect(verified.status).toBe(200);
    const cookie = verified.setCookies.find((line) => line.startsWith('sid='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('treats a garbled cookie as signed out (401), without leaking a stack', async () => {
    const result = await api.client().get<ErrorBody>('/api/session', { headers: { cookie: 'sid=%E0%A4%A' } });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('AUTHENTICATION_REQUIRED');
    expect(result.text).not.toMatch(/\.(ts|js):\d+/);
  });
});
