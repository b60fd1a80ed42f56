import type {
  CreateInvestmentResponse,
  ErrorBody,
  PortfolioPayout,
  PortfolioResponse,
  PortfolioTransaction,
  SessionResponse,
  UpiValidateResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { IdempotencyCleanupService } from '../src/modules/idempotency/idempotency-cleanup.service.js';
import { TransactionEntity } from '../src/modules/ledger/entities/transaction.entity.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { buy, setClock } from './support/ledger-setup.js';
import { payoutsSentFor, settledPayoutsOf } from './support/payouts.js';
import { newPhone, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Payouts falling due, idempotency keys expiring and the UPI validation limit, all on a fixed clock. */
let database: TestDatabase;
let api: TestApp;
/** A second instance on the same database (MySQL only: the embedded database is one process's file). */
let second: TestApp | undefined;
let ip = 0;

interface Investor {
  http: HttpClient;
  id: string;
  phone: string;
}

async function verifiedInvestor(): Promise<Investor> {
  const http = api.client(`10.9.0.${++ip}`);
  const phone = await signIn(http, newPhone());
  const session = await http.get<SessionResponse>('/api/session');
  await setKycStatus(api, session.body.userId, 'verified');
  return { http, id: session.body.userId, phone };
}

// 10 Jan 2026, noon in India.
const PURCHASE_DAY = '2026-01-10T06:30:00.000Z';
// 20 Feb 2026: past the 15ths of January and February.
const AFTER_TWO_15THS = '2026-02-20T06:30:00.000Z';
// 16 Mar 2026: the third payout (15 Mar) is due.
const AFTER_THREE_15THS = '2026-03-16T06:30:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // The second instance talks to the same gateway stand-in (one RazorpayX account behind both).
  if (database.kind === 'mysql') second = await startTestApp(database, { RAZORPAY_API_URL: api.gateway.url }, api.clock);
}, 60_000);

afterAll(async () => {
  await second?.close();
  await api?.close();
  await database?.drop();
}, 60_000);

describe('payouts fall due', () => {
  let investor: Investor;
  let investmentId: string;

  const payoutLines = async () => {
    const result = await investor.http.get<PortfolioTransaction[]>(`/api/transactions/user/${investor.id}?limit=50`);
    expectWith(result.status, result.text).toBe(200);
    return result.body.filter((row) => row.type === 'payout');
  };
  const payoutRowsInDb = () => api.app.get(Db).run((em) => em.count(TransactionEntity, { where: { userId: investor.id, type: 'payout' } }));

  beforeAll(async () => {
    setClock(api, PURCHASE_DAY);
    investor = await verifiedInvestor();
    const bought = await buy(api, investor.http, investor.id, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 });
    expect(bought.paymentStatus).toBe(200);
    investmentId = bought.investmentId;
  }, 60_000);

  it('pays nothing before the first 15th', async () => {
    const payouts = await investor.http.get<PortfolioPayout[]>(`/api/payouts/user/${investor.id}`);
    expect(payouts.body).toHaveLength(12);
    expect(payouts.body.every((payout) => payout.status === 'pending')).toBe(true);
    expect(await payoutLines()).toEqual([]);
  });

  it('after two 15ths: two payouts sent and paid, two payout transactions, earnings include them', async () => {
    setClock(api, AFTER_TWO_15THS);
    await signIn(investor.http, investor.phone);

    const payouts = await settledPayoutsOf(investor.http, investor.id);
    expect(payouts.filter((payout) => payout.status === 'paid').map((payout) => payout.payoutDate)).toEqual(['2026-01-15', '2026-02-15']);
    expect(payouts.filter((payout) => payout.status === 'pending')).toHaveLength(10);

    const lines = await payoutLines();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({ investmentId, productName: 'Short Term FD', type: 'payout', status: 'completed', amount: 1500 });
    }

    // 41 days accrue ₹2,021.91, but ₹3,000 has been paid out: earnings count what was paid, the principal stays whole.
    const portfolio = await investor.http.get<PortfolioResponse>(`/api/portfolio/${investor.id}`);
    expect(portfolio.body).toMatchObject({ totalInvested: 100000, totalEarnings: 3000, totalCurrentValue: 100000, returnPercentage: 3, asOf: '2026-02-20' });

    const upcoming = await investor.http.get<PortfolioPayout[]>(`/api/payouts/user/${investor.id}?upcoming=true&limit=3`);
    expect(upcoming.body.map((payout) => payout.payoutDate)).toEqual(['2026-03-15', '2026-04-15', '2026-05-15']);
  });

  it('settling again creates no duplicates', async () => {
    expect(await api.app.get(PayoutDispatchService).settleDue()).toBe(0);
    expect(await payoutRowsInDb()).toBe(2);
    expect(await payoutLines()).toHaveLength(2);
  });

  it('settles a newly due payout exactly once when many runs race (two instances on MySQL)', async () => {
    setClock(api, AFTER_THREE_15THS);
    await signIn(investor.http, investor.phone);
    const settlers = [api, ...(second ? [second] : [])].map((app) => app.app.get(PayoutDispatchService));
    const runs = await Promise.all(Array.from({ length: 10 }, (_, index) => (settlers[index % settlers.length] as PayoutDispatchService).settleDue()));
    expect(runs.reduce((sum, settled) => sum + settled, 0)).toBe(1);
    // The dashboard's reads settle too, concurrently: still nothing more.
    await Promise.all([
      investor.http.get(`/api/portfolio/${investor.id}`),
      investor.http.get(`/api/payouts/user/${investor.id}`),
      investor.http.get(`/api/transactions/user/${investor.id}`),
    ]);
    const payouts = await settledPayoutsOf(investor.http, investor.id);
    expect(payouts.filter((payout) => payout.status === 'paid')).toHaveLength(3);
    expect(await payoutRowsInDb()).toBe(3);
    // One RazorpayX payout for the 15 Mar payout, whoever sent it.
    const march = payouts.find((payout) => payout.payoutDate === '2026-03-15');
    expect((await payoutsSentFor(api.gateway.url, `${march?.id ?? ''}:1`)).count).toBe(1);
  });
});

describe('idempotency keys expire after 24 hours', () => {
  it('keeps a key for 24 hours, then a request with it is new', async () => {
    setClock(api, '2026-04-01T06:30:00.000Z');
    const investor = await verifiedInvestor();
    const body = (amount: number) => ({
      userId: investor.id,
      planId: 'plan.fixed-deposits.short-term-fd',
      amount,
      investmentDate: new Date().toISOString(),
    });
    const key = { 'Idempotency-Key': `expiry-${Date.now()}` };
    const first = await investor.http.post<CreateInvestmentResponse>('/api/investments', body(100000), { headers: key });
    expectWith(first.status, first.text).toBe(201);

    const cleanup = api.app.get(IdempotencyCleanupService);
    api.clock.advance(24 * 60 * 60_000 - 60_000);
    await signIn(investor.http, investor.phone);
    expect(await cleanup.purgeExpired()).toBe(0);
    const reused = await investor.http.post<ErrorBody>('/api/investments', body(200000), { headers: key });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    api.clock.advance(2 * 60_000);
    expect(await cleanup.purgeExpired()).toBeGreaterThanOrEqual(1);
    const fresh = await investor.http.post<CreateInvestmentResponse>('/api/investments', body(200000), { headers: key });
    expectWith(fresh.status, fresh.text).toBe(201);
    expect(fresh.body.investment.id).not.toBe(first.body.investment.id);
  });
});

describe('POST /api/payments/upi/validate is rate limited', () => {
  it('answers 20 checks per user per 15 minutes, then 429 with Retry-After; other users are unaffected', async () => {
    setClock(api, '2026-05-01T06:30:00.000Z');
    const investor = await verifiedInvestor();
    for (let index = 0; index < 20; index += 1) {
      const result = await investor.http.post<UpiValidateResponse>('/api/payments/upi/validate', { upiId: 'asha.rao@okaxis' });
      expectWith(result.status, result.text).toBe(200);
    }
    const refused = await investor.http.post<ErrorBody>('/api/payments/upi/validate', { upiId: 'asha.rao@okaxis' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many UPI ID checks\. Please try again in /);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const other = await verifiedInvestor();
    expect((await other.http.post('/api/payments/upi/validate', { upiId: 'asha.rao@okaxis' })).status).toBe(200);

    api.clock.advance(15 * 60_000 + 1_000);
    await signIn(investor.http, investor.phone);
    expect((await investor.http.post('/api/payments/upi/validate', { upiId: 'asha.rao@okaxis' })).status).toBe(200);
  });
});
