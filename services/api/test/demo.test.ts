import type { DemoCreateAccountResponse, DemoInvestResponse, DemoPortfolioResponse, DemoUpdateStepResponse, ErrorBody } from '@invest/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoService } from '../src/modules/demo/demo.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
/** Each test signs up from its own address, so the sign-up limit only bites where it is tested. */
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const HOUR = 60 * 60 * 1000;

const person = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '9876543210' };
const fdInvest = { productType: 'fd-premium', productName: 'FD Premium', amount: 50_000, duration: 12, returnRate: '18' };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

async function signUp(ip = freshIp()): Promise<string> {
  const created = await api.client(ip).post<DemoCreateAccountResponse>('/api/demo/create-account', person);
  expect(created.status).toBe(201);
  return created.body.userId;
}

async function countRows(table: string, userId: string): Promise<number> {
  const column = table === 'demo_accounts' ? 'id' : 'account_id';
  const rows = await api.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [userId]);
  return Number((rows as Array<{ n: number | string }>)[0]?.n);
}

describe('POST /api/demo/create-account', () => {
  it('creates a demo account with trimmed values, expiring 24 hours later', async () => {
    const client = api.client(freshIp());
    const created = await client.post<DemoCreateAccountResponse>('/api/demo/create-account', {
      firstName: '  Priya ',
      lastName: ' Sharma',
      email: ' priya@example.com ',
      phone: ' 9876543210 ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Priya', lastName: 'Sharma', step: 'products' });
    expect(created.body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(created.body.expiresAt).getTime()).toBe(api.clock.now().getTime() + 24 * HOUR);

    const portfolio = await client.get<DemoPortfolioResponse>(`/api/demo/portfolio/${created.body.userId}`);
    expect(portfolio.status).toBe(200);
    expect(portfolio.body).toEqual({
      user: { firstName: 'Priya', lastName: 'Sharma' },
      stats: { totalInvested: 0, currentValue: 0, totalGains: 0, averageReturn: 0, activeInvestments: 0 },
      investments: [],
      transactions: [],
    });
  });

  it('keeps demo accounts out of the real users table', async () => {
    const userId = await signUp();
    const users = await api.app.get(DataSource).query('SELECT COUNT(*) AS n FROM users WHERE id = ?', [userId]);
    expect(Number((users as Array<{ n: number }>)[0]?.n)).toBe(0);
    expect(await countRows('demo_accounts', userId)).toBe(1);
  });

  it.each([
    [{ ...person, firstName: '   ' }, 'firstName', 'First name is required.'],
    [{ ...person, lastName: '' }, 'lastName', 'Last name is required.'],
    [{ ...person, email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ ...person, phone: '  ' }, 'phone', 'Phone is required.'],
    [{ firstName: 'A', lastName: 'B', email: 'a@b.co' }, 'phone', 'phone must be text.'],
  ])('refuses %j (400 on %s)', async (body, field, message) => {
    const refused = await api.client(freshIp()).post<ErrorBody>('/api/demo/create-account', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(refused.body.errors).toEqual([{ field, messages: [message] }]);
  });

  it('refuses unknown fields and a missing CSRF header', async () => {
    const client = api.client(freshIp());
    const extra = await client.post<ErrorBody>('/api/demo/create-account', { ...person, admin: true });
    expect(extra.status).toBe(400);
    const noCsrf = await client.post<ErrorBody>('/api/demo/create-account', person, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('CSRF_HEADER_MISSING');
  });

  it('allows 10 sign-ups an hour per address, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await signUp(ip);
    const limited = await api.client(ip).post<ErrorBody>('/api/demo/create-account', person);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await api.client(freshIp()).post('/api/demo/create-account', person)).toMatchObject({ status: 201 });
    api.clock.advance(HOUR + 1);
    expect(await api.client(ip).post('/api/demo/create-account', person)).toMatchObject({ status: 201 });
  });
});

describe('POST /api/demo/update-step', () => {
  it('records kyc, payment and dashboard, never going back', async () => {
    const userId = await signUp();
    const client = api.client();
    for (const step of ['kyc', 'payment'] as const) {
      const updated = await client.post<DemoUpdateStepResponse>('/api/demo/update-step', { userId, step });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ userId, step });
    }
    const back = await client.post<DemoUpdateStepResponse>('/api/demo/update-step', { userId, step: 'kyc' });
    expect(back.body).toEqual({ userId, step: 'payment' });
    const last = await client.post<DemoUpdateStepResponse>('/api/demo/update-step', { userId, step: 'dashboard' });
    expect(last.body).toEqual({ userId, step: 'dashboard' });
  });

  it('refuses an unknown step (400) and an unknown user (404)', async () => {
    const userId = await signUp();
    const badStep = await api.client().post<ErrorBody>('/api/demo/update-step', { userId, step: 'products' });
    expect(badStep.status).toBe(400);
    expect(badStep.body.message).toBe('step must be one of kyc, payment, dashboard.');
    const unknown = await api.client().post<ErrorBody>('/api/demo/update-step', { userId: 'no-such-user', step: 'kyc' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/demo/invest and GET /api/demo/portfolio/{userId}', () => {
  it('creates simulated investments and reports the spec-9 portfolio', async () => {
    const userId = await signUp();
    const client = api.client();
    const start = api.clock.now();
    const fd = await client.post<DemoInvestResponse>('/api/demo/invest', { userId, ...fdInvest });
    expect(fd.status).toBe(201);
    expect(fd.body.investment).toMatchObject({ productName: 'FD Premium', productType: 'fd-premium', amount: 50_000, returnRate: 18, duration: 12 });
    expect(fd.body.investment.investmentDate).toBe(start.toISOString());
    const maturity = new Date(fd.body.investment.maturityDate);
    expect(maturity.getUTCFullYear() * 12 + maturity.getUTCMonth()).toBe(start.getUTCFullYear() * 12 + start.getUTCMonth() + 12);

    api.clock.advance(1000);
    const realEstate = await client.post<DemoInvestResponse>('/api/demo/invest', {
      userId,
      productType: 'fractional-real-estate',
      productName: 'Fractional Real Estate',
      amount: 25_000,
      duration: 24,
      returnRate: '14',
    });
    expect(realEstate.status).toBe(201);

    const portfolio = await client.get<DemoPortfolioResponse>(`/api/demo/portfolio/${userId}`);
    expect(portfolio.status).toBe(200);
    // Day 0: the value grows only with the days elapsed, so nothing is gained yet (not the 16,000 of maturity).
    expect(portfolio.body.stats).toEqual({ totalInvested: 75_000, currentValue: 75_000, totalGains: 0, averageReturn: 16, activeInvestments: 2 });
    expect(portfolio.body.investments.map((item) => item.productName)).toEqual(['Fractional Real Estate', 'FD Premium']);
    expect(portfolio.body.transactions).toHaveLength(2);
    expect(portfolio.body.transactions[0]).toMatchObject({ type: 'investment', amount: 25_000 });
    expect(portfolio.body.transactions[1]).toMatchObject({ type: 'investment', amount: 50_000 });
  });

  it('keeps simulated investments out of the real ledger', async () => {
    const userId = await signUp();
    await api.client().post('/api/demo/invest', { userId, ...fdInvest });
    const ledger = await api.app.get(DataSource).query('SELECT COUNT(*) AS n FROM investments WHERE user_id = ?', [userId]);
    expect(Number((ledger as Array<{ n: number }>)[0]?.n)).toBe(0);
    expect(await countRows('demo_investments', userId)).toBe(1);
  });

  it.each([
    [{ amount: 9_999 }, 'amount', 'Amount must be between ₹10,000 and ₹50,00,000 for FD Premium.'],
    [{ amount: 50_00_001 }, 'amount', 'Amount must be between ₹10,000 and ₹50,00,000 for FD Premium.'],
    [{ duration: 5 }, 'duration', 'duration must be 6-60 months.'],
    [{ duration: 61 }, 'duration', 'duration must be 6-60 months.'],
    [{ duration: 12.5 }, 'duration', 'duration must be a whole number of months.'],
    [{ returnRate: '1215' }, 'returnRate', "returnRate must be the product's rate, e.g. 18."],
    [{ returnRate: '12' }, 'returnRate', "returnRate must be '18' for FD Premium."],
    [{ productType: 'crypto' }, 'productType', 'productType must be one of fd-premium, debt-mf-elite, fractional-real-estate.'],
    [{ productName: 'Bitcoin' }, 'productName', "productName must be 'FD Premium' for fd-premium."],
    [{ amount: '50000' }, 'amount', 'amount must be a number of rupees.'],
  ])('refuses %j (400 on %s)', async (patch, field, message) => {
    const userId = await signUp();
    const refused = await api.client().post<ErrorBody>('/api/demo/invest', { userId, ...fdInvest, ...patch });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message, errors: [{ field, messages: [message] }] });
  });

  it('answers 404 for an unknown user id', async () => {
    const invest = await api.client().post<ErrorBody>('/api/demo/invest', { userId: 'nobody', ...fdInvest });
    expect(invest.status).toBe(404);
    const portfolio = await api.client().get<ErrorBody>('/api/demo/portfolio/nobody');
    expect(portfolio.status).toBe(404);
    expect(portfolio.body.message).toContain('Please start a new demo.');
  });
});

describe('expiry (injected clock)', () => {
  it('refuses an account 24 hours after creation, then deletes its data', async () => {
    const userId = await signUp();
    const client = api.client();
    expect((await client.post('/api/demo/invest', { userId, ...fdInvest })).status).toBe(201);

    api.clock.advance(24 * HOUR - 1);
    expect((await client.get(`/api/demo/portfolio/${userId}`)).status).toBe(200);

    api.clock.advance(1);
    const portfolio = await client.get<ErrorBody>(`/api/demo/portfolio/${userId}`);
    expect(portfolio.status).toBe(404);
    expect(portfolio.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('expired') as unknown as string });
    expect((await client.post('/api/demo/update-step', { userId, step: 'kyc' })).status).toBe(404);
    expect((await client.post('/api/demo/invest', { userId, ...fdInvest })).status).toBe(404);

    // Expired rows stay until a sweep: a sign-up sweeps them (so does the periodic timer).
    expect(await countRows('demo_accounts', userId)).toBe(1);
    await signUp();
    expect(await countRows('demo_accounts', userId)).toBe(0);
    expect(await countRows('demo_investments', userId)).toBe(0);
    expect(await countRows('demo_transactions', userId)).toBe(0);
  });

  it('the sweep keeps live accounts', async () => {
    const older = await signUp();
    api.clock.advance(12 * HOUR);
    const newer = await signUp();
    api.clock.advance(12 * HOUR);
    expect(await api.app.get(DemoService).purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await countRows('demo_accounts', older)).toBe(0);
    expect(await countRows('demo_accounts', newer)).toBe(1);
    expect((await api.client().get(`/api/demo/portfolio/${newer}`)).status).toBe(200);
  });
});
