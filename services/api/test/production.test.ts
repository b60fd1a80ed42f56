import { randomBytes } from 'node:crypto';
import type { ErrorBody } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsOutboxService } from '../src/modules/sms/sms-outbox.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    OTP_PEPPER: randomBytes(24).toString('base64url'),
  });
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

describe('production mode', () => {
  it('does not register the SMS outbox route at all (404 in the error shape)', async () => {
    const result = await api.client().get<ErrorBody>('/api/dev/sms-outbox?phone=9876543210');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route GET /api/dev/sms-outbox.' });
    const docs = await api.client().get<{ paths: Record<string, unknown> }>('/api/docs-json');
    expect(Object.keys(docs.body.paths)).not.toContain('/api/dev/sms-outbox');
  });

  it('still serves the API itself', async () => {
    const generated = await api.client('10.3.3.3').post('/api/otp/generate', { phone: '9876501234', type: 'kyc' });
    expect(generated.status).toBe(200);
  });

  it('sets the session cookie with Secure (read the code from the outbox table: no route here)', async () => {
    const client = api.client('10.3.3.4');
    const phone = '9876501235';
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const [message] = await api.app.get(SmsOutboxService).listFor(phone);
    const otp = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    const verified = await client.post('/api/otp/verify', { phone, otp });
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
