import type { ErrorBody } from '@invest/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../../src/database/db.js';
import { SmsOutboxSweepService } from '../../src/modules/sms/sms-outbox-sweep.service.js';
import { logLines } from '../support/log-sink.js';
import { newPhone, readOtp, startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { freshIp, freshKey, newInvestor, recordFigures } from './support.js';
import { describeFinding, findSensitive, logLineText, luhnValid, verhoeffValid } from './sensitive-scan.js';

/**
 * After a whole journey (OTP sign-in, KYC with Aadhaar and PAN, card and UPI payments, declined card, wrong
 * inputs echoing card numbers back, contact, privacy, demo), no table and no log line holds a card number,
 * an Aadhaar number, a clear PAN, a CVV or an OTP: every table is scanned, the development SMS outbox included
 * (its bodies are sealed, and deleted once the code's lifetime is over).
 */

const CARD = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const AADHAAR = '2341 2341 2346';
const PAN = 'ABCPE1234F';
const CVV = '739';

let database: TestDatabase;
let api: TestApp;
const otps: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

async function journey(aadhaar: string): Promise<void> {
  const client = api.client(freshIp());
  const phone = newPhone();
  expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
  const wrongOtp = await readOtp(client, phone);
  otps.push(wrongOtp);
  // A wrong guess first: the guessed code must not be logged either.
  const guess = wrongOtp === '123456' ? '654321' : '123456';
  expect((await client.post('/api/otp/verify', { phone, otp: guess })).status).toBe(400);
  otps.push(guess);
  expect((await client.post('/api/otp/verify', { phone, otp: wrongOtp })).status).toBe(200);
  const session = await client.get<{ userId: string }>('/api/session');
  const userId = session.body.userId;
  const kyc = await client.post('/api/kyc/verify', { aadhaar, pan: PAN, userId });
  expect(kyc.status, kyc.text).toBe(200);
  const invest = (amount: number) =>
    client.post<{ investment: { id: string } }>(
      '/api/investments',
      { userId, productType: 'Fixed Deposits', productName: '12 Months FD', amount, investmentDate: new Date().toISOString(), duration: 12, returnRate: '18' },
      { headers: { 'idempotency-key': freshKey() } },
    );
  const card = await invest(100000);
  expect(card.status, card.text).toBe(201);
  const paid = await client.post('/api/payments/process', {
    investmentId: card.body.investment.id, amount: '100000', paymentMethod: 'card', userId,
    cardDetails: { number: CARD, expiry: '12/39', cvv: CVV, holder: 'Asha Rao' },
  }, { headers: { 'idempotency-key': freshKey() } });
  expect(paid.status, paid.text).toBe(200);
  const declinedInvestment = await invest(200000);
  const declined = await client.post<ErrorBody>('/api/payments/process', {
    investmentId: declinedInvestment.body.investment.id, amount: '200000', paymentMethod: 'card', userId,
    cardDetails: { number: DECLINED, expiry: '12/39', cvv: CVV, holder: 'Asha Rao' },
  });
  expect(declined.status).toBeGreaterThanOrEqual(400);
  // Bad inputs that carry sensitive values (validation errors must not echo them into logs).
  await client.post('/api/payments/process', { investmentId: declinedInvestment.body.investment.id, amount: '200000', paymentMethod: 'card', userId, cardDetails: { number: CARD, expiry: '13/99', cvv: '12345', holder: '' } });
  await client.post('/api/kyc/verify', { aadhaar, pan: 'abcpe1234f', userId, extra: CARD });
  await client.post('/api/otp/generate', { phone, type: 'kyc', cvv: CVV, card: CARD });
  const upiInvestment = await invest(100000);
  expect((await client.post('/api/payments/process', { investmentId: upiInvestment.body.investment.id, amount: '100000', paymentMethod: 'upi', userId, upiId: 'asha.rao@okaxis' })).status).toBe(200);
  expect((await client.post('/api/privacy/requests', { type: 'access', details: 'Please send my data.' })).status).toBe(201);
  await client.get('/api/privacy/export');
  await client.get(`/api/reports/${userId}/portfolio.pdf`);
  await client.get(`/api/reports/${userId}/transactions.csv`);
  // Contact with a contact OTP.
  const contactPhone = newPhone();
  expect((await client.post('/api/otp/generate', { phone: contactPhone, type: 'contact' })).status).toBe(200);
  const contactOtp = await readOtp(client, contactPhone);
  otps.push(contactOtp);
  expect((await client.post('/api/otp/verify', { phone: contactPhone, otp: contactOtp })).status).toBe(200);
  expect((await client.post('/api/contact', { firstName: 'Asha', lastName: 'Patil', email: 'asha@example.com', phone: contactPhone, interest: 'Fixed Deposits', message: 'Please call me about the 12 month plan.', phoneVerified: true })).status).toBe(201);
  const demo = await api.client(freshIp()).post<{ userId: string }>('/api/demo/create-account', { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '9876543210' });
  expect(demo.status).toBe(201);
  await api.client(freshIp()).post('/api/demo/invest', { userId: demo.body.userId, productType: 'fd-premium', productName: 'FD Premium', amount: 50_000, duration: 12, returnRate: '18' });
  await newInvestor(api);
}

describe('sensitive data at rest and in logs', () => {
  it('the detectors recognise what they must (so a clean scan means something)', () => {
    expect(luhnValid(CARD.replace(/ /g, ''))).toBe(true);
    expect(verhoeffValid(AADHAAR.replace(/ /g, ''))).toBe(true);
    const kinds = findSensitive(`card ${CARD} aadhaar ${AADHAAR} pan ${PAN} "cvv":"${CVV}" otp 482913`, 'sample', ['482913']).map((f) => f.kind);
    expect(kinds.sort()).toEqual(['Aadhaar', 'CVV', 'OTP', 'PAN', 'card number']);
    expect(findSensitive('time 1763780000000 phone 9876543210 XXXX XXXX XXXX 1111 XXXXXXXX1234 ABCPE****F', 'sample')).toEqual([]);
    // Known values: typed ones whatever their checksum and spacing; codes outside hexadecimal runs only.
    expect(findSensitive('aadhaar=234123412347', 'sample', [], ['2341 2341 2347']).map((f) => f.kind)).toEqual(['typed value']);
    expect(findSensitive('"pan":"abcpe1234f"', 'sample', [], ['ABCPE1234F']).map((f) => f.kind)).toEqual(['typed value']);
    expect(findSensitive('Your code is 482913.', 'sample', ['482913']).map((f) => f.kind)).toEqual(['OTP']);
    expect(findSensitive('hash 9f3a482913be and 1482913', 'sample', ['482913'], ['2341 2341 2347'])).toEqual([]);
  });

  it('after a whole journey, no table and no log line holds a card, Aadhaar, PAN, CVV or OTP', async () => {
    await journey(AADHAAR);
    await journey('4991 2345 6783');
    const tables = api.app.get(DataSource).entityMetadatas.map((meta) => meta.tableName);
    const findings = [];
    let rows = 0;
    for (const table of tables) {
      const all = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>(`SELECT * FROM ${table}`));
      rows += all.length;
      for (const row of all) findings.push(...findSensitive(JSON.stringify(row), `table ${table}`, otps));
    }
    for (const line of logLines) findings.push(...findSensitive(logLineText(line), `log ${line.slice(0, 300)}`, otps));
    recordFigures('data-at-rest', { 'rows scanned': rows, 'log lines scanned': logLines.length, 'sensitive values found': findings.length });
    expect(rows).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    expect(findings.map(describeFinding).slice(0, 20)).toEqual([]);
  });

  it('the SMS outbox keeps no code in clear: bodies are sealed, the dev route still reads them, and they are deleted after the code expires', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const otp = await readOtp(client, phone);
    const query = <T>(sql: string) => api.app.get(Db).run((em) => em.query<T[]>(sql, [phone]));
    const [stored] = await query<{ body: string }>('SELECT body FROM sms_outbox WHERE phone = ?');
    expect(stored?.body).toMatch(/^v1\./);
    expect(findSensitive(stored?.body ?? '', 'sms_outbox', [otp])).toEqual([]);
    // The OTP row holds an HMAC of the code, never the code.
    const codes = await query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE phone = ?');
    expect(codes).toHaveLength(1);
    expect(codes[0]?.['code_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(findSensitive(JSON.stringify(codes), 'otp_codes', [otp])).toEqual([]);

    api.clock.advance(5 * 60 * 1000 + 1000);
    expect(await api.app.get(SmsOutboxSweepService).purgeExpired()).toBeGreaterThan(0);
    expect(await query('SELECT id FROM sms_outbox WHERE phone = ?')).toEqual([]);
    expect((await client.get(`/api/dev/sms-outbox?phone=${phone}`)).body).toEqual([]);
  });
});
