import type { ContactRequest, ContactResponse, ErrorBody } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { ContactMessageEntity } from '../src/modules/contact/entities/contact-message.entity.js';
import type { HttpClient } from './support/http-client.js';
import { newPhone, readOtp, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
/** Each test talks from its own address, so the per-address limit only bites where it is tested. */
const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { OTP_IP_LIMIT: '1000' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

function message(phone: string, overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    firstName: 'Asha',
    lastName: 'Patil',
    email: 'asha.patil@example.com',
    phone,
    interest: 'Fixed Deposits',
    message: 'Please call me about the 12 month plan.',
    phoneVerified: true,
    ...overrides,
  };
}

async function verifyPhone(client: HttpClient, phone: string, type: 'contact' | 'kyc' = 'contact'): Promise<void> {
  expect((await client.post('/api/otp/generate', { phone, type })).status).toBe(200);
  const otp = await readOtp(client, phone);
  expect((await client.post('/api/otp/verify', { phone, otp, type })).status).toBe(200);
}

function storedFor(phone: string): Promise<ContactMessageEntity[]> {
  return api.app.get(Db).run((em) => em.find(ContactMessageEntity, { where: { phone } }));
}

describe('POST /api/contact', () => {
  it('stores the message of a phone that passed a contact OTP and answers with a message', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await verifyPhone(client, phone);
    const sent = await client.post<ContactResponse>('/api/contact', message(phone, { firstName: '  Asha  ' }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Thank you for your message. Our team will get back to you shortly.');
    const rows = await storedFor(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: sent.body.id,
      firstName: 'Asha',
      lastName: 'Patil',
      email: 'asha.patil@example.com',
      interest: 'Fixed Deposits',
      message: 'Please call me about the 12 month plan.',
    });
  });

  it('refuses a phone with no contact OTP, whatever the client says about phoneVerified', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    const sent = await client.post<ErrorBody>('/api/contact', message(phone, { phoneVerified: true }));
    expect(sent.status).toBe(403);
    expect(sent.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Please verify your phone number with OTP first.' });
    expect(await storedFor(phone)).toHaveLength(0);
  });

  it('does not accept a kyc OTP, an OTP of another phone, or one verified more than 30 minutes ago', async () => {
    const client = api.client(freshIp());
    const kycPhone = newPhone();
    await verifyPhone(client, kycPhone, 'kyc');
    expect((await client.post('/api/contact', message(kycPhone))).status).toBe(403);

    const verified = newPhone();
    await verifyPhone(client, verified);
    expect((await client.post('/api/contact', message(newPhone()))).status).toBe(403);

    api.clock.advance(31 * 60 * 1000);
    const late = await client.post<ErrorBody>('/api/contact', message(verified));
    expect(late.status).toBe(403);
    expect(await storedFor(verified)).toHaveLength(0);
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName', 'Please fill in all required fields.'],
    ['a blank last name', { lastName: '   ' }, 'lastName', 'Please fill in all required fields.'],
    ['a short message', { message: 'Call me' }, 'message', 'Please write at least 10 characters in your message.'],
    ['an invalid email', { email: 'asha@' }, 'email', 'Please enter a valid email address.'],
    ['a 9-digit phone', { phone: '987654321' }, 'phone', 'Please enter a valid 10-digit phone number.'],
    ['an unknown interest', { interest: 'Crypto' }, 'interest', 'Please choose one of the listed investment interests.'],
    ['a too long first name', { firstName: 'A'.repeat(51) }, 'firstName', 'First name must be at most 50 characters.'],
    ['a too long message', { message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters.'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, override, field, text) => {
    const client = api.client(freshIp());
    const phone = newPhone();
    const sent = await client.post<ErrorBody>('/api/contact', message(phone, override as Partial<ContactRequest>));
    expect(sent.status).toBe(400);
    expect(sent.body.code).toBe('VALIDATION_FAILED');
    expect(sent.body.errors).toEqual([{ field, messages: [text] }]);
  });

  it('refuses a body without the required fields and unknown fields', async () => {
    const client = api.client(freshIp());
    const sent = await client.post<ErrorBody>('/api/contact', { phone: newPhone(), admin: true });
    expect(sent.status).toBe(400);
    const fields = (sent.body.errors ?? []).map((error) => error.field).sort();
    expect(fields).toEqual(['admin', 'email', 'firstName', 'interest', 'lastName', 'message']);
    expect(sent.body.message).toContain('Please fill in all required fields.');
  });

  it('a contact OTP proves the phone for one message only, and signs nobody in', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    await verifyPhone(client, phone);
    expect(client.cookie).toBeUndefined();
    expect((await client.get('/api/session')).status).toBe(401);
    expect((await client.post('/api/contact', message(phone))).status).toBe(201);
    const second = await client.post<ErrorBody>('/api/contact', message(phone));
    expect(second.status).toBe(403);
    expect(second.body.message).toBe('Please verify your phone number with OTP first.');
    expect(await storedFor(phone)).toHaveLength(1);
  });

  it('limits accepted messages to 3 per phone an hour (each with its own OTP), with Retry-After', async () => {
    const client = api.client(freshIp());
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) {
      await verifyPhone(client, phone);
      expect((await client.post('/api/contact', message(phone))).status).toBe(201);
      // The 3-sends-per-15-minutes OTP limit is not what is tested here.
      api.clock.advance(5 * 60_000 + 1000);
    }
    api.clock.advance(15 * 60_000);
    await verifyPhone(client, phone);
    const refused = await client.post<ErrorBody>('/api/contact', message(phone));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedFor(phone)).toHaveLength(3);
  });

  it('limits attempts to 10 per client address an hour, verified or not', async () => {
    const client = api.client(freshIp());
    for (let i = 0; i < 10; i += 1) expect((await client.post('/api/contact', message(newPhone()))).status).toBe(403);
    const phone = newPhone();
    await verifyPhone(client, phone);
    const refused = await client.post<ErrorBody>('/api/contact', message(phone));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages from your network\./);
    api.clock.advance(60 * 60 * 1000 + 1000);
    // The hour has passed, but the OTP is now too old as well.
    expect((await client.post('/api/contact', message(phone))).status).toBe(403);
  });

  it('needs the CSRF header', async () => {
    const client = api.client(freshIp());
    const sent = await client.post<ErrorBody>('/api/contact', message(newPhone()), { csrf: false });
    expect(sent.status).toBe(403);
    expect(sent.body.code).toBe('CSRF_HEADER_MISSING');
  });
});
