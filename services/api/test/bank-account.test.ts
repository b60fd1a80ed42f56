import { freshPan } from '@invest/testing/identity';
import {
  BankAccountMessage,
  type BankAccountResponse,
  type ErrorBody,
  type IfscLookupResponse,
  type PrivacyExport,
  PAYOUT_ACCOUNT_COOLING_OFF_HOURS,
  SANDBOX_PAYOUT_TEST_VALUES as PAYOUT_TEST,
  type SessionResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { PayoutDestinations } from '../src/modules/bank-accounts/payout-destinations.js';
import { KycIdentity } from '../src/modules/kyc/kyc-identity.js';
import { addBankAccount, bankAccountOtp, freshAccountNumber, ownAccount } from './support/bank-account.js';
import type { HttpClient } from './support/http-client.js';
import { completeKyc } from './support/kyc.js';
import { setKycStatus } from './support/kyc-status.js';
import { PLANS } from './support/ledger-setup.js';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

/**
 * The investor's bank account, proven by a penny drop at the gateway stand-in (RazorpayX's fund-account validation,
 * its documented test values), with the bank's name matched to the KYC name; and the invest gate it opens.
 */
let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.12.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

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
  phone: string;
}

async function signedIn(): Promise<Person> {
  const client = api.client(freshIp());
  const phone = await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, userId: session.body.userId, phone };
}

/** KYC verified (the sandbox holder, Asha Rao), no bank account yet. */
async function kycVerified(): Promise<Person> {
  const person = await signedIn();
  await setKycStatus(api, person.userId, 'verified', { bankAccount: false });
  return person;
}

const invest = (person: Person) =>
  person.client.post<ErrorBody>('/api/investments', { userId: person.userId, planId: PLANS.fd12, amount: 100_000, investmentDate: new Date().toISOString() });

const investmentsOf = (userId: string) => api.app.get(Db).run((em) => em.query<unknown[]>('SELECT id FROM investments WHERE user_id = ?', [userId]));

describe('GET /api/bank-account/ifsc/:ifsc', () => {
  it('answers the bank and branch of a known IFSC, any case', async () => {
    const { client } = await signedIn();
    const found = await client.get<IfscLookupResponse>(`/api/bank-account/ifsc/${PAYOUT_TEST.ifsc.toLowerCase()}`);
    expectWith(found.status, found.text).toBe(200);
    expect(found.body).toMatchObject({ ifsc: PAYOUT_TEST.ifsc, bank: expect.stringMatching(/State Bank of India/i) as unknown as string });
    expect(found.body.branch).toEqual(expect.any(String));
  });

  it('refuses a malformed IFSC (400) and an unknown one (404), and a visitor (401)', async () => {
    const { client } = await signedIn();
    const malformed = await client.get<ErrorBody>('/api/bank-account/ifsc/SBIN1000300');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED', message: BankAccountMessage.InvalidIfsc });
    const unknown = await client.get<ErrorBody>('/api/bank-account/ifsc/ZZZZ0999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: BankAccountMessage.UnknownIfsc });
    expect((await api.client(freshIp()).get('/api/bank-account/ifsc/SBIN0000300')).status).toBe(401);
  });
});

describe('POST /api/bank-account', () => {
  it('needs a session and a verified KYC', async () => {
    expect((await addBankAccount(api.client(freshIp()), ownAccount())).status).toBe(401);
    const person = await signedIn();
    const refused = await addBankAccount(person.client, ownAccount());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'KYC_VERIFICATION_REQUIRED', message: BankAccountMessage.KycRequired });
    expect((await person.client.get<BankAccountResponse>('/api/bank-account')).body).toEqual({
      message: BankAccountMessage.NotAdded,
      account: null,
      payoutsGoTo: null,
      changeNeedsOtp: false,
    });
  });

  it('verifies an account the bank holds in the KYC name: last four only, and payouts go to it', async () => {
    const person = await kycVerified();
    const accountNumber = freshAccountNumber();
    const added = await addBankAccount(
      person.client,
      ownAccount({ accountNumber: ` ${accountNumber.slice(0, 6)} ${accountNumber.slice(6)} `, ifsc: 'sbin0000300', holderName: 'Mrs.  asha RAO' }),
    );
    expectWith(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({
      message: BankAccountMessage.Verified,
      account: { status: 'verified', last4: accountNumber.slice(-4), ifsc: PAYOUT_TEST.ifsc, holderName: 'Mrs. asha RAO', failureReason: null },
    });
    expect(added.body.account?.bankName).toMatch(/State Bank of India/i);
    expect(added.body.account?.verifiedAt).toEqual(expect.any(String));
    expect(added.text).not.toContain(accountNumber);
    const shown = await person.client.get<BankAccountResponse>('/api/bank-account');
    expect(shown.body).toEqual(added.body);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const destination = await api.app.get(PayoutDestinations).verifiedFor(person.userId);
    expect(destination).toMatchObject({ last4: accountNumber.slice(-4), fundAccountId: expect.stringMatching(/^fa_/) as unknown as string });

    // The same account again: nothing to prove, no second penny drop.
    expect((await addBankAccount(person.client, ownAccount({ accountNumber }))).status).toBe(200);
    expect((await api.app.get(PayoutDestinations).verifiedFor(person.userId))?.bankAccountId).toBe(destination?.bankAccountId);
  });

  it('refuses an account held in another name (422), and one typed in another name', async () => {
    const person = await kycVerified();
    const mismatch = await addBankAccount(person.client, ownAccount({ accountNumber: PAYOUT_TEST.nameMismatchAccount }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ code: 'BANK_ACCOUNT_REJECTED', message: BankAccountMessage.NameMismatch });
    const shown = await person.client.get<BankAccountResponse>('/api/bank-account');
    expect(shown.body).toMatchObject({
      message: BankAccountMessage.NameMismatch,
      account: { status: 'failed', failureReason: BankAccountMessage.NameMismatch },
    });
    // The stand-in's bank holds any other account in the name typed: someone else's name is not the investor's.
    const otherName = await addBankAccount(person.client, ownAccount({ holderName: 'Ravi Kumar Sharma' }));
    expect(otherName.status).toBe(422);
    expect(otherName.body.message).toBe(BankAccountMessage.NameMismatch);
    expect(await api.app.get(PayoutDestinations).verifiedFor(person.userId)).toBeNull();
  });

  it('refuses an account the bank holds under an initial for the first name ("A Rao" could be Arun Rao): a near match, said so', async () => {
    const person = await kycVerified();
    const near = await addBankAccount(person.client, ownAccount({ holderName: 'A Rao' }));
    expect(near.status).toBe(422);
    expect(near.body).toMatchObject({ code: 'BANK_ACCOUNT_REJECTED', message: BankAccountMessage.NameNearMatch });
    expect(await api.app.get(PayoutDestinations).verifiedFor(person.userId)).toBeNull();
    // The same account held in the full name goes through.
    expect((await addBankAccount(person.client, ownAccount({ holderName: 'Asha Rao' }))).status).toBe(200);
    caseChecked('nameMatchInitials');
  });

  it('refuses an account the bank does not know (422); a failed attempt never replaces a verified account', async () => {
    const person = await kycVerified();
    const first = freshAccountNumber();
    expect((await addBankAccount(person.client, ownAccount({ accountNumber: first }))).status).toBe(200);
    const before = await api.app.get(PayoutDestinations).verifiedFor(person.userId);

    // Replacing it takes the phone OTP (bank-account-change.test.ts): one code per attempt.
    const invalid = await addBankAccount(person.client, {
      ...ownAccount({ accountNumber: PAYOUT_TEST.invalidAccount }),
      otp: await bankAccountOtp(person.client, person.phone),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ code: 'BANK_ACCOUNT_REJECTED', message: BankAccountMessage.AccountInvalid });
    expect(await api.app.get(PayoutDestinations).verifiedFor(person.userId)).toEqual(before);
    // What the investor sees is still the account payouts go to.
    expect((await person.client.get<BankAccountResponse>('/api/bank-account')).body.account).toMatchObject({ status: 'verified', last4: first.slice(-4) });

    // A newly verified account replaces it, once its cooling-off has passed.
    const second = freshAccountNumber();
    const changed = await addBankAccount(person.client, { ...ownAccount({ accountNumber: second }), otp: await bankAccountOtp(person.client, person.phone) });
    expect(changed.status).toBe(200);
    expect(await api.app.get(PayoutDestinations).verifiedFor(person.userId)).toEqual(before);
    api.clock.advance(PAYOUT_ACCOUNT_COOLING_OFF_HOURS * 60 * 60_000);
    const after = await api.app.get(PayoutDestinations).verifiedFor(person.userId);
    expect(after?.last4).toBe(second.slice(-4));
    expect(after?.bankAccountId).not.toBe(before?.bankAccountId);
    const rows = await api.app
      .get(Db)
      .run((em) =>
        em.query<{ status: string; replaced_at: unknown }[]>('SELECT status, replaced_at FROM bank_accounts WHERE user_id = ? ORDER BY attempt', [
          person.userId,
        ]),
      );
    expect(rows.map((row) => [row.status, row.replaced_at !== null])).toEqual([
      ['verified', true],
      ['failed', false],
      ['verified', false],
    ]);
  });

  it('refuses malformed details and an unknown IFSC with the field named (400), before any penny drop', async () => {
    const person = await kycVerified();
    const malformed = await addBankAccount(person.client, { accountNumber: '12345678', ifsc: 'SBIN1000300', holderName: ' ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(malformed.body.errors).toEqual([
      { field: 'accountNumber', messages: [BankAccountMessage.InvalidAccountNumber] },
      { field: 'ifsc', messages: [BankAccountMessage.InvalidIfsc] },
      { field: 'holderName', messages: [BankAccountMessage.HolderNameRequired] },
    ]);
    expect(malformed.text).not.toContain('12345678');
    const unknown = await addBankAccount(person.client, ownAccount({ ifsc: 'ZZZZ0999999' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'ifsc', messages: [BankAccountMessage.UnknownIfsc] }]);
    expect((await addBankAccount(person.client, { accountNumber: 123, ifsc: PAYOUT_TEST.ifsc } as never)).status).toBe(400);
    const rows = await api.app.get(Db).run((em) => em.query<unknown[]>('SELECT id FROM bank_accounts WHERE user_id = ?', [person.userId]));
    expect(rows).toEqual([]);
  });

  it('allows 5 penny drops per hour per user (429 after)', async () => {
    const person = await kycVerified();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await addBankAccount(person.client, ownAccount({ accountNumber: PAYOUT_TEST.invalidAccount }))).status).toBe(422);
    }
    const limited = await addBankAccount(person.client, ownAccount());
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('never stores nor logs the account number or the names in clear', async () => {
    const from = logLines.length;
    const person = await kycVerified();
    const accountNumber = freshAccountNumber();
    expect((await addBankAccount(person.client, ownAccount({ accountNumber, ifsc: 'bad' }))).status).toBe(400);
    expect((await addBankAccount(person.client, ownAccount({ accountNumber }))).status).toBe(200);
    const rows = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>('SELECT * FROM bank_accounts WHERE user_id = ?', [person.userId]));
    expect(rows).toHaveLength(1);
    expect(String(rows[0]?.['account_ciphertext'])).toMatch(/^v1\./);
    expect(String(rows[0]?.['account_hash'])).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.['last4']).toBe(accountNumber.slice(-4));
    for (const table of ['bank_accounts', 'kyc_records', 'users', 'rate_limit_buckets']) {
      const all = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>(`SELECT * FROM ${table}`));
      const text = JSON.stringify(all);
      expect(text).not.toContain(accountNumber);
      expect(text.toUpperCase()).not.toContain('ASHA RAO');
    }
    const lines = logLines.slice(from);
    expect(lines.some((line) => line.includes('"accountNumber":"[Redacted]"'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(accountNumber);
      expect(line.toUpperCase()).not.toContain('ASHA RAO');
    }
  });
});

describe('the Access download', () => {
  it('lists every bank account added, last four digits only', async () => {
    const person = await kycVerified();
    const accountNumber = freshAccountNumber();
    expect((await addBankAccount(person.client, ownAccount({ accountNumber: PAYOUT_TEST.invalidAccount }))).status).toBe(422);
    expect((await addBankAccount(person.client, ownAccount({ accountNumber }))).status).toBe(200);
    const exported = await person.client.get<PrivacyExport>('/api/privacy/export');
    expect(exported.status).toBe(200);
    expect(exported.body.bankAccounts.map((account) => [account.status, account.last4])).toEqual([
      ['failed', PAYOUT_TEST.invalidAccount.slice(-4)],
      ['verified', accountNumber.slice(-4)],
    ]);
    expect(exported.text).not.toContain(accountNumber);
  });
});

describe('KYC keeps the holder for the name match and TDS', () => {
  it('the Aadhaar e-KYC name and date of birth, encrypted, for a verified user only', async () => {
    const person = await signedIn();
    expect(await api.app.get(KycIdentity).holderOf(person.userId)).toBeNull();
    const aadhaar = '2341 2341 2346';
    expect((await completeKyc(person.client, person.userId, aadhaar, freshPan(), { bankAccount: false })).status).toBe(200);
    expect(await api.app.get(KycIdentity).holderOf(person.userId)).toEqual({ name: 'Asha Rao', dateOfBirth: '1990-08-15' });
    const record = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>('SELECT * FROM kyc_records WHERE user_id = ?', [person.userId]));
    expect(String(record[0]?.['holder_name_ciphertext'])).toMatch(/^v1\./);
    expect(String(record[0]?.['date_of_birth_ciphertext'])).toMatch(/^v1\./);
    // The plain name and date of birth in any form (a bare '1990' also turns up in random hashes and ciphertexts).
    expect(JSON.stringify(record)).not.toMatch(/Asha Rao|1990-08-15|15[-/]08[-/]1990|19900815/);
  });
});

describe('POST /api/investments needs a verified bank account', () => {
  it('403 BANK_ACCOUNT_REQUIRED without one, nothing created; 201 once verified', async () => {
    const person = await kycVerified();
    const refused = await invest(person);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'BANK_ACCOUNT_REQUIRED', message: BankAccountMessage.RequiredToInvest });
    // A failed or pending attempt does not open the gate either.
    expect((await addBankAccount(person.client, ownAccount({ accountNumber: PAYOUT_TEST.invalidAccount }))).status).toBe(422);
    expect((await invest(person)).status).toBe(403);
    expect(await investmentsOf(person.userId)).toEqual([]);

    expect((await addBankAccount(person.client, ownAccount())).status).toBe(200);
    const created = await invest(person);
    expectWith(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await investmentsOf(person.userId)).toHaveLength(1);
  });

  it('KYC is still checked first', async () => {
    const person = await signedIn();
    expect((await invest(person)).body.code).toBe('KYC_VERIFICATION_REQUIRED');
  });
});
