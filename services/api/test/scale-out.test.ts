import type { ErrorBody, SessionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FakeClock } from './support/fake-clock.js';
import { newPhone, readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Two API instances on ONE MySQL database (runs in the `mysql` project only; it cannot pass on
 * the embedded database, which is one process's file).
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!process.env['TEST_DATABASE_URL']) {
    throw new Error('scale-out.test.ts needs MySQL: set TEST_DATABASE_URL (the `mysql` Jest project does).');
  }
  database = await createTestDatabase();
  const clock = new FakeClock();
  // Same env (same DATA_DIR, hence the same dev secrets), as two replicas behind a balancer.
  a = await startTestApp(database, {}, clock);
  b = await startTestApp(database, {}, clock);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
}, 60_000);

describe('two instances, one database', () => {
  it('runs on MySQL with two distinct servers', () => {
    expect(database.kind).toBe('mysql');
    expect(a.baseUrl).not.toBe(b.baseUrl);
  });

  it('a session made through instance A is valid on B, and logout on B ends it on A', async () => {
    const onA = a.client('10.50.0.1');
    const phone = await signIn(onA);
    const onB = onA.withBaseUrl(b.baseUrl);
    const session = await onB.get<SessionResponse>('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.phoneMasked).toBe(`******${phone.slice(-4)}`);
    expect((await onB.post('/api/session/logout')).status).toBe(204);
    const backOnA = a.client('10.50.0.1');
    backOnA.cookie = onA.cookie;
    expect((await backOnA.get('/api/session')).status).toBe(401);
  });

  it('an OTP sent through A verifies through B', async () => {
    const phone = newPhone();
    const onA = a.client('10.50.0.2');
    await onA.post('/api/otp/generate', { phone, type: 'kyc' });
    const otp = await readOtp(onA, phone);
    const onB = b.client('10.50.0.2');
    expect((await onB.post('/api/otp/verify', { phone, otp })).status).toBe(200);
  });

  it('holds the per-phone OTP limit across both: 2 sends on A + 1 on B, the 4th on either is 429', async () => {
    const phone = newPhone();
    const onA = a.client('10.50.0.3');
    const onB = b.client('10.50.0.4');
    expect((await onA.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    expect((await onA.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    expect((await onB.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const fourthOnA = await onA.post<ErrorBody>('/api/otp/generate', { phone, type: 'kyc' });
    const fourthOnB = await onB.post<ErrorBody>('/api/otp/generate', { phone, type: 'kyc' });
    expect([fourthOnA.status, fourthOnB.status]).toEqual([429, 429]);
    expect(fourthOnB.body.code).toBe('RATE_LIMITED');
  });

  it('holds the limit under a concurrent burst split over both instances', async () => {
    const phone = newPhone();
    const clients = [a.client('10.50.1.1'), b.client('10.50.1.2'), a.client('10.50.1.3'), b.client('10.50.1.4')];
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => clients[i % clients.length]?.post('/api/otp/generate', { phone, type: 'kyc' })));
    const statuses = burst.map((r) => r?.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });
});
