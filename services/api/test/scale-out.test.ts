import type { ErrorBody, SessionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { In } from 'typeorm';
import { Db } from '../src/database/db.js';
import { PayoutEntity } from '../src/modules/payouts/entities/payout.entity.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { FakeClock } from './support/fake-clock.js';
import { buy, setClock } from './support/ledger-setup.js';
import { payoutInvestor, payoutsSentFor } from './support/payouts.js';
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
  // Same env (same DATA_DIR, hence the same dev secrets), as two replicas behind a balancer; one Razorpay (A's stand-in).
  a = await startTestApp(database, {}, clock);
  b = await startTestApp(database, { RAZORPAY_API_URL: a.gateway.url }, clock);
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

  it('pays every due payout exactly once while both instances run their payout sweeps at the same time', async () => {
    setClock(a, '2026-01-10T06:30:00.000Z');
    const investors = [];
    for (let index = 0; index < 3; index += 1) {
      const investor = await payoutInvestor(a, `10.50.2.${index + 1}`);
      expect((await buy(a, investor.http, investor.id, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 })).paymentStatus).toBe(200);
      investors.push(investor);
    }
    // 16 April: the payouts of 15 January to 15 April are due, four per investor.
    setClock(a, '2026-04-16T06:30:00.000Z');
    const dispatchers = [a, b].map((app) => app.app.get(PayoutDispatchService));
    const sent = await Promise.all(Array.from({ length: 10 }, (_, index) => (dispatchers[index % 2] as PayoutDispatchService).settleDue()));
    const db = a.app.get(Db);
    const userIds = investors.map((investor) => investor.id);
    const due = await db
      .run((em) => em.find(PayoutEntity, { where: { userId: In(userIds) } }))
      .then((rows) => rows.filter((row) => row.payoutDate <= '2026-04-15'));
    expect(due).toHaveLength(12);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(12);

    // RazorpayX (the stand-in) made one payout per due payout, at its first attempt, and settles each.
    const deadline = Date.now() + 15_000;
    for (const payout of due) {
      for (;;) {
        const made = await payoutsSentFor(a.gateway.url, `${payout.id}:1`);
        expect(made.count).toBe(1);
        if (made.processing === 0) break;
        if (Date.now() > deadline) throw new Error(`the stand-in did not settle ${payout.id}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await payoutsSentFor(a.gateway.url, `${payout.id}:2`)).count).toBe(0);
    }
    // Both status sweeps at once, as their timers would, a few minutes on: each payout is paid, once.
    a.clock.advance(5 * 60_000);
    await Promise.all([a, b, a, b].map((app) => app.app.get(PayoutStatusSweep).reconcileStale()));
    const settled = await db.run((em) => em.find(PayoutEntity, { where: { id: In(due.map((payout) => payout.id)) } }));
    expect(settled.map((payout) => [payout.id, payout.status, payout.attempt]).sort()).toEqual(due.map((payout) => [payout.id, 'paid', 1]).sort());
    expect(settled.every((payout) => payout.utr !== null)).toBe(true);
  }, 120_000);
});
