import { freshPan } from '@invest/testing/identity';
import {
  type BankAccountResponse,
  CONSENT_TEXT_VERSION,
  type ConsentState,
  type ErrorBody,
  type PrivacyEventView,
  type PrivacyExport,
  type PrivacyRequestView,
  SANDBOX_TEST_VALUES,
  type SessionResponse,
} from '@invest/contracts';
import type { EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { verhoeffCheckDigit } from '@invest/contracts';
import { Db } from '../src/database/db.js';
import { BankAccountEntity } from '../src/modules/bank-accounts/entities/bank-account.entity.js';
import { ContactMessageEntity } from '../src/modules/contact/entities/contact-message.entity.js';
import { KycRecordEntity } from '../src/modules/kyc/entities/kyc-record.entity.js';
import { InvestmentEntity } from '../src/modules/investments/entities/investment.entity.js';
import { PaymentEntity } from '../src/modules/payments/entities/payment.entity.js';
import { PayoutEntity } from '../src/modules/payouts/entities/payout.entity.js';
import { OtpCodeEntity } from '../src/modules/otp/entities/otp-code.entity.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { ConsentRecordEntity } from '../src/modules/privacy/entities/consent-record.entity.js';
import { PrivacyRequestEntity } from '../src/modules/privacy/entities/privacy-request.entity.js';
import { ErasureService } from '../src/modules/privacy/erasure.service.js';
import { PrivacySweepService } from '../src/modules/privacy/privacy-sweep.service.js';
import { RETENTION } from '../src/modules/privacy/retention-policy.js';
import { RetentionService } from '../src/modules/privacy/retention.service.js';
import { RateLimitBucketEntity } from '../src/modules/rate-limit/entities/rate-limit-bucket.entity.js';
import { SessionEntity } from '../src/modules/session/entities/session.entity.js';
import { TdsDeclarationEntity } from '../src/modules/tds/entities/tds-declaration.entity.js';
import { UserEntity } from '../src/modules/users/entities/user.entity.js';
import type { HttpClient } from './support/http-client.js';
import { completeKyc } from './support/kyc.js';
import type { PayWith } from './support/gateway.js';
import { buy, PLANS, setClock } from './support/ledger-setup.js';
import { payoutsSentFor, settledPayoutsOf } from './support/payouts.js';
import { newPhone, readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { OTP_IP_LIMIT: '1000' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

interface Person {
  client: HttpClient;
  phone: string;
  userId: string;
}

async function person(): Promise<Person> {
  const client = api.client(freshIp());
  const phone = await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, phone, userId: session.body.userId };
}

describe('privacy API', () => {
  it.each([
    ['GET', '/api/privacy/requests'],
    ['POST', '/api/privacy/requests'],
    ['GET', '/api/privacy/consents'],
    ['PUT', '/api/privacy/consents/marketing'],
    ['GET', '/api/privacy/events'],
    ['GET', '/api/privacy/export'],
  ])('%s %s needs a session (401 AUTHENTICATION_REQUIRED)', async (method, path) => {
    const result = await api.client(freshIp()).request<ErrorBody>(method, path, method === 'GET' ? {} : { body: {} });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('stores requests: access is completed at once, the others pending, one pending per type', async () => {
    const { client } = await person();
    const access = await client.post<PrivacyRequestView>('/api/privacy/requests', { type: 'access' });
    expect(access.status).toBe(201);
    expect(access.body).toMatchObject({ type: 'access', status: 'completed', details: null });
    expect(access.body.completedAt).toBe(access.body.createdAt);

    api.clock.advance(1000);
    const erasure = await client.post<PrivacyRequestView>('/api/privacy/requests', { type: 'erasure', details: ' Close my account ' });
    expect(erasure.status).toBe(201);
    expect(erasure.body).toMatchObject({ type: 'erasure', status: 'pending', details: 'Close my account', completedAt: null });

    const again = await client.post<ErrorBody>('/api/privacy/requests', { type: 'erasure' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('pending Erasure request') as unknown as string });

    const list = await client.get<PrivacyRequestView[]>('/api/privacy/requests');
    expect(list.body.map((request) => [request.type, request.status])).toEqual([
      ['erasure', 'pending'],
      ['access', 'completed'],
    ]);
  });

  it('refuses an unknown request type and unknown fields', async () => {
    const { client } = await person();
    const bad = await client.post<ErrorBody>('/api/privacy/requests', { type: 'delete-everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const extra = await client.post<ErrorBody>('/api/privacy/requests', { type: 'access', userId: 'someone-else' });
    expect(extra.status).toBe(400);
  });

  it("never shows another user's requests, consents or events", async () => {
    const alice = await person();
    const bob = await person();
    await alice.client.post('/api/privacy/requests', { type: 'rectification' });
    await alice.client.request('PUT', '/api/privacy/consents/marketing', { body: { granted: true } });

    const bobRequests = await bob.client.get<PrivacyRequestView[]>('/api/privacy/requests');
    expect(bobRequests.status).toBe(200);
    expect(bobRequests.body).toEqual([]);
    const bobEvents = await bob.client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(bobEvents.body).toEqual([]);
    const bobConsents = await bob.client.get<ConsentState[]>('/api/privacy/consents');
    expect(bobConsents.body.find((consent) => consent.type === 'marketing')?.granted).toBe(false);
    expect((await alice.client.get<PrivacyRequestView[]>('/api/privacy/requests')).body).toHaveLength(1);
  });

  it('optional consents start as denied, and each decision is stored with its text version and time', async () => {
    const { client } = await person();
    const initial = await client.get<ConsentState[]>('/api/privacy/consents');
    expect(initial.body).toEqual([
      { type: 'marketing', label: 'Marketing Communications', granted: false, version: null, updatedAt: null },
      { type: 'analytics', label: 'Analytics & Performance', granted: false, version: null, updatedAt: null },
      { type: 'third-party', label: 'Third-party Integrations', granted: false, version: null, updatedAt: null },
      { type: 'personalization', label: 'Personalized Experience', granted: false, version: null, updatedAt: null },
    ]);

    const granted = await client.request<ConsentState>('PUT', '/api/privacy/consents/analytics', { body: { granted: true } });
    expect(granted.body).toMatchObject({ type: 'analytics', granted: true, version: CONSENT_TEXT_VERSION, updatedAt: api.clock.now().toISOString() });
    await client.request('PUT', '/api/privacy/consents/third-party', { body: { granted: true } });
    const withdrawn = await client.request<ConsentState>('PUT', '/api/privacy/consents/marketing', { body: { granted: false } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ type: 'marketing', granted: false, version: CONSENT_TEXT_VERSION, updatedAt: api.clock.now().toISOString() });
    const exported = await client.get<PrivacyExport>('/api/privacy/export');
    expect(exported.body.consentHistory.map((record) => [record.type, record.granted, record.version])).toEqual([
      ['analytics', true, CONSENT_TEXT_VERSION],
      ['third-party', true, CONSENT_TEXT_VERSION],
      ['marketing', false, CONSENT_TEXT_VERSION],
    ]);
    // Same millisecond: the later record still wins.
    await client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: true } });
    await client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: false } });
    await client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: true } });

    const after = await client.get<ConsentState[]>('/api/privacy/consents');
    expect(after.body.map((consent) => [consent.type, consent.granted])).toEqual([
      ['marketing', false],
      ['analytics', true],
      ['third-party', true],
      ['personalization', true],
    ]);

    const events = await client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(events.body.map((event) => event.description)).toEqual([
      'Personalized Experience consent granted',
      'Personalized Experience consent withdrawn',
      'Personalized Experience consent granted',
      'Personal data downloaded (Access)',
      'Marketing Communications consent withdrawn',
      'Third-party Integrations consent granted',
      'Analytics & Performance consent granted',
    ]);
    caseChecked('consentRecorded');
  });

  it('refuses an unknown consent type, a non-boolean and a missing CSRF header', async () => {
    const { client } = await person();
    const unknown = await client.request<ErrorBody>('PUT', '/api/privacy/consents/telepathy', { body: { granted: true } });
    expect(unknown.status).toBe(404);
    const notBoolean = await client.request<ErrorBody>('PUT', '/api/privacy/consents/marketing', { body: { granted: 'yes' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe('granted must be true or false.');
    const noCsrf = await client.request<ErrorBody>('PUT', '/api/privacy/consents/marketing', { body: { granted: true }, csrf: false });
    expect(noCsrf.status).toBe(403);
    const consents = await client.get<ConsentState[]>('/api/privacy/consents');
    expect(consents.body[0]?.granted).toBe(false);
  });

  it("exports the user's own data as a JSON attachment, and nobody else's", async () => {
    const alice = await person();
    const bob = await person();
    // Alice also sent a contact message from her verified phone.
    await alice.client.post('/api/otp/generate', { phone: alice.phone, type: 'contact' });
    await alice.client.post('/api/otp/verify', { phone: alice.phone, otp: await readOtp(alice.client, alice.phone), type: 'contact' });
    const contact = {
      firstName: 'Alice',
      lastName: 'Rao',
      email: 'alice@example.com',
      phone: alice.phone,
      interest: 'Premium Gold',
      message: 'Tell me about gold SIP.',
    };
    expect((await alice.client.post('/api/contact', contact)).status).toBe(201);
    await alice.client.post('/api/privacy/requests', { type: 'access' });
    await alice.client.request('PUT', '/api/privacy/consents/analytics', { body: { granted: false } });
    await bob.client.post('/api/privacy/requests', { type: 'erasure', details: 'bob-secret-note' });
    await bob.client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: true } });

    const exported = await alice.client.get<PrivacyExport>('/api/privacy/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/application\/json/);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = exported.body;
    expect(data.user).toMatchObject({ id: alice.userId, phone: alice.phone, kycStatus: 'not_started' });
    expect(data.privacyRequests.map((request) => request.type)).toEqual(['access']);
    expect(data.consents.find((consent) => consent.type === 'analytics')?.granted).toBe(false);
    expect(data.consentHistory).toEqual([
      { type: 'analytics', granted: false, version: CONSENT_TEXT_VERSION, recordedAt: expect.any(String) as unknown as string },
    ]);
    expect(data.contactMessages).toMatchObject([{ firstName: 'Alice', message: 'Tell me about gold SIP.', phone: alice.phone }]);
    expect(data.investments).toEqual([]);
    expect(exported.text).not.toContain(bob.userId);
    expect(exported.text).not.toContain(bob.phone);
    expect(exported.text).not.toContain('bob-secret-note');

    const events = await alice.client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(events.body[0]).toMatchObject({ type: 'data_exported', description: 'Personal data downloaded (Access)' });
    const bobEvents = await bob.client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(bobEvents.body.some((event) => event.type === 'data_exported')).toBe(false);
  });

  it('a signed-out browser can no longer download the data', async () => {
    const alice = await person();
    await alice.client.post('/api/session/logout');
    const result = await alice.client.get<ErrorBody>('/api/privacy/export');
    expect(result.status).toBe(401);
  });
});

let aadhaarSeed = 20_000_000 + Math.floor(Math.random() * 70_000_000);
/** A valid Aadhaar (Verhoeff) no other test of this file uses: one Aadhaar verifies one account. */
function freshAadhaar(): string {
  aadhaarSeed += 1;
  const stem = `5${String(aadhaarSeed).padStart(10, '0')}`;
  return `${stem}${verhoeffCheckDigit(stem)}`;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const db = () => api.app.get(Db);
const count = (entity: EntityTarget<ObjectLiteral>, where: FindOptionsWhere<ObjectLiteral>) => db().run((em) => em.count(entity, { where }));

/** Signs in with the code read from the SMS stand-in, which it answers too (the export must not contain it). */
async function personWithCode(): Promise<Person & { otp: string }> {
  const client = api.client(freshIp());
  const phone = newPhone();
  expect((await client.post('/api/otp/generate', { phone, type: 'kyc' })).status).toBe(200);
  const otp = await readOtp(client, phone);
  expect((await client.post('/api/otp/verify', { phone, otp })).status).toBe(200);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, phone, userId: session.body.userId, otp };
}

/** A signed-in person with a verified KYC and bank account who bought one 12-month FD with `payWith` (the approved card by default). */
async function investor(payWith?: PayWith): Promise<Person & { aadhaar: string }> {
  const someone = await person();
  const aadhaar = freshAadhaar();
  const kyc = await completeKyc(someone.client, someone.userId, aadhaar, freshPan());
  expectWith(kyc.status, kyc.text).toBe(200);
  const bought = await buy(api, someone.client, someone.userId, { planId: PLANS.fd12, amount: 100_000, ...(payWith ? { payWith } : {}) });
  expect(bought.paymentStatus === 200).toBe(payWith === undefined);
  return { ...someone, aadhaar };
}

describe('records kept about a person, and for how long', () => {
  it('the export carries the KYC record masked, the sessions and the OTP history, never a code or a full number', async () => {
    const someone = await personWithCode();
    const aadhaar = freshAadhaar();
    const pan = freshPan();
    expect((await completeKyc(someone.client, someone.userId, aadhaar, pan)).status).toBe(200);
    // A second browser: two sessions, one of them the download's.
    const other = api.client(freshIp());
    await signIn(other, someone.phone);

    const exported = await someone.client.get<PrivacyExport>('/api/privacy/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    const data = exported.body;
    expect(data.kyc?.status).toMatchObject({
      kycStatus: 'verified',
      aadhaar: { status: 'verified', masked: `XXXX XXXX ${aadhaar.slice(-4)}` },
      pan: { status: 'verified', masked: `${pan.slice(0, 5)}XXXX${pan.slice(-1)}` },
    });
    expect(data.kyc?.createdAt).toEqual(expect.any(String));
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.otpHistory.map((code) => [code.purpose, code.outcome])).toEqual([
      ['kyc', 'verified'],
      ['kyc', 'verified'],
    ]);
    expect(data.otpHistory[0]).toEqual({
      purpose: 'kyc',
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
      wrongAttempts: 0,
      outcome: 'verified',
      verifiedAt: expect.any(String),
    });
    // Nothing that is a secret or a full identity number.
    expect(exported.text).not.toContain(aadhaar);
    expect(exported.text).not.toContain(aadhaar.slice(0, 8));
    expect(exported.text).not.toContain(pan);
    expect(exported.text).not.toMatch(/code_?hash|codeHash|"id":"[0-9a-f]{64}"/i);
    expect(exported.text).not.toMatch(new RegExp(`(?<![0-9a-f])${someone.otp}(?![0-9a-f])`, 'i'));
    // A person who never started KYC has none.
    const fresh = await person();
    expect((await fresh.client.get<PrivacyExport>('/api/privacy/export')).body.kyc).toBeNull();
    caseChecked('privacyExport');
  });

  it('an erasure request is carried out after its waiting period; what the law requires is kept, then deleted when its time is up', async () => {
    const retention = api.app.get(RetentionService);
    const erasures = api.app.get(ErasureService);
    // Alice never invested nor passed KYC: nothing needs keeping. Bob has a verified KYC and a payment the bank
    // declined (financial records, but no money held).
    const alice = await person();
    await alice.client.post('/api/otp/generate', { phone: alice.phone, type: 'contact' });
    await alice.client.post('/api/otp/verify', { phone: alice.phone, otp: await readOtp(alice.client, alice.phone), type: 'contact' });
    const contact = {
      firstName: 'Alice',
      lastName: 'Rao',
      email: 'alice.erase@example.com',
      phone: alice.phone,
      interest: 'Premium Gold',
      message: 'Please call me about gold SIP.',
    };
    expect((await alice.client.post('/api/contact', contact)).status).toBe(201);
    await alice.client.request('PUT', '/api/privacy/consents/marketing', { body: { granted: false } });
    const bob = await investor({ card: SANDBOX_TEST_VALUES.declinedCardNumber });
    await bob.client.request('PUT', '/api/privacy/consents/analytics', { body: { granted: false } });
    for (const someone of [alice, bob]) {
      const requested = await someone.client.post<PrivacyRequestView>('/api/privacy/requests', { type: 'erasure', details: 'Please delete my account.' });
      expect(requested.status).toBe(201);
      // Nothing held: due at the end of the waiting period.
      expect(requested.body).toMatchObject({
        status: 'pending',
        held: null,
        scheduledFor: new Date(api.clock.now().getTime() + RETENTION.erasureWaitingMs).toISOString(),
      });
    }

    // Not before the waiting period.
    api.clock.advance(RETENTION.erasureWaitingMs - HOUR);
    await erasures.carryOutDue();
    expect(await count(UserEntity, { id: alice.userId })).toBe(1);
    api.clock.advance(2 * HOUR);
    expect(await erasures.carryOutDue()).toBeGreaterThanOrEqual(2);

    // Alice: nothing left, not even by phone number.
    expect(await count(UserEntity, { id: alice.userId })).toBe(0);
    expect(await count(OtpCodeEntity, { phone: alice.phone })).toBe(0);
    expect(await count(ContactMessageEntity, { phone: alice.phone })).toBe(0);
    expect(await count(ConsentRecordEntity, { userId: alice.userId })).toBe(0);
    expect(await count(PrivacyRequestEntity, { userId: alice.userId })).toBe(0);

    // Bob: the financial records and the KYC record stay, without his phone number; everything else is gone.
    const closed = await db().run((em) => em.findOneOrFail(UserEntity, { where: { id: bob.userId } }));
    expect(closed.phone).not.toBe(bob.phone);
    expect(closed.phone).not.toMatch(/^\d{10}$/);
    expect(await count(InvestmentEntity, { userId: bob.userId })).toBe(1);
    expect(await count(PaymentEntity, { userId: bob.userId })).toBeGreaterThanOrEqual(1);
    expect(await count(KycRecordEntity, { userId: bob.userId })).toBe(1);
    expect(await count(BankAccountEntity, { userId: bob.userId })).toBe(0);
    expect(await count(SessionEntity, { userId: bob.userId })).toBe(0);
    expect(await count(ConsentRecordEntity, { userId: bob.userId })).toBe(0);
    expect(await count(OtpCodeEntity, { phone: bob.phone })).toBe(0);
    const requests = await db().run((em) => em.find(PrivacyRequestEntity, { where: { userId: bob.userId } }));
    expect(requests.map((request) => [request.type, request.status, request.details])).toEqual([['erasure', 'completed', null]]);
    // His browser is signed out, and the number signs up again as a new person.
    expect((await bob.client.get('/api/session')).status).toBe(401);
    const again = api.client(freshIp());
    await signIn(again, bob.phone);
    expect((await again.get<SessionResponse>('/api/session')).body.userId).not.toBe(bob.userId);

    // Five years after the closure the KYC record goes; the financial records stay ten years.
    api.clock.advance(RETENTION.kycAfterClosureMs);
    const afterFive = await retention.purge();
    expect(afterFive.kycRecords).toBeGreaterThanOrEqual(1);
    expect(await count(KycRecordEntity, { userId: bob.userId })).toBe(0);
    expect(await count(InvestmentEntity, { userId: bob.userId })).toBe(1);
    api.clock.advance(RETENTION.financialRecordsMs - RETENTION.kycAfterClosureMs - DAY);
    await retention.purge();
    expect(await count(InvestmentEntity, { userId: bob.userId })).toBe(1);
    api.clock.advance(2 * DAY);
    expect((await retention.purge()).closedAccounts).toBeGreaterThanOrEqual(1);
    expect(await count(UserEntity, { id: bob.userId })).toBe(0);
    expect(await count(InvestmentEntity, { userId: bob.userId })).toBe(0);
    expect(await count(PaymentEntity, { userId: bob.userId })).toBe(0);
  });

  it('expired sessions, old OTP rows, idle rate-limit rows and old contact messages are purged on schedule', async () => {
    const retention = api.app.get(RetentionService);
    const someone = await person();
    expect(await count(SessionEntity, { userId: someone.userId })).toBe(1);
    expect(await count(OtpCodeEntity, { phone: someone.phone })).toBe(1);
    expect(await db().run((em) => em.count(RateLimitBucketEntity))).toBeGreaterThan(0);
    // No phone number or address in clear in the rate-limit keys.
    const keys = await db().run((em) => em.find(RateLimitBucketEntity));
    expect(keys.every((bucket) => /^[0-9a-f]{64}$/.test(bucket.key))).toBe(true);

    // 12 hours: the session is dead (absolute lifetime) and purged; the OTP row is kept as history for 30 days.
    api.clock.advance(12 * HOUR + 60_000);
    const first = await retention.purge();
    expect(first.sessions).toBeGreaterThanOrEqual(1);
    expect(await count(SessionEntity, { userId: someone.userId })).toBe(0);
    expect(await count(OtpCodeEntity, { phone: someone.phone })).toBe(1);
    // A day idle: every rate-limit row counts nothing any more.
    api.clock.advance(DAY);
    expect((await retention.purge()).rateLimitBuckets).toBeGreaterThan(0);
    expect(await db().run((em) => em.count(RateLimitBucketEntity))).toBe(0);
    api.clock.advance(RETENTION.otpCodesAfterExpiryMs);
    expect((await retention.purge()).otpCodes).toBeGreaterThanOrEqual(1);
    expect(await count(OtpCodeEntity, { phone: someone.phone })).toBe(0);
  });
});

describe('closing an account while money is held', () => {
  // 10 Jan 2045, noon in India: later than every other test of this file has moved the clock.
  const BOUGHT = '2045-01-10T06:30:00.000Z';
  // A 3-month commercial paper: one payout on its maturity, 10 Apr 2045, ₹50,000 and 3 months at 9% p.a.
  const PAPER = { planId: 'plan.sdi.commercial-papers', amount: 50_000, duration: 3 };
  const PAN = freshPan();
  let carol: Person & { aadhaar: string };
  let requestId: string;

  const signedInAs = async (client: HttpClient) => (await client.get<SessionResponse>('/api/session')).body.userId;

  const pendingErasure = async () => (await db().run((em) => em.findOneByOrFail(PrivacyRequestEntity, { id: requestId }))).status;

  beforeAll(async () => {
    // This test drives the sweeps itself.
    for (const sweep of [PayoutDispatchService, PayoutStatusSweep, PrivacySweepService]) await api.app.get(sweep).stop();
    setClock(api, BOUGHT);
    const someone = await person();
    const aadhaar = freshAadhaar();
    const kyc = await completeKyc(someone.client, someone.userId, aadhaar, PAN);
    expectWith(kyc.status, kyc.text).toBe(200);
    expect((await buy(api, someone.client, someone.userId, PAPER)).paymentStatus).toBe(200);
    // A Form 15G for the year (test setup; the TDS module has its own tests).
    await db().run((em) =>
      em.insert(TdsDeclarationEntity, {
        userId: someone.userId,
        financialYear: '2044-45',
        form: '15G',
        estimatedIncomePaise: 2_00_000_00,
        declaredAt: api.clock.now(),
        updatedAt: api.clock.now(),
      }),
    );
    carol = { ...someone, aadhaar };
  }, 60_000);

  it('answers what is still held and schedules the erasure for after the final payout', async () => {
    const requested = await carol.client.post<PrivacyRequestView>('/api/privacy/requests', { type: 'erasure' });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({
      type: 'erasure',
      status: 'pending',
      completedAt: null,
      held: { activeInvestments: 1, outstandingPrincipal: 50_000, unpaidPayouts: 1, paymentsInProgress: 0, finalPayoutDate: '2045-04-10' },
      // The start of 11 Apr 2045 in India.
      scheduledFor: '2045-04-10T18:30:00.000Z',
    });
    requestId = requested.body.id;
  });

  it('past the waiting period nothing is erased: the person signs in, sees the request and its date, and keeps the bank account', async () => {
    api.clock.advance(RETENTION.erasureWaitingMs + DAY);
    await api.app.get(ErasureService).carryOutDue();
    expect(await pendingErasure()).toBe('pending');
    await signIn(carol.client, carol.phone);
    expect(await signedInAs(carol.client)).toBe(carol.userId);
    const requests = await carol.client.get<PrivacyRequestView[]>('/api/privacy/requests');
    expect(requests.body).toEqual([
      expect.objectContaining({
        id: requestId,
        status: 'pending',
        scheduledFor: '2045-04-10T18:30:00.000Z',
        held: expect.objectContaining({ outstandingPrincipal: 50_000 }),
      }),
    ]);
    const account = await carol.client.get<BankAccountResponse>('/api/bank-account');
    expect(account.body.account?.status).toBe('verified');
  });

  it('the final payout is sent and paid to the bank account on its date; the erasure runs after it', async () => {
    setClock(api, '2045-04-10T06:30:00.000Z');
    await signIn(carol.client, carol.phone);
    expect(await api.app.get(PayoutDispatchService).settleDue(carol.userId)).toBe(1);
    const [maturity] = await settledPayoutsOf(carol.client, carol.userId);
    expect(maturity).toMatchObject({ payoutDate: '2045-04-10', payoutType: 'maturity', status: 'paid', amount: 51_125 });
    expect((await payoutsSentFor(api.gateway.url, `${maturity?.id ?? ''}:1`)).count).toBe(1);
    // Paid, but not yet the day after it: still scheduled, still signed in.
    await api.app.get(ErasureService).carryOutDue();
    expect(await pendingErasure()).toBe('pending');
    expect(await signedInAs(carol.client)).toBe(carol.userId);

    setClock(api, '2045-04-11T00:30:00.000Z');
    expect(await api.app.get(ErasureService).carryOutDue()).toBeGreaterThanOrEqual(1);
    expect((await carol.client.get('/api/session')).status).toBe(401);
    const request = await db().run((em) => em.findOneByOrFail(PrivacyRequestEntity, { id: requestId }));
    expect(request).toMatchObject({ status: 'completed', completedAt: new Date('2045-04-11T00:30:00.000Z') });
    // Kept: the financial records, the KYC record (its Aadhaar hash out of the unique column), the Form 15G.
    expect(await count(InvestmentEntity, { userId: carol.userId })).toBe(1);
    expect(await count(PayoutEntity, { userId: carol.userId, status: 'paid' })).toBe(1);
    const kyc = await db().run((em) => em.findOneByOrFail(KycRecordEntity, { userId: carol.userId }));
    expect(kyc.aadhaarHash).toBeNull();
    expect(kyc.closedAadhaarHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kyc.panCiphertext).not.toBeNull();
    expect(await count(TdsDeclarationEntity, { userId: carol.userId })).toBe(1);
    // Gone: the bank account (its last payout is paid), the sessions, the consents.
    expect(await count(BankAccountEntity, { userId: carol.userId })).toBe(0);
    expect(await count(SessionEntity, { userId: carol.userId })).toBe(0);
  });

  it('the same person registers again: same phone, same Aadhaar and PAN, a new account', async () => {
    const again = api.client(freshIp());
    await signIn(again, carol.phone);
    const newId = await signedInAs(again);
    expect(newId).not.toBe(carol.userId);
    const kyc = await completeKyc(again, newId, carol.aadhaar, PAN);
    expectWith(kyc.status, kyc.text).toBe(200);
    expect((await again.get<PrivacyRequestView[]>('/api/privacy/requests')).body).toEqual([]);
  });

  it('the kept records go when their periods end: KYC 5 years after closure, the Form 15G 7 years after its year, the rest after 10', async () => {
    const retention = api.app.get(RetentionService);
    api.clock.advance(RETENTION.kycAfterClosureMs - DAY);
    await retention.purge();
    expect(await count(KycRecordEntity, { userId: carol.userId })).toBe(1);
    api.clock.advance(2 * DAY);
    expect((await retention.purge()).kycRecords).toBeGreaterThanOrEqual(1);
    expect(await count(KycRecordEntity, { userId: carol.userId })).toBe(0);
    expect(await count(TdsDeclarationEntity, { userId: carol.userId })).toBe(1);

    // FY 2044-45 ends 31 Mar 2045: its declaration is kept to 31 Mar 2052.
    setClock(api, '2052-03-31T06:30:00.000Z');
    await retention.purge();
    expect(await count(TdsDeclarationEntity, { userId: carol.userId })).toBe(1);
    setClock(api, '2052-04-01T06:30:00.000Z');
    expect((await retention.purge()).tdsDeclarations).toBeGreaterThanOrEqual(1);
    expect(await count(TdsDeclarationEntity, { userId: carol.userId })).toBe(0);
    expect(await count(InvestmentEntity, { userId: carol.userId })).toBe(1);

    // Ten years after the last record (the payout of 10 Apr 2045).
    setClock(api, '2055-04-12T06:30:00.000Z');
    await retention.purge();
    expect(await count(UserEntity, { id: carol.userId })).toBe(0);
    expect(await count(PayoutEntity, { userId: carol.userId })).toBe(0);
  });
});
