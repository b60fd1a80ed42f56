import { BankAccountMessage, type BankAccountResponse, type ErrorBody, SANDBOX_GATEWAY, type SessionResponse } from '@invest/contracts';
import { type SandboxGateway, startSandboxGateway } from '@invest/sandbox-gateway';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { PayoutDestinations } from '../src/modules/bank-accounts/payout-destinations.js';
import { addBankAccount, bankAccountOtp, ownAccount } from './support/bank-account.js';
import { setKycStatus } from './support/kyc-status.js';
import { PLANS } from './support/ledger-setup.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * A penny drop slower than POST waits for (about 3 s): 202 verifying, then GET /api/bank-account follows it up at the
 * gateway until the bank answers. And RazorpayX not answering: 503, nothing recorded.
 */
const VALIDATION_MS = 6_000;
let database: TestDatabase;
let slowBank: SandboxGateway;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  slowBank = await startSandboxGateway({
    port: 0,
    keyId: SANDBOX_GATEWAY.keyId,
    keySecret: SANDBOX_GATEWAY.keySecret,
    webhookSecret: SANDBOX_GATEWAY.webhookSecret,
    fundAccountValidationMs: VALIDATION_MS,
    logLevel: 'silent',
  });
  api = await startTestApp(database, { RAZORPAY_API_URL: slowBank.url });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await slowBank?.close();
  await database?.drop();
}, 60_000);

describe('a penny drop still under way', () => {
  it('answers 202 verifying; GET follows it up until verified; the gateway down is 503 with nothing recorded', async () => {
    const client = api.client('10.13.0.1');
    const phone = await signIn(client);
    const userId = (await client.get<SessionResponse>('/api/session')).body.userId;
    await setKycStatus(api, userId, 'verified', { bankAccount: false });
    const started = Date.now();

    const added = await addBankAccount(client, ownAccount());
    expectWith(added.status, added.text).toBe(202);
    expect(added.body).toMatchObject({ message: BankAccountMessage.Verifying, account: { status: 'verifying', verifiedAt: null } });
    expect((await client.get<BankAccountResponse>('/api/bank-account')).body.account?.status).toBe('verifying');
    // Not verified yet: investing stays closed.
    const invest = await client.post<ErrorBody>('/api/investments', { userId, planId: PLANS.fd12, amount: 100_000, investmentDate: new Date().toISOString() });
    expect(invest.body.code).toBe('BANK_ACCOUNT_REQUIRED');
    expect(await api.app.get(PayoutDestinations).verifiedFor(userId)).toBeNull();

    // GET asks the gateway each time: verifying until the bank answers (VALIDATION_MS after the stand-in got it).
    let settled = await client.get<BankAccountResponse>('/api/bank-account');
    while (settled.body.account?.status === 'verifying' && Date.now() - started < VALIDATION_MS + 10_000) {
      await new Promise((done) => setTimeout(done, 250));
      settled = await client.get<BankAccountResponse>('/api/bank-account');
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(VALIDATION_MS);
    expect(settled.body).toMatchObject({ message: BankAccountMessage.Verified, account: { status: 'verified' } });
    expect(await api.app.get(PayoutDestinations).verifiedFor(userId)).not.toBeNull();

    await slowBank.close();
    const count = async () => (await api.app.get(Db).run((em) => em.query<unknown[]>('SELECT id FROM bank_accounts WHERE user_id = ?', [userId]))).length;
    const before = await count();
    // Another account, with the OTP a change takes: the gateway does not answer.
    const down = await addBankAccount(client, { ...ownAccount(), otp: await bankAccountOtp(client, phone) });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('GATEWAY_UNAVAILABLE');
    expect(await count()).toBe(before);
    expect((await client.get<BankAccountResponse>('/api/bank-account')).body.account?.status).toBe('verified');
  });
});
