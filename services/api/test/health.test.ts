import { createServer, type Server, type Socket } from 'node:net';
import type { ErrorBody, HealthResponse } from '@invest/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiHealthResponse } from '../src/modules/health/health-body.js';
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

  it("lists each check in terminus' details: the database and the outside systems the config names, all up", async () => {
    const result = await api.client().get<ApiHealthResponse>('/api/health');
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.details).toEqual({
      database: { status: 'up', responseTime: expect.any(Number) as unknown as number },
      payments: expect.objectContaining({ status: 'up' }) as unknown as object,
      sms: expect.objectContaining({ status: 'up' }) as unknown as object,
      kyc: expect.objectContaining({ status: 'up' }) as unknown as object,
    });
    // The providers are asked at most every 30 s, however often health is polled.
    const again = await api.client().get<ApiHealthResponse>('/api/health');
    expect(again.body.details.payments).toMatchObject({ status: 'up', cachedResponse: true });
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
    const health = await client.get<ApiHealthResponse>('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', database: 'down', details: { database: { status: 'down' } } });
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

/** A TCP port that accepts connections and never answers (a provider that hangs). */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((closed) => server.close(() => closed()));
    },
  };
}

/** A port nothing listens on (a provider that is down). */
async function closedPortUrl(): Promise<string> {
  const silent = await silentServer();
  await silent.close();
  return silent.url;
}

describe('health with outside systems down', () => {
  let outsideDatabase: TestDatabase;
  let app: TestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;

  beforeAll(async () => {
    outsideDatabase = await createTestDatabase();
    silent = await silentServer();
    app = await startTestApp(outsideDatabase, { MSG91_API_URL: await closedPortUrl(), CASHFREE_VERIFICATION_API_URL: `${silent.url}/verification` });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await silent?.close();
    await outsideDatabase?.drop();
  }, 60_000);

  it('still answers 200 ok (start-up waits on it), in time, and says which system does not answer', async () => {
    const started = Date.now();
    const result = await app.client().get<ApiHealthResponse>('/api/health');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(result.body.details.database?.status).toBe('up');
    expect(result.body.details.payments?.status).toBe('up');
    expect(result.body.details.sms).toMatchObject({ status: 'degraded', message: expect.any(String) as unknown as string });
    expect(result.body.details.kyc).toMatchObject({ status: 'degraded', message: 'timeout of 1000ms exceeded' });
  });
});
