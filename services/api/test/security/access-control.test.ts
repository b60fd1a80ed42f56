import { AADHAAR_CONSENT_VERSION, type DemoCreateAccountResponse, type PrivacyRequestView, type SessionResponse, TERMS_VERSION } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import type { HttpClient, HttpResult } from '../support/http-client.js';
import { indiaDate } from '../../src/common/calendar/calendar.js';
import { financialYearOf } from '../../src/modules/tds/financial-year.js';
import { buy } from '../support/ledger-setup.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { changedTables, errorShapeProblems, freshIp, type Investor, newInvestor, recordFigures, rowCounts } from './support.js';

/**
 * Access-control matrix: every route that takes a user id or a resource id, asked by the owner (control),
 * by a second user's session, with no session, with a forged cookie, and with a demo id in place of a real one.
 */

let database: TestDatabase;
let api: TestApp;
let alice: Investor;
let bob: Investor;
let aliceInvestmentId: string;
let demoId: string;
const tally = { cells: 0, leaks: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  alice = await newInvestor(api);
  bob = await newInvestor(api);
  const bought = await buy(api, alice.client, alice.userId, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000 });
  expect(bought.paymentStatus).toBe(200);
  aliceInvestmentId = bought.investmentId;
  const requested = await alice.client.post('/api/privacy/requests', { type: 'access', details: 'alice-private-note' });
  expect(requested.status).toBe(201);
  const demo = await api
    .client(freshIp())
    .post<DemoCreateAccountResponse>('/api/demo/create-account', { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '9876543210' });
  expect(demo.status).toBe(201);
  demoId = demo.body.userId;
}, 60_000);

afterAll(async () => {
  if (tally.cells > 0) recordFigures('access-control', { 'matrix cells': tally.cells, leaks: tally.leaks });
  await api?.close();
  await database?.drop();
}, 60_000);

/** Alice's phone as the API masks it (`9876543210` → `******3210`). */
const aliceMaskedPhone = (): string => `******${alice.phone.slice(-4)}`;

/** What must never appear in an answer to someone else: Alice's ids, phone (in full or masked), and private note. */
function leaked(result: HttpResult): string[] {
  const secrets = [alice.userId, alice.phone, aliceInvestmentId, 'alice-private-note', aliceMaskedPhone()];
  return secrets.filter((secret) => result.text.includes(secret));
}

function anonymous(): HttpClient {
  return api.client(freshIp());
}

function forged(): HttpClient {
  const client = api.client(freshIp());
  const [name, value = ''] = (alice.client.cookie ?? '').split('=');
  // Same session id, signature tampered with.
  client.cookie = `${name}=${value.slice(0, -3)}${value.endsWith('abc') ? 'xyz' : 'abc'}`;
  return client;
}

async function expectRefused(result: HttpResult, statuses: number[], label: string): Promise<void> {
  tally.cells += 1;
  const leaks = leaked(result);
  if (leaks.length > 0 || !statuses.includes(result.status)) tally.leaks += 1;
  expectWith(statuses, `${label}: ${result.status} ${result.text.slice(0, 200)}`).toContain(result.status);
  expectWith(errorShapeProblems(result), label).toEqual([]);
  expectWith(leaks, `${label} leaked`).toEqual([]);
}

const readRoutes = (userId: string) => [
  `/api/portfolio/${userId}`,
  `/api/investments/user/${userId}`,
  `/api/transactions/user/${userId}`,
  `/api/payouts/user/${userId}`,
  `/api/reports/${userId}/portfolio.pdf`,
  `/api/reports/${userId}/transactions.csv`,
  `/api/reports/${userId}/tax-papers`,
  `/api/reports/${userId}/tax-statements/${financialYearOf(indiaDate(new Date()))}/pdf`,
  `/api/reports/${userId}/tax-statements/${financialYearOf(indiaDate(new Date()))}/csv`,
];

describe('access-control matrix', () => {
  it('the owner reads her own data (the control that proves the others can fail)', async () => {
    for (const path of readRoutes(alice.userId)) {
      const result = await alice.client.get(path);
      expectWith(result.status, path).toBe(200);
    }
    const investments = await alice.client.get('/api/investments/user/' + alice.userId);
    expect(investments.text).toContain(aliceInvestmentId);
  });

  it('the owner sees her phone only masked, as the leak check looks for it (never in full)', async () => {
    expect(alice.phone).toMatch(/^\d{10}$/);
    const session = await alice.client.get<SessionResponse>('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.phoneMasked).toBe(aliceMaskedPhone());
    expect(leaked(session)).toEqual([alice.userId, aliceMaskedPhone()]);
    expect(session.text).not.toContain(alice.phone);
  });

  it("a second user's session is refused every per-user read, with no data", async () => {
    for (const path of readRoutes(alice.userId)) await expectRefused(await bob.client.get(path), [403, 404], `bob GET ${path}`);
  });

  it('no session and a forged session cookie get 401 on every per-user read', async () => {
    for (const path of readRoutes(alice.userId)) {
      await expectRefused(await anonymous().get(path), [401], `anonymous GET ${path}`);
      await expectRefused(await forged().get(path), [401], `forged GET ${path}`);
    }
  });

  it("a second user cannot invest, pay, or verify KYC in the first user's name, and nothing is written", async () => {
    const before = await rowCounts(api);
    const invest = await bob.client.post('/api/investments', {
      userId: alice.userId,
      planId: 'plan.fixed-deposits.short-term-fd',
      amount: 100000,
      investmentDate: new Date().toISOString(),
    });
    await expectRefused(invest, [403, 404], 'bob POST /api/investments for alice');
    const pay = await bob.client.post('/api/payments/process', {
      investmentId: aliceInvestmentId,
      amount: '100000',
      paymentMethod: 'upi',
      userId: alice.userId,
      upiId: 'bob@okaxis',
      termsVersion: TERMS_VERSION,
    });
    await expectRefused(pay, [403, 404, 409], 'bob pays alice investment as alice');
    const payOwnName = await bob.client.post('/api/payments/process', {
      investmentId: aliceInvestmentId,
      amount: '100000',
      paymentMethod: 'upi',
      userId: bob.userId,
      upiId: 'bob@okaxis',
      termsVersion: TERMS_VERSION,
    });
    await expectRefused(payOwnName, [403, 404, 409], 'bob pays alice investment as bob');
    const kyc = await bob.client.post('/api/kyc/verify', {
      aadhaar: '2341 2341 2346',
      pan: 'ABCPE1234F',
      userId: alice.userId,
      consentVersion: AADHAAR_CONSENT_VERSION,
    });
    await expectRefused(kyc, [403, 404], 'bob KYC for alice');
    const aadhaarOtp = await bob.client.post('/api/kyc/aadhaar-otp', { otp: '111000', userId: alice.userId });
    await expectRefused(aadhaarOtp, [403, 404], 'bob Aadhaar OTP for alice');
    const anonymousInvest = await anonymous().post('/api/investments', {
      userId: alice.userId,
      planId: 'plan.fixed-deposits.short-term-fd',
      amount: 100000,
      investmentDate: new Date().toISOString(),
    });
    await expectRefused(anonymousInvest, [401], 'anonymous POST /api/investments');
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
  });

  it("session-scoped privacy routes show a second user nothing of the first user's", async () => {
    for (const path of ['/api/privacy/requests', '/api/privacy/consents', '/api/privacy/events', '/api/privacy/export']) {
      tally.cells += 1;
      const mine = await bob.client.get(path);
      expectWith(mine.status, path).toBe(200);
      const leaks = leaked(mine);
      if (leaks.length > 0) tally.leaks += 1;
      expectWith(leaks, `bob ${path}`).toEqual([]);
      await expectRefused(await anonymous().get(path), [401], `anonymous GET ${path}`);
    }
    const aliceRequests = await alice.client.get<PrivacyRequestView[]>('/api/privacy/requests');
    expect(aliceRequests.text).toContain('alice-private-note');
  });

  it('a demo id cannot read or write a real account, and a real id is not a demo account', async () => {
    await expectRefused(await anonymous().get(`/api/demo/portfolio/${alice.userId}`), [404], 'demo portfolio of a real id');
    await expectRefused(await anonymous().post('/api/demo/update-step', { userId: alice.userId, step: 'kyc' }), [404], 'demo step on a real id');
    await expectRefused(
      await anonymous().post('/api/demo/invest', {
        userId: alice.userId,
        productType: 'fd-premium',
        productName: 'FD Premium',
        amount: 50_000,
        duration: 12,
        returnRate: '18',
      }),
      [404],
      'demo invest on a real id',
    );
    for (const path of readRoutes(demoId)) {
      await expectRefused(await anonymous().get(path), [401], `anonymous GET ${path} (demo id)`);
      await expectRefused(await bob.client.get(path), [403, 404], `bob GET ${path} (demo id)`);
    }
    const demoPortfolio = await anonymous().get(`/api/demo/portfolio/${demoId}`);
    expect(demoPortfolio.status).toBe(200);
    expect(leaked(demoPortfolio)).toEqual([]);
  });
});
