import { randomUUID } from 'node:crypto';
import {
  AADHAAR_CONSENT_VERSION,
  type AgreementState,
  type ErrorBody,
  KycMessage,
  type PrivacyExport,
  type ProcessPaymentResponse,
  type SessionResponse,
  TERMS_VERSION,
  TermsMessage,
} from '@invest/contracts';
import { freshPan } from '@invest/testing/identity';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { verhoeffCheckDigit } from '@invest/contracts';
import { Db } from '../src/database/db.js';
import { KYC_PROVIDER, type KycProvider } from '../src/modules/kyc/kyc-provider.js';
import { ConsentRecordEntity } from '../src/modules/privacy/entities/consent-record.entity.js';
import type { HttpClient } from './support/http-client.js';
import { completeKyc, confirmAadhaarOtp } from './support/kyc.js';
import { setKycStatus } from './support/kyc-status.js';
import { createInvestment, PLANS } from './support/ledger-setup.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let aadhaarCounter = 0;
/** A Verhoeff-valid Aadhaar of this test's own. */
const freshAadhaar = () => {
  const body = `5${String(Date.now() % 1e7).padStart(7, '0')}${String(++aadhaarCounter).padStart(3, '0')}`;
  return `${body}${verhoeffCheckDigit(body)}`;
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

interface Person {
  client: HttpClient;
  userId: string;
}

async function signedIn(): Promise<Person> {
  const client = api.client(freshIp());
  await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, userId: session.body.userId };
}

async function count(table: string, userId: string): Promise<number> {
  const rows = await api.app
    .get(Db)
    .run((em) => em.query(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, [userId]) as Promise<{ n: number | string }[]>);
  return Number(rows[0]?.n ?? 0);
}

const agreement = async (person: Person, type: AgreementState['type']) =>
  (await person.client.get<AgreementState[]>('/api/privacy/agreements')).body.find((item) => item.type === type);

describe('the Aadhaar e-KYC consent (POST /api/kyc/verify)', () => {
  it('refuses the Aadhaar OTP without the consent, or with another version of its text: 400, the provider is not asked, nothing is written', async () => {
    const person = await signedIn();
    const provider = api.app.get<KycProvider>(KYC_PROVIDER);
    const asked = jest.spyOn(provider, 'sendAadhaarOtp');
    try {
      for (const consentVersion of [undefined, '', '2020-01']) {
        const body = { aadhaar: freshAadhaar(), pan: freshPan(), userId: person.userId, ...(consentVersion === undefined ? {} : { consentVersion }) };
        const refused = await person.client.post<ErrorBody>('/api/kyc/verify', body);
        expectWith(refused.status, String(consentVersion)).toBe(400);
        expect(refused.body).toEqual({
          statusCode: 400,
          code: 'CONSENT_REQUIRED',
          message: KycMessage.ConsentRequired,
          errors: [{ field: 'consentVersion', messages: [KycMessage.ConsentRequired] }],
        });
      }
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
    for (const table of ['consent_records', 'privacy_events', 'kyc_records', 'kyc_aadhaar_challenges']) {
      expectWith(await count(table, person.userId), table).toBe(0);
    }
    expect((await person.client.get<SessionResponse>('/api/session')).body.kycStatus).toBe('not_started');
    expect(await agreement(person, 'aadhaar-ekyc')).toEqual({
      type: 'aadhaar-ekyc',
      label: 'Aadhaar e-KYC consent',
      currentVersion: AADHAAR_CONSENT_VERSION,
      acceptedVersion: null,
      acceptedAt: null,
      current: false,
    });
    caseChecked('consentRecorded');
  });

  it('records the consent with its version and time when the OTP is sent, and the KYC goes on', async () => {
    const person = await signedIn();
    const started = await person.client.post('/api/kyc/verify', {
      aadhaar: freshAadhaar(),
      pan: freshPan(),
      userId: person.userId,
      consentVersion: AADHAAR_CONSENT_VERSION,
    });
    expectWith(started.status, started.text).toBe(202);
    const given = await agreement(person, 'aadhaar-ekyc');
    expect(given).toMatchObject({ acceptedVersion: AADHAAR_CONSENT_VERSION, current: true });
    expect(given?.acceptedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await confirmAadhaarOtp(person.client, person.userId)).status).toBe(200);
    caseChecked('consentRecorded');
  });
});

describe('the Terms & Conditions and Risk Disclosure before the first payment (POST /api/payments/process)', () => {
  const card = (person: Person, investmentId: string, extra: Record<string, unknown> = {}) => ({
    investmentId,
    amount: '100000',
    paymentMethod: 'card',
    userId: person.userId,
    ...extra,
  });
  const pay = (person: Person, body: Record<string, unknown>, key = randomUUID()) =>
    person.client.post<ProcessPaymentResponse & ErrorBody>('/api/payments/process', body, { headers: { 'idempotency-key': key } });

  async function investor(): Promise<Person> {
    const person = await signedIn();
    await setKycStatus(api, person.userId, 'verified');
    return person;
  }

  it('refuses the first payment without the acceptance (400, nothing written, the key stays free), takes it once, and does not ask again', async () => {
    const person = await investor();
    const first = await createInvestment(person.client, person.userId, { planId: PLANS.fd12, amount: 100000 });
    const key = randomUUID();
    for (const termsVersion of [undefined, '2020-01']) {
      const refused = await pay(person, card(person, first, termsVersion === undefined ? {} : { termsVersion }), key);
      expectWith(refused.status, String(termsVersion)).toBe(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        code: 'CONSENT_REQUIRED',
        message: TermsMessage.Required,
        errors: [{ field: 'termsVersion', messages: [TermsMessage.Required] }],
      });
    }
    for (const table of ['payments', 'consent_records', 'privacy_events']) expectWith(await count(table, person.userId), table).toBe(0);
    expect(api.gateway.ledger.charges(`${first}:1`).orders).toEqual([]);
    expect((await agreement(person, 'terms-risk'))?.current).toBe(false);

    // Ticked: the same attempt (same key) goes through, and the acceptance is recorded once, with the intent.
    const accepted = await pay(person, card(person, first, { termsVersion: TERMS_VERSION }), key);
    expectWith(accepted.status, accepted.text).toBe(200);
    expect(await agreement(person, 'terms-risk')).toMatchObject({ acceptedVersion: TERMS_VERSION, current: true });

    // Later payments do not ask again.
    const second = await createInvestment(person.client, person.userId, { planId: PLANS.fd12, amount: 100000 });
    const later = await pay(person, card(person, second));
    expectWith(later.status, later.text).toBe(200);
    expect(await count('consent_records', person.userId)).toBe(1);
    caseChecked('consentRecorded');
  });

  it('asks again once the terms have a new version: an acceptance of an earlier version does not count', async () => {
    const person = await investor();
    await api.app.get(Db).run((em) =>
      em.insert(ConsentRecordEntity, {
        id: randomUUID(),
        userId: person.userId,
        consentType: 'terms-risk',
        granted: true,
        version: '2025-01',
        recordedAt: new Date(Date.now() - 86_400_000),
        sequence: 1,
      }),
    );
    expect(await agreement(person, 'terms-risk')).toMatchObject({ acceptedVersion: '2025-01', currentVersion: TERMS_VERSION, current: false });
    const investmentId = await createInvestment(person.client, person.userId, { planId: PLANS.fd12, amount: 100000 });
    const refused = await pay(person, card(person, investmentId));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CONSENT_REQUIRED');
    expect(await count('payments', person.userId)).toBe(0);
    const accepted = await pay(person, card(person, investmentId, { termsVersion: TERMS_VERSION }));
    expectWith(accepted.status, accepted.text).toBe(200);
    expect(await agreement(person, 'terms-risk')).toMatchObject({ acceptedVersion: TERMS_VERSION, current: true });
    caseChecked('consentRecorded');
  });

  it('a refusal after the acceptance (another investor’s investment) records no acceptance', async () => {
    const person = await investor();
    const other = await investor();
    const theirs = await createInvestment(other.client, other.userId, { planId: PLANS.fd12, amount: 100000 });
    const refused = await pay(person, card(person, theirs, { termsVersion: TERMS_VERSION }));
    expect(refused.status).toBe(404);
    expect(await count('consent_records', person.userId)).toBe(0);
  });
});

describe('both consents in the Access download (GET /api/privacy/export)', () => {
  it('lists each with its version and time, current, and in the consent history', async () => {
    const person = await signedIn();
    // The page's KYC (the shared helper sends the consent), with the bank account investing needs.
    const verified = await completeKyc(person.client, person.userId, freshAadhaar(), freshPan());
    expectWith(verified.status, verified.text).toBe(200);
    const investmentId = await createInvestment(person.client, person.userId, { planId: PLANS.fd12, amount: 100000 });
    const paid = await person.client.post('/api/payments/process', {
      investmentId,
      amount: '100000',
      paymentMethod: 'card',
      userId: person.userId,
      termsVersion: TERMS_VERSION,
    });
    expectWith(paid.status, paid.text).toBe(200);

    const exported = await person.client.get<PrivacyExport>('/api/privacy/export');
    expect(exported.status).toBe(200);
    expect(exported.body.agreements).toEqual([
      expect.objectContaining({ type: 'aadhaar-ekyc', acceptedVersion: AADHAAR_CONSENT_VERSION, current: true, acceptedAt: expect.any(String) }),
      expect.objectContaining({ type: 'terms-risk', acceptedVersion: TERMS_VERSION, current: true, acceptedAt: expect.any(String) }),
    ]);
    expect(exported.body.consentHistory).toEqual([
      { type: 'aadhaar-ekyc', granted: true, version: AADHAAR_CONSENT_VERSION, recordedAt: expect.any(String) },
      { type: 'terms-risk', granted: true, version: TERMS_VERSION, recordedAt: expect.any(String) },
    ]);
    // The optional consents are unchanged by them.
    expect(exported.body.consents.every((consent) => !consent.granted && consent.version === null)).toBe(true);
    expect(exported.body.privacyEvents.map((event) => event.description)).toEqual(
      expect.arrayContaining([
        `Aadhaar e-KYC consent agreed (version ${AADHAAR_CONSENT_VERSION})`,
        `Terms & Conditions and Risk Disclosure agreed (version ${TERMS_VERSION})`,
      ]),
    );
    caseChecked('consentRecorded');
    caseChecked('privacyExport');
  });
});
