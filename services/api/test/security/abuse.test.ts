import { CONTACT_SENDS_PER_IP, type ErrorBody } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import type { HttpResult } from '../support/http-client.js';
import { newPhone, readOtp, startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { changedTables, errorShapeProblems, freshIp, newInvestor, recordFigures, rowCounts } from './support.js';

/** Abuse: OTP guessing, SMS pumping, contact and demo flooding, oversized bodies. */

let database: TestDatabase;
let api: TestApp;
const tally = { 'OTP guesses refused': 0, '429 answers': 0, '413 answers': 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { OTP_IP_LIMIT: '8' });
}, 60_000);

afterAll(async () => {
  recordFigures('abuse', tally);
  await api?.close();
  await database?.drop();
}, 60_000);

/** A fresh phone that passed a contact OTP, asked for from an address of its own. */
async function contactVerifiedPhone(): Promise<string> {
  const phone = newPhone();
  const client = api.client(freshIp());
  expect((await client.post('/api/otp/generate', { phone, type: 'contact' })).status).toBe(200);
  expect((await client.post('/api/otp/verify', { phone, otp: await readOtp(client, phone), type: 'contact' })).status).toBe(200);
  return phone;
}

function expectRateLimited(result: HttpResult<ErrorBody>, label: string): void {
  expectWith(result.status, `${label}: ${result.text}`).toBe(429);
  expect(result.body.code).toBe('RATE_LIMITED');
  expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(errorShapeProblems(result)).toEqual([]);
  tally['429 answers'] += 1;
}

describe('OTP guessing', () => {
  it('after five wrong tries the sixth fails even with the right code, and the code is dead', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const otp = await readOtp(client, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const guess = await client.post<ErrorBody>('/api/otp/verify', { phone, otp: wrong });
      expect(guess.status).toBe(400);
      expect(guess.body.code).toBe('OTP_INVALID');
      tally['OTP guesses refused'] += 1;
    }
    const right = await client.post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('OTP_INVALID');
    expect(right.setCookies.filter((line) => line.startsWith('sid=') && !/max-age=0|expires=thu, 01 jan 1970/i.test(line))).toEqual([]);
    expect((await client.get('/api/session')).status).toBe(401);
    tally['OTP guesses refused'] += 1;
    // Guessing from another address does not revive it.
    const elsewhere = await api.client(freshIp()).post<ErrorBody>('/api/otp/verify', { phone, otp });
    expect(elsewhere.body.code).toBe('OTP_INVALID');
  });
});

describe('locking an owner out', () => {
  it('guesses at a phone that asked for no code, from many addresses, never stop its owner signing in', async () => {
    const phone = newPhone();
    for (let guess = 0; guess < 25; guess += 1) {
      const refused = await api.client(freshIp()).post<ErrorBody>('/api/otp/verify', { phone, otp: String(100000 + guess) });
      expect(refused.status).toBe(400);
      tally['OTP guesses refused'] += 1;
    }
    const owner = api.client(freshIp());
    expect((await owner.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    expect((await owner.post('/api/otp/verify', { phone, otp: await readOtp(owner, phone) })).status).toBe(200);
    expect((await owner.get('/api/session')).status).toBe(200);
  });

  it('a contact code sent to a phone neither cancels its sign-in code nor uses up its sign-in sends', async () => {
    const phone = newPhone();
    const owner = api.client(freshIp());
    expect((await owner.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const signInCode = await readOtp(owner, phone);
    for (let send = 1; send <= 3; send += 1) expect((await api.client(freshIp()).post('/api/otp/generate', { phone, type: 'contact' })).status).toBe(200);
    expectRateLimited(await api.client(freshIp()).post<ErrorBody>('/api/otp/generate', { phone, type: 'contact' }), 'fourth contact code to one phone');
    expect((await owner.post('/api/otp/verify', { phone, otp: signInCode })).status).toBe(200);
    expect((await owner.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
  });
});

describe('SMS pumping', () => {
  it('a phone gets at most 3 codes per window (429 with Retry-After), whatever the address', async () => {
    const phone = newPhone();
    for (let send = 1; send <= 3; send += 1) expect((await api.client(freshIp()).post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    expectRateLimited(await api.client(freshIp()).post<ErrorBody>('/api/otp/generate', { phone, type: 'kyc' }), 'fourth code to one phone');
  });

  it('an address gets at most OTP_IP_LIMIT codes per window, whatever the phone', async () => {
    const ip = freshIp();
    for (let send = 1; send <= 8; send += 1) expect((await api.client(ip).post('/api/otp/generate', { phone: newPhone(), type: 'kyc' })).status).toBe(200);
    const before = await rowCounts(api);
    expectRateLimited(await api.client(ip).post<ErrorBody>('/api/otp/generate', { phone: newPhone(), type: 'kyc' }), 'ninth code from one address');
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
  });
});

describe('flooding', () => {
  it('contact messages from one address stop at 10 per hour', async () => {
    expect(CONTACT_SENDS_PER_IP).toBe(10);
    const ip = freshIp();
    const send = (phone: string) =>
      api.client(ip).post<ErrorBody>('/api/contact', {
        firstName: 'Asha',
        lastName: 'Patil',
        email: 'asha@example.com',
        phone,
        interest: 'Fixed Deposits',
        message: 'Please call me back.',
        phoneVerified: true,
      });
    // Each message from a phone that passed its contact OTP (from another address), so only the address limit refuses.
    for (let sent = 1; sent <= 10; sent += 1) {
      const result = await send(await contactVerifiedPhone());
      expectWith(result.status, `message ${sent}: ${result.text}`).toBe(201);
    }
    const eleventh = await contactVerifiedPhone();
    const before = await rowCounts(api);
    expectRateLimited(await send(eleventh), 'eleventh contact message from one address');
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
  });

  it('demo sign-ups from one address stop at 10 per hour', async () => {
    const ip = freshIp();
    const person = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '9876543210' };
    for (let send = 1; send <= 10; send += 1) expect((await api.client(ip).post('/api/demo/create-account', person)).status).toBe(201);
    const before = await rowCounts(api);
    expectRateLimited(await api.client(ip).post<ErrorBody>('/api/demo/create-account', person), 'eleventh demo sign-up');
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
  });
});

describe('oversized bodies', () => {
  it('every state-changing route answers 413 in the shape to a body over 100 KB, and writes nothing', async () => {
    const investor = await newInvestor(api);
    const routes: [string, string][] = [
      ['POST', '/api/otp/generate'],
      ['POST', '/api/otp/verify'],
      ['POST', '/api/kyc/verify'],
      ['POST', '/api/kyc/aadhaar-otp'],
      ['POST', '/api/contact'],
      ['POST', '/api/privacy/requests'],
      ['PUT', '/api/privacy/consents/marketing'],
      ['POST', '/api/demo/create-account'],
      ['POST', '/api/demo/update-step'],
      ['POST', '/api/demo/invest'],
      ['POST', '/api/investments'],
      ['POST', '/api/payments/process'],
      ['POST', '/api/payments/verify'],
      ['POST', '/api/payments/webhook'],
      ['POST', '/api/payments/upi/validate'],
      ['POST', '/api/session/logout'],
    ];
    const before = await rowCounts(api);
    for (const [method, path] of routes) {
      for (const size of [101 * 1024, 5 * 1024 * 1024]) {
        const rawBody = JSON.stringify({ userId: investor.userId, pad: 'x'.repeat(size) });
        const result = await investor.client.request<ErrorBody>(method, path, { rawBody });
        expectWith(result.status, `${method} ${path} ${size}`).toBe(413);
        expect(result.body.code).toBe('PAYLOAD_TOO_LARGE');
        expect(errorShapeProblems(result)).toEqual([]);
        tally['413 answers'] += 1;
      }
    }
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
    expect((await investor.client.get('/api/session')).status).toBe(200);
  });
});

describe('numbers class-validator cannot read', () => {
  it('an amount in exponent notation (5e-324, 1e-7) is a 400 in the shape, not a 500', async () => {
    const investor = await newInvestor(api);
    for (const amount of [5e-324, 1e-7]) {
      for (const [path, body] of [
        ['/api/investments', { userId: investor.userId, planId: 'plan.fixed-deposits.short-term-fd', amount, investmentDate: new Date().toISOString() }],
        ['/api/demo/invest', { userId: 'x', productType: 'fd-premium', productName: 'FD Premium', amount, duration: 12, returnRate: '18' }],
      ] as const) {
        const result = await investor.client.post<ErrorBody>(path, body);
        expectWith(result.status, `${path} ${amount}: ${result.text}`).toBe(400);
        expect(result.body.code).toBe('VALIDATION_FAILED');
        expect(errorShapeProblems(result)).toEqual([]);
      }
    }
  });
});
