import {
  AADHAAR_CONSENT_VERSION,
  type ProcessPaymentResponse,
  SANDBOX_IDENTITY_TEST_VALUES,
  SANDBOX_PAYOUT_TEST_VALUES,
  TERMS_VERSION,
  TEXT_EVENTS,
} from '@invest/contracts';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../../src/database/db.js';
import { payInCheckout } from '../support/gateway.js';
import { addBankAccount, freshAccountNumber, ownAccount } from '../support/bank-account.js';
import { completeKyc } from '../support/kyc.js';
import { logLines } from '../support/log-sink.js';
import { newPhone, readOtp, startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { freshIp, freshKey, newInvestor, recordFigures } from './support.js';
import { CONTACT_COLUMNS, describeFinding, findContactDetails, findSensitive, logLineText, luhnValid, verhoeffValid } from './sensitive-scan.js';

/** A column's value as text for the scan (MySQL hands back Date and number objects, sql.js text). */
const cellText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * After a whole journey (OTP sign-in, KYC with Aadhaar and PAN, bank details with refused attempts, card and UPI
 * payments, declined card, wrong inputs echoing card numbers back, contact, privacy, demo), no table and no log line
 * holds a card number, an Aadhaar number, a clear PAN, a typed bank account number, a CVV or an OTP (the sign-in codes and the Aadhaar OTP): every table is scanned. OTP
 * texts leave through MSG91 (the stand-in here) and no table keeps one; the transactional texts (payment received,
 * payouts, refunds…) are kept in `text_outbox` on purpose, for the investor's activity, and are scanned like every
 * other row: they name an account by its last four digits only and carry no phone. Phone numbers and e-mail addresses are only in the
 * columns that keep them on purpose (CONTACT_COLUMNS), never in a log line (nor a failed query's parameters); a whole
 * UPI ID is nowhere.
 */

const CARD = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const AADHAAR = '2341 2341 2346';
const PAN = 'ABCPE1234F';
/** The second journey's investor: one PAN verifies one account. */
const SECOND_PAN = 'QRSPT4321K';
const CVV = '739';

let database: TestDatabase;
let api: TestApp;
const otps: string[] = [SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp];
/** Every bank account number typed during the journeys: only their last four digits may be kept. */
const accountNumbers: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

async function journey(aadhaar: string, pan: string): Promise<void> {
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
  // The bank details: a refused attempt (unknown IFSC), one the bank does not know, then the account payouts go to.
  const typedAccount = freshAccountNumber();
  accountNumbers.push(typedAccount, SANDBOX_PAYOUT_TEST_VALUES.invalidAccount);
  const kyc = await completeKyc(client, userId, aadhaar, pan, { bankAccount: false });
  expectWith(kyc.status, kyc.text).toBe(200);
  expect((await addBankAccount(client, ownAccount({ accountNumber: typedAccount, ifsc: 'ZZZZ0999999' }))).status).toBe(400);
  expect((await addBankAccount(client, ownAccount({ accountNumber: SANDBOX_PAYOUT_TEST_VALUES.invalidAccount }))).status).toBe(422);
  const added = await addBankAccount(client, ownAccount({ accountNumber: `${typedAccount.slice(0, 4)} ${typedAccount.slice(4, 8)} ${typedAccount.slice(8)}` }));
  expectWith(added.status, added.text).toBe(200);
  expect(added.body.account?.last4).toBe(typedAccount.slice(-4));
  const invest = (amount: number) =>
    client.post<{ investment: { id: string } }>(
      '/api/investments',
      { userId, planId: 'plan.fixed-deposits.short-term-fd', amount, investmentDate: new Date().toISOString() },
      { headers: { 'idempotency-key': freshKey() } },
    );
  // Cards are typed only into the gateway's checkout (the stand-in here): the API sees order, payment and signature.
  const payByCard = async (amount: number, number: string) => {
    const investment = await invest(amount);
    expectWith(investment.status, investment.text).toBe(201);
    const opened = await client.post<ProcessPaymentResponse>(
      '/api/payments/process',
      {
        investmentId: investment.body.investment.id,
        amount: String(amount),
        paymentMethod: 'card',
        userId,
        termsVersion: TERMS_VERSION,
      },
      { headers: { 'idempotency-key': freshKey() } },
    );
    expectWith(opened.status, opened.text).toBe(200);
    const paid = await payInCheckout(api.gateway.url, opened.body.checkout, { card: number });
    return client.post('/api/payments/verify', {
      investmentId: investment.body.investment.id,
      razorpay_order_id: opened.body.checkout.orderId,
      ...(paid.ok ? paid.response : {}),
    });
  };
  expect((await payByCard(100000, CARD)).status).toBe(200);
  expect((await payByCard(200000, DECLINED)).status).toBe(402);
  // Bad inputs that carry sensitive values (validation errors must not echo them into logs).
  await client.post('/api/payments/process', {
    investmentId: 'x',
    amount: '200000',
    paymentMethod: 'card',
    userId,
    termsVersion: TERMS_VERSION,
    cardDetails: { number: CARD, expiry: '13/99', cvv: '12345', holder: '' },
  });
  await client.post('/api/kyc/verify', { aadhaar, pan: 'abcpe1234f', userId, consentVersion: AADHAAR_CONSENT_VERSION, extra: CARD });
  await client.post('/api/otp/generate', { phone, type: 'kyc', cvv: CVV, card: CARD });
  const upiInvestment = await invest(100000);
  expect(
    (
      await client.post('/api/payments/process', {
        investmentId: upiInvestment.body.investment.id,
        amount: '100000',
        paymentMethod: 'upi',
        userId,
        upiId: 'asha.rao@okaxis',
        termsVersion: TERMS_VERSION,
      })
    ).status,
  ).toBe(200);
  expect((await client.post('/api/privacy/requests', { type: 'access', details: 'Please send my data.' })).status).toBe(201);
  await client.get('/api/privacy/export');
  await client.get(`/api/reports/${userId}/portfolio.pdf`);
  await client.get(`/api/reports/${userId}/transactions.csv`);
  // Contact with a contact OTP.
  const contactPhone = newPhone();
  expect((await client.post('/api/otp/generate', { phone: contactPhone, type: 'contact' })).status).toBe(200);
  const contactOtp = await readOtp(client, contactPhone);
  otps.push(contactOtp);
  expect((await client.post('/api/otp/verify', { phone: contactPhone, otp: contactOtp, type: 'contact' })).status).toBe(200);
  expect(
    (
      await client.post('/api/contact', {
        firstName: 'Asha',
        lastName: 'Patil',
        email: 'asha@example.com',
        phone: contactPhone,
        interest: 'Fixed Deposits',
        message: 'Please call me about the 12 month plan.',
        phoneVerified: true,
      })
    ).status,
  ).toBe(201);
  const demo = await api
    .client(freshIp())
    .post<{ userId: string }>('/api/demo/create-account', { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '9876543210' });
  expect(demo.status).toBe(201);
  await api.client(freshIp()).post('/api/demo/invest', {
    userId: demo.body.userId,
    productType: 'fd-premium',
    productName: 'FD Premium',
    amount: 50_000,
    duration: 12,
    returnRate: '18',
  });
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
    // Bank account numbers: the ones typed, spaced or not; never their last four alone, nor inside a longer number.
    expect(findSensitive('"account":"5123 4567 8901"', 'sample', [], [], ['512345678901']).map((f) => f.kind)).toEqual(['bank account number']);
    expect(findSensitive('last4 8901, ref 95123456789012', 'sample', [], [], ['512345678901'])).toEqual([]);
    // Contact details: phone numbers, e-mail addresses, whole UPI IDs; not masked ones, times, ids or hashes.
    const contact = findContactDetails('call +91 9876543210, write asha@example.com, pay asha.rao@okaxis', 'sample');
    expect(contact.map((f) => [f.kind, f.value])).toEqual([
      ['phone number', '9876543210'],
      ['e-mail address', 'asha@example.com'],
      ['UPI ID', 'asha.rao@okaxis'],
    ]);
    expect(findContactDetails('as***@okaxis ******3210 1763780000000 1234567890 5f0c2a1b-8c3d-4e5f-a6b7-1234567890ab @nestjs/core', 'sample')).toEqual([]);
  });

  it('after a whole journey, no table and no log line holds a card, Aadhaar, PAN, CVV or OTP, nor a contact detail out of place', async () => {
    await journey(AADHAAR, PAN);
    await journey('4991 2345 6783', SECOND_PAN);
    const tables = api.app.get(DataSource).entityMetadatas.map((meta) => meta.tableName);
    const findings = [];
    let rows = 0;
    for (const table of tables) {
      const all = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>(`SELECT * FROM ${table}`));
      rows += all.length;
      for (const row of all) {
        findings.push(...findSensitive(JSON.stringify(row), `table ${table}`, otps, [], accountNumbers));
        // Phone numbers and e-mail addresses only in the columns that keep them; a whole UPI ID nowhere.
        for (const [column, value] of Object.entries(row)) {
          if (!CONTACT_COLUMNS.has(`${table}.${column}`)) findings.push(...findContactDetails(cellText(value), `table ${table}.${column}`));
        }
      }
    }
    for (const line of logLines) {
      findings.push(...findSensitive(logLineText(line), `log ${line.slice(0, 300)}`, otps, [], accountNumbers));
      findings.push(...findContactDetails(logLineText(line), `log ${line.slice(0, 300)}`));
    }
    recordFigures('data-at-rest', { 'rows scanned': rows, 'log lines scanned': logLines.length, 'sensitive values found': findings.length });
    expect(rows).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    expect(findings.map(describeFinding).slice(0, 20)).toEqual([]);
  });

  it('a sent code is only in the text (the SMS stand-in): otp_codes holds its HMAC, and no table the text', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    const otp = await readOtp(client, phone);
    const query = <T>(sql: string) => api.app.get(Db).run((em) => em.query<T[]>(sql, [phone]));
    const codes = await query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE phone = ?');
    expect(codes).toHaveLength(1);
    expect(codes[0]?.['code_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(findSensitive(JSON.stringify(codes), 'otp_codes', [otp])).toEqual([]);
    // The rule (deliberately narrowed when the transactional texts came, modules/texts/README.md): a text that carries
    // a code is never stored. `text_outbox` keeps only the transactional templates' texts, none an OTP's.
    const tables = api.app.get(DataSource).entityMetadatas.map((meta) => meta.tableName);
    expect(tables).not.toContain('sms_outbox');
    const texts = await api.app.get(Db).run((em) => em.query<Array<{ event: string; body: string }>>('SELECT event, body FROM text_outbox'));
    expect(texts.filter((text) => !(TEXT_EVENTS as readonly string[]).includes(text.event) || text.body.includes(otp))).toEqual([]);
  });

  it('the transactional texts the journeys wrote are kept for the activity, without a full identifier or a code', async () => {
    const texts = await api.app.get(Db).run((em) => em.query<Array<{ event: string; body: string; variables: string }>>('SELECT * FROM text_outbox'));
    // Both journeys paid by card: each payment received is one text (so the scan of every table above covered them).
    expect(texts.filter((text) => text.event === 'payment_received').length).toBeGreaterThanOrEqual(2);
    for (const text of texts) {
      expect(findSensitive(`${text.body} ${text.variables}`, 'text_outbox', otps, [AADHAAR, PAN, SECOND_PAN, CARD], accountNumbers)).toEqual([]);
      expect(findContactDetails(text.body, 'text_outbox')).toEqual([]);
    }
  });

  it("a failed query logged as the exception filter logs it carries neither its bound values nor the database's quote of them", async () => {
    const phone = newPhone();
    const email = 'query.leak@example.com';
    const client = api.client(freshIp());
    expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
    expect((await client.post('/api/otp/verify', { phone, otp: await readOtp(client, phone) })).status).toBe(200);
    // A duplicate phone: MySQL quotes the value in its message ("Duplicate entry '98...'"), TypeORM keeps the parameters.
    const failed = await api.app
      .get(Db)
      .run((em) => em.query('INSERT INTO users (id, phone, kyc_status, created_at) VALUES (?, ?, ?, ?)', [randomUUID(), phone, email, new Date()]))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    const from = logLines.length;
    const error = failed as Error;
    new Logger('ExceptionFilter').error({ err: error, statusCode: 500 }, `Request failed: ${error.message}`);
    await new Promise((done) => setTimeout(done, 50));
    const lines = logLines.slice(from).filter((line) => line.includes('Request failed'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/QueryFailedError/);
    expect(lines[0]).not.toContain(phone);
    expect(lines[0]).not.toContain(email);
    expect(findContactDetails(logLineText(lines[0] ?? ''), 'log')).toEqual([]);
  });
});
