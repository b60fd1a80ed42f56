import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { logLines } from './support/log-sink.js';
import { newPhone, readOtp, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { LOG_LEVEL: 'debug' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('log redaction', () => {
  it('the log lines of a verify call carry no OTP and no session cookie', async () => {
    const client = api.client('10.20.30.40');
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    const wrongOtp = otp === '999999' ? '888888' : '999999';

    const before = logLines.length;
    await client.post('/api/otp/verify', { phone, otp: wrongOtp });
    const verified = await client.post('/api/otp/verify', { phone, otp });
    expect(verified.status).toBe(200);
    await client.get('/api/session');
    const lines = logLines.slice(before);

    // The calls were logged (request lines and, at debug, the bodies) ...
    expect(lines.some((line) => line.includes('/api/otp/verify'))).toBe(true);
    const bodyLines = lines.filter((line) => line.includes('"msg":"request body"'));
    expect(bodyLines.length).toBeGreaterThanOrEqual(2);
    expect(bodyLines.every((line) => line.includes('"otp":"[Redacted]"'))).toBe(true);
    // ... but neither code, nor the cookie, appears anywhere.
    for (const line of lines) {
      expect(line).not.toContain(otp);
      expect(line).not.toContain(wrongOtp);
    }
    const token = client.cookie?.slice('sid='.length) ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(lines.join('\n')).not.toContain(token.split('.')[0]);
  });

  it('writes one line per request: method, route template, status, time and request id, never a header or a path id', async () => {
    const client = api.client('10.20.30.42');
    const phone = newPhone();
    await client.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(client, phone);
    const before = logLines.length;
    expect((await client.post('/api/otp/verify', { phone, otp })).status).toBe(200);
    const { userId } = (await client.get<{ userId: string }>('/api/session')).body;
    expect((await client.get(`/api/portfolio/${userId}`)).status).toBe(200);
    expect((await client.get('/api/no-such-route?phone=9876543210')).status).toBe(404);
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line['msg'] === 'request completed');
    expect(requestLines.map(({ method, route, path, statusCode }) => ({ method, route, path, statusCode }))).toEqual([
      { method: 'POST', route: '/api/otp/verify', path: undefined, statusCode: 200 },
      { method: 'GET', route: '/api/session', path: undefined, statusCode: 200 },
      { method: 'GET', route: '/api/portfolio/:userId', path: undefined, statusCode: 200 },
      { method: 'GET', route: undefined, path: '/api/no-such-route', statusCode: 404 },
    ]);
    for (const line of requestLines) {
      expect(Object.keys(line).sort()).toEqual(
        ['hostname', 'level', 'method', 'msg', 'pid', line['route'] === undefined ? 'path' : 'route', 'reqId', 'responseTime', 'statusCode', 'time'].sort(),
      );
      expect(line['level']).toBe(line['statusCode'] === 404 ? 40 : 30);
    }
    expect(JSON.stringify(requestLines)).not.toContain(userId);
    // The lines written while a request is handled carry its id: the verify call's body line (at debug) is the verify's.
    const bodyLine = lines.find((line) => line['msg'] === 'request body');
    expect(bodyLine?.['reqId']).toBe(requestLines[0]?.['reqId']);
  });

  it('the SMS adapter logs the masked phone, never the message', async () => {
    const client = api.client('10.20.30.41');
    const phone = newPhone();
    const before = logLines.length;
    await client.post('/api/otp/generate', { phone, type: 'contact' });
    const otp = await readOtp(client, phone);
    const lines = logLines.slice(before);
    expect(lines.some((line) => line.includes(`******${phone.slice(-4)}`))).toBe(true);
    expect(lines.join('\n')).not.toContain(otp);
  });
});
