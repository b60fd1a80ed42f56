import type { ErrorBody, HealthResponse } from '@invest/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('health and docs', () => {
  it('GET /api/health answers ok with the database up', async () => {
    const result = await api.client().get<HealthResponse>('/api/health');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(typeof result.body.uptimeSeconds).toBe('number');
  });

  it('serves the OpenAPI UI and JSON, with a CSP that denies everything else', async () => {
    const client = api.client();
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    const asset = await client.get('/api/docs/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
    const json = await client.get<{ paths: Record<string, unknown> }>('/api/docs-json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/otp/generate', '/api/otp/verify', '/api/session', '/api/session/logout']),
    );
  });

  it('sets helmet headers on API answers', async () => {
    const result = await api.client().get('/api/health');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  // Last: it closes the database connection of this app.
  it('answers 503 when the database is down: health in its own shape, other routes as ErrorBody', async () => {
    await api.app.get(DataSource).destroy();
    const client = api.client('10.9.9.9');
    const health = await client.get<HealthResponse>('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', database: 'down' });
    const otp = await client.post<ErrorBody>('/api/otp/generate', { phone: '9876543210', type: 'kyc' });
    expect(otp.status).toBe(503);
    expect(otp.body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/temporarily unavailable/) as unknown as string,
    });
    expect(otp.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
