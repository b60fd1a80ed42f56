import type { ErrorBody } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { CORS_ORIGINS: 'http://localhost:8080,http://localhost:8083' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('one error shape for every failure', () => {
  it('validation: VALIDATION_FAILED, the spec message, and errors per field', async () => {
    const result = await api.client().post<ErrorBody>('/api/otp/generate', { phone: '12345', type: 'kyc' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid 10-digit phone number.',
      errors: [{ field: 'phone', messages: ['Please enter a valid 10-digit phone number.'] }],
    });
  });

  it('refuses a phone not starting with 6-9 and a missing type', async () => {
    const result = await api.client().post<ErrorBody>('/api/otp/generate', { phone: '5876543210' });
    expect(result.status).toBe(400);
    expect(result.body.errors?.map((e) => e.field)).toEqual(['phone', 'type']);
  });

  it('an OTP that is not exactly 6 digits gets the spec message', async () => {
    for (const otp of ['12345', '1234567', '12a456', 123456]) {
      const result = await api.client().post<ErrorBody>('/api/otp/verify', { phone: '9876543210', otp });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION_FAILED');
      expect(result.body.message).toBe('Please enter the complete 6-digit OTP.');
    }
  });

  it('rejects unknown fields', async () => {
    const result = await api.client().post<ErrorBody>('/api/otp/generate', { phone: '9876543210', type: 'kyc', isAdmin: true });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_FAILED');
    expect(result.body.errors).toEqual([{ field: 'isAdmin', messages: ['Unknown field "isAdmin" is not allowed.'] }]);
  });

  it('refuses a state-changing request without the CSRF header: 403 CSRF_HEADER_MISSING', async () => {
    const client = api.client();
    const missing = await client.post<ErrorBody>('/api/otp/generate', { phone: '9876543210', type: 'kyc' }, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('CSRF_HEADER_MISSING');
    expect(missing.body.message).toContain('x-requested-with');
    const wrong = await client.post<ErrorBody>('/api/session/logout', undefined, { csrf: false, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('CSRF_HEADER_MISSING');
  });

  it('malformed JSON: 400 MALFORMED_JSON in the shape', async () => {
    const result = await api.client().post<ErrorBody>('/api/otp/generate', undefined, { rawBody: '{"phone": "98' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });
  });

  it('a body over 100 KB: 413 PAYLOAD_TOO_LARGE in the shape', async () => {
    const big = JSON.stringify({ phone: '9876543210', type: 'kyc', pad: 'x'.repeat(110 * 1024) });
    const result = await api.client().post<ErrorBody>('/api/otp/generate', undefined, { rawBody: big });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a body just under 100 KB is parsed (then refused by validation, not by size)', async () => {
    const body = JSON.stringify({ phone: '9876543210', type: 'kyc', pad: 'x'.repeat(90 * 1024) });
    const result = await api.client().post<ErrorBody>('/api/otp/generate', undefined, { rawBody: body });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_FAILED');
  });

  it('unknown route: 404 NOT_FOUND in the shape', async () => {
    const result = await api.client().get<ErrorBody>('/api/no-such-thing');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route GET /api/no-such-thing.' });
    const outside = await api.client().get<ErrorBody>('/elsewhere');
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe('NOT_FOUND');
  });

  it('an unsupported content type: 415 in the shape', async () => {
    const result = await api
      .client()
      .post<ErrorBody>('/api/otp/generate', undefined, { rawBody: '<phone>9876543210</phone>', headers: { 'content-type': 'application/xml' } });
    expect(result.status).toBe(415);
    expect(result.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('CORS', () => {
  it('allows the listed origins with credentials, never "*"', async () => {
    const preflight = await fetch(`${api.baseUrl}/api/otp/generate`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8083',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8083');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-requested-with');
  });

  it('gives no CORS headers to another origin', async () => {
    const result = await fetch(`${api.baseUrl}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(result.headers.get('access-control-allow-origin')).toBeNull();
  });
});
