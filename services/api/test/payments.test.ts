import type {
  CreateInvestmentResponse,
  ErrorBody,
  ProcessPaymentResponse,
  SessionResponse,
  UpiValidateResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../src/database/db.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.6.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let keyCounter = 0;
const freshKey = () => `test-${Date.now()}-${++keyCounter}`;

const GOOD_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const CVV = '739';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

interface Investor {
  client: HttpClient;
  userId: string;
}

async function signedIn(): Promise<Investor> {
  const client = api.client(freshIp());
  await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, userId: session.body.userId };
}

async function verifiedInvestor(): Promise<Investor> {
  const investor = await signedIn();
  await setKycStatus(api, investor.userId, 'verified');
  return investor;
}

function investmentBody(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    productType: 'Fixed Deposits',
    productName: '12 Months FD',
    amount: 100000,
    investmentDate: new Date().toISOString(),
    duration: 12,
    returnRate: '18',
    ...overrides,
  };
}

async function createInvestment(investor: Investor, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await investor.client.post<CreateInvestmentResponse>('/api/investments', investmentBody(investor.userId, overrides));
  expect(created.status, created.text).toBe(201);
  return created.body.investment.id;
}

function upiPayment(investor: Investor, investmentId: string, overrides: Record<string, unknown> = {}) {
  return { investmentId, amount: '100000', paymentMethod: 'upi', userId: investor.userId, upiId: 'asha.rao@okaxis', ...overrides };
}

function cardPayment(investor: Investor, investmentId: string, number = GOOD_CARD) {
  return {
    investmentId,
    amount: '100000',
    paymentMethod: 'card',
    userId: investor.userId,
    cardDetails: { number, expiry: '12/39', cvv: CVV, holder: 'Asha Rao' },
  };
}

async function rows<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
  return api.app.get(Db).run((em) => em.query(sql, parameters) as Promise<T[]>);
}

async function count(table: string, column: string, value: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [value]);
  return Number(row?.n ?? 0);
}

describe('who may invest and pay', () => {
  it('refuses a visitor without a session: 401 AUTHENTICATION_REQUIRED on both endpoints', async () => {
    const client = api.client(freshIp());
    const investment = await client.post<ErrorBody>('/api/investments', investmentBody('someone'));
    expect(investment.status).toBe(401);
    expect(investment.body).toMatchObject({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED' });
    const payment = await client.post<ErrorBody>('/api/payments/process', { investmentId: 'x', amount: '100000', paymentMethod: 'upi', userId: 'someone', upiId: 'a.b@okaxis' });
    expect(payment.status).toBe(401);
    expect(payment.body.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('refuses a signed-in user without KYC: 403 KYC_VERIFICATION_REQUIRED, nothing recorded', async () => {
    const investor = await signedIn();
    const investment = await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId));
    expect(investment.status).toBe(403);
    expect(investment.body).toMatchObject({ statusCode: 403, code: 'KYC_VERIFICATION_REQUIRED' });
    const payment = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, 'x'));
    expect(payment.status).toBe(403);
    expect(payment.body.code).toBe('KYC_VERIFICATION_REQUIRED');
    expect(await count('investments', 'user_id', investor.userId)).toBe(0);
  });

  it("refuses a userId that is not the session's (403 FORBIDDEN)", async () => {
    const me = await verifiedInvestor();
    const other = await verifiedInvestor();
    const investment = await me.client.post<ErrorBody>('/api/investments', investmentBody(other.userId));
    expect(investment.status).toBe(403);
    expect(investment.body.code).toBe('FORBIDDEN');
    const otherInvestment = await createInvestment(other);
    const payment = await me.client.post<ErrorBody>('/api/payments/process', upiPayment(me, otherInvestment));
    expect(payment.status).toBe(404);
    const spoofed = await me.client.post<ErrorBody>('/api/payments/process', upiPayment(other, otherInvestment));
    expect(spoofed.status).toBe(403);
    expect(await count('payments', 'investment_id', otherInvestment)).toBe(0);
  });
});

describe('minimums and method rules', () => {
  it('refuses investments below ₹10,000', async () => {
    const investor = await verifiedInvestor();
    const response = await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId, { amount: 9999 }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The minimum investment is ₹10,000.' });
    const unknown = await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId, { productType: 'Crypto' }));
    expect(unknown.status).toBe(400);
  });

  it('refuses UPI, net banking and card payments below ₹10,000 and cash below ₹5,00,000; cash is never processed online', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    for (const method of [
      { paymentMethod: 'upi', upiId: 'asha@okaxis' },
      { paymentMethod: 'netbanking', bank: 'HDFC' },
      { paymentMethod: 'card', cardDetails: { number: GOOD_CARD, expiry: '12/39', cvv: CVV, holder: 'Asha' } },
    ]) {
      const response = await investor.client.post<ErrorBody>('/api/payments/process', { investmentId, amount: '9999', userId: investor.userId, ...method });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The minimum investment is ₹10,000.');
    }
    const smallCash = await investor.client.post<ErrorBody>('/api/payments/process', { investmentId, amount: '499999', paymentMethod: 'cash', userId: investor.userId });
    expect(smallCash.status).toBe(400);
    expect(smallCash.body.message).toBe('Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.');
    const cash = await investor.client.post<ErrorBody>('/api/payments/process', { investmentId, amount: '500000', paymentMethod: 'cash', userId: investor.userId });
    expect(cash.status).toBe(400);
    expect(cash.body.message).toBe('Cash payments are arranged over WhatsApp and are not processed online.');
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
  });

  it('checks the UPI ID rule of spec 5, on payment and on validation', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    for (const upiId of ['a@okaxis', 'asha@o', 'asha@okaxis1', 'asha okaxis', '']) {
      const response = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { upiId }));
      expect(response.status, upiId).toBe(400);
      expect(response.body.message).toBe('Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)');
    }
    const valid = await investor.client.post<UpiValidateResponse>('/api/payments/upi/validate', { upiId: 'asha.rao@okaxis' });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true, upiId: 'asha.rao@okaxis', accountHolder: 'Asha Rao' });
    const malformed = await investor.client.post<ErrorBody>('/api/payments/upi/validate', { upiId: 'x@y' });
    expect(malformed.status).toBe(400);
    const unknown = await investor.client.post<ErrorBody>('/api/payments/upi/validate', { upiId: 'unknown@okaxis' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/could not be found/);
  });

  it('checks card number (length and Luhn), expiry, CVV and holder; net banking needs a bank', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const pay = (cardDetails: Record<string, string>) =>
      investor.client.post<ErrorBody>('/api/payments/process', { investmentId, amount: '100000', paymentMethod: 'card', userId: investor.userId, cardDetails });
    const card = { number: GOOD_CARD, expiry: '12/39', cvv: CVV, holder: 'Asha Rao' };
    expect((await pay({ ...card, number: '4111 1111 111' })).body.message).toBe('Please enter a valid card number');
    expect((await pay({ ...card, number: '4111 1111 1111 1112' })).body.message).toBe('Please enter a valid card number');
    expect((await pay({ ...card, expiry: '01/20' })).body.message).toBe('This card has expired.');
    expect((await pay({ ...card, expiry: '13/30' })).body.message).toBe('Please enter a valid expiry date (MM/YY).');
    expect((await pay({ ...card, cvv: '12' })).body.message).toBe('Please enter a valid CVV.');
    expect((await pay({ ...card, holder: ' ' })).body.message).toBe('Please enter the card holder name.');
    const noBank = await investor.client.post<ErrorBody>('/api/payments/process', { investmentId, amount: '100000', paymentMethod: 'netbanking', userId: investor.userId });
    expect(noBank.status).toBe(400);
    expect(noBank.body.message).toBe('Please select your bank.');
    const mismatch = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { amount: '50000' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The amount does not match the investment.');
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
  });
});

describe('the ledger', () => {
  it('a decline leaves the investment unpaid and says so; a later payment succeeds', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const declined = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, investmentId, DECLINED_CARD));
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('PAYMENT_DECLINED');
    expect(declined.body.message).toMatch(/declined.*has not been paid/);
    const [investment] = await rows<{ status: string }>('SELECT status FROM investments WHERE id = ?', [investmentId]);
    expect(investment?.status).toBe('payment_failed');
    expect(await count('payouts', 'investment_id', investmentId)).toBe(0);
    const failed = await rows<{ type: string; status: string }>('SELECT type, status FROM transactions WHERE investment_id = ? ORDER BY type', [investmentId]);
    expect(failed).toEqual([{ type: 'fee', status: 'failed' }, { type: 'investment', status: 'failed' }]);

    const upiDeclined = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { upiId: 'decline@okaxis' }));
    expect(upiDeclined.status).toBe(402);

    const paid = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', cardPayment(investor, investmentId));
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'completed', amount: 100000, fee: 330, total: 100330, instrument: 'VISA •••• 1111' });
    const again = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, investmentId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This investment has already been paid.');
  });

  it('a 12-month FD of ₹1,00,000 at 18% p.a. schedules twelve payouts of ₹1,500 on the 15th', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const paid = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', upiPayment(investor, investmentId));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ investment: { id: investmentId, status: 'active' }, payoutsScheduled: 12 });

    // Expected dates, computed here independently: the twelve 15ths after today (India time).
    const today = new Date(api.clock.now().getTime() + 330 * 60_000);
    const startMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + (today.getUTCDate() < 15 ? 0 : 1);
    const expectedDates = Array.from({ length: 12 }, (_, i) => {
      const month = startMonth + i;
      return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`;
    });
    const payouts = await rows<{ payout_date: string | Date; amount_paise: string | number; payout_type: string; status: string }>(
      'SELECT payout_date, amount_paise, payout_type, status FROM payouts WHERE investment_id = ? ORDER BY sequence',
      [investmentId],
    );
    const dateText = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
    expect(payouts.map((p) => dateText(p.payout_date))).toEqual(expectedDates);
    expect(payouts.map((p) => Number(p.amount_paise))).toEqual(Array(12).fill(150_000));
    expect(new Set(payouts.map((p) => `${p.payout_type}/${p.status}`))).toEqual(new Set(['monthly/pending']));

    const transactions = await rows<{ type: string; status: string; amount_paise: string | number }>(
      'SELECT type, status, amount_paise FROM transactions WHERE investment_id = ? ORDER BY type',
      [investmentId],
    );
    expect(transactions.map((t) => [t.type, t.status, Number(t.amount_paise)])).toEqual([
      ['fee', 'completed', 33_000],
      ['investment', 'completed', 10_000_000],
    ]);
    const [investment] = await rows<{ status: string; monthly_rate_bp: number }>('SELECT status, monthly_rate_bp FROM investments WHERE id = ?', [investmentId]);
    expect(investment).toMatchObject({ status: 'active', monthly_rate_bp: 150 });
  });

  it('other products get one maturity payout with simple interest', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor, { productType: 'Bonds', productName: 'Corporate Bonds', amount: 50000, duration: 24, returnRate: '10' });
    const paid = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', { investmentId, amount: '50000', paymentMethod: 'netbanking', bank: 'SBI', userId: investor.userId });
    expect(paid.status).toBe(200);
    expect(paid.body.payoutsScheduled).toBe(1);
    const payouts = await rows<{ payout_type: string; amount_paise: string | number }>('SELECT payout_type, amount_paise FROM payouts WHERE investment_id = ?', [investmentId]);
    expect(payouts.map((p) => [p.payout_type, Number(p.amount_paise)])).toEqual([['maturity', 6_000_000]]);
  });
});

describe('exactly once', () => {
  it('the same key and body replays the first answer; another body with that key is refused (422)', async () => {
    const investor = await verifiedInvestor();
    const key = freshKey();
    const body = investmentBody(investor.userId);
    const first = await investor.client.post<CreateInvestmentResponse>('/api/investments', body, { headers: { 'idempotency-key': key } });
    const second = await investor.client.post<CreateInvestmentResponse>('/api/investments', { ...body }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('investments', 'user_id', investor.userId)).toBe(1);

    const changed = await investor.client.post<ErrorBody>('/api/investments', { ...body, amount: 200000 }, { headers: { 'idempotency-key': key } });
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('investments', 'user_id', investor.userId)).toBe(1);

    const investmentId = first.body.investment.id;
    const payKey = freshKey();
    const paid = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', upiPayment(investor, investmentId), { headers: { 'idempotency-key': payKey } });
    const replay = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', upiPayment(investor, investmentId), { headers: { 'idempotency-key': payKey } });
    expect(paid.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(paid.body);
    const otherUpi = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { upiId: 'other@okaxis' }), { headers: { 'idempotency-key': payKey } });
    expect(otherUpi.status).toBe(422);
    expect(await count('payments', 'investment_id', investmentId)).toBe(1);
  });

  it('a replayed decline stays a decline (and charges nothing)', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const key = freshKey();
    const first = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, investmentId, DECLINED_CARD), { headers: { 'idempotency-key': key } });
    const again = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, investmentId, DECLINED_CARD), { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(402);
    expect(again.status).toBe(402);
    expect(again.body).toEqual(first.body);
    expect(await count('payments', 'investment_id', investmentId)).toBe(1);
  });

  it('ten concurrent requests with one key create one investment and one payment', async () => {
    const investor = await verifiedInvestor();
    const key = freshKey();
    const body = investmentBody(investor.userId);
    const created = await Promise.all(
      Array.from({ length: 10 }, () => investor.client.post<CreateInvestmentResponse>('/api/investments', body, { headers: { 'idempotency-key': key } })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(created.map((r) => r.body.investment.id));
    expect(ids.size).toBe(1);
    expect(await count('investments', 'user_id', investor.userId)).toBe(1);

    const [investmentId = ''] = [...ids];
    const payKey = freshKey();
    const paid = await Promise.all(
      Array.from({ length: 10 }, () =>
        investor.client.post<ProcessPaymentResponse>('/api/payments/process', upiPayment(investor, investmentId), { headers: { 'idempotency-key': payKey } }),
      ),
    );
    expect(paid.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(paid.map((r) => r.body.payment.id)).size).toBe(1);
    expect(await count('payments', 'investment_id', investmentId)).toBe(1);
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
    expect(await count('payouts', 'investment_id', investmentId)).toBe(12);
  });

  it('ten concurrent payments of one investment with different keys (a double click without a key) charge once', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId), { headers: { 'idempotency-key': freshKey() } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await count('payments', 'investment_id', investmentId)).toBe(1);
  });
});

describe('card data', () => {
  it('keeps no card number or CVV in the database or the logs', async () => {
    const investor = await verifiedInvestor();
    const declinedId = await createInvestment(investor);
    await investor.client.post('/api/payments/process', cardPayment(investor, declinedId, DECLINED_CARD), { headers: { 'idempotency-key': freshKey() } });
    const paidId = await createInvestment(investor);
    const paid = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', cardPayment(investor, paidId), { headers: { 'idempotency-key': freshKey() } });
    expect(paid.status).toBe(200);
    // An invalid card's number must not come back in the error either.
    const invalid = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, paidId, '4111 1111 1111 1112'));
    expect(invalid.text).not.toContain('4111');

    const tables = database.kind === 'mysql'
      ? (await rows<Record<string, string>>('SHOW TABLES')).map((row) => Object.values(row)[0] ?? '')
      : (await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => row.name);
    expect(tables).toContain('payments');
    const numbers = [GOOD_CARD, DECLINED_CARD, '4111 1111 1111 1112'].flatMap((n) => [n, n.replace(/\s/g, '')]);
    let dump = '';
    for (const table of tables) dump += JSON.stringify(await rows(`SELECT * FROM ${table}`));
    for (const number of numbers) expect(dump).not.toContain(number);
    const payments = await rows<Record<string, unknown>>('SELECT * FROM payments WHERE user_id = ?', [investor.userId]);
    expect(payments.map((p) => p['instrument']).sort()).toEqual(['VISA •••• 0002', 'VISA •••• 1111']);
    for (const payment of payments) expect(Object.values(payment).map(String)).not.toContain(CVV);

    const logs = logLines.join('\n');
    expect(logs).toContain('/api/payments/process');
    for (const number of numbers) expect(logs).not.toContain(number);
    expect(logs).not.toContain(`"${CVV}"`);
  });
});
