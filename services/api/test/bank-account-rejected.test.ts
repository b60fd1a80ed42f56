import {
  BankAccountMessage,
  type BankAccountResponse,
  type ErrorBody,
  SANDBOX_GATEWAY,
  SANDBOX_PAYOUT_TEST_VALUES as PAYOUT_TEST,
  type SessionResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { addBankAccount, bankAccountOtp, ownAccount } from './support/bank-account.js';
import { setKycStatus } from './support/kyc-status.js';
import { buy, PLANS, setClock } from './support/ledger-setup.js';
import { payoutInvestor, settledPayoutsOf } from './support/payouts.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * A bank account the penny drop rejected is kept as a failed attempt (the ₹1 validation happened, the investor sees
 * the attempt and why), and is never where money goes: it opens no investment, and payouts go on to the verified
 * account, or wait for one.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.71.0.${++ip}`;

const PURCHASE = '2026-03-10T06:30:00.000Z';
const AFTER_FIRST_PAYOUT = '2026-04-16T06:30:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // The test moves the clock; the dashboard's reads send what is due.
  await api.app.get(PayoutDispatchService).stop();
  await api.app.get(PayoutStatusSweep).stop();
  setClock(api, PURCHASE);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

/** RazorpayX's fund account a payout was made to, read back from the stand-in over its REST API. */
async function accountNumberOfFundAccount(fundAccountId: string): Promise<string> {
  const auth = Buffer.from(`${SANDBOX_GATEWAY.keyId}:${SANDBOX_GATEWAY.keySecret}`).toString('base64');
  const response = await fetch(`${api.gateway.url}/v1/fund_accounts/${fundAccountId}`, { headers: { authorization: `Basic ${auth}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bank_account: { account_number: string } }).bank_account.account_number;
}

describe('a rejected bank account', () => {
  it('is kept as a failed attempt the investor sees, and opens no investment', async () => {
    const client = api.client(nextIp());
    await signIn(client);
    const session = await client.get<SessionResponse>('/api/session');
    await setKycStatus(api, session.body.userId, 'verified', { bankAccount: false });
    const rejected = await addBankAccount(client, ownAccount({ accountNumber: PAYOUT_TEST.nameMismatchAccount }));
    expect(rejected.status).toBe(422);
    expect(rejected.body).toMatchObject({ code: 'BANK_ACCOUNT_REJECTED', message: BankAccountMessage.NameMismatch });
    const shown = await client.get<BankAccountResponse>('/api/bank-account');
    expect(shown.body.account).toMatchObject({ status: 'failed', last4: PAYOUT_TEST.nameMismatchAccount.slice(-4), verifiedAt: null });
    const investment = await client.post<ErrorBody>('/api/investments', {
      userId: session.body.userId,
      planId: PLANS.fd12,
      amount: 100_000,
      investmentDate: new Date().toISOString(),
    });
    expect(investment.status).toBe(403);
    expect(investment.body.code).toBe('BANK_ACCOUNT_REQUIRED');
  });

  it('never receives a payout: after a rejected attempt, the payouts go to the verified account', async () => {
    const investor = await payoutInvestor(api, nextIp());
    expect((await buy(api, investor.http, investor.id, { planId: PLANS.fd12, amount: 100_000 })).paymentStatus).toBe(200);
    const otp = await bankAccountOtp(investor.http, investor.phone);
    const rejected = await addBankAccount(investor.http, { ...ownAccount({ accountNumber: PAYOUT_TEST.nameMismatchAccount }), otp });
    expectWith(rejected.status, rejected.text).toBe(422);

    setClock(api, AFTER_FIRST_PAYOUT);
    await signIn(investor.http, investor.phone);
    const paid = (await settledPayoutsOf(investor.http, investor.id)).filter((payout) => payout.status !== 'pending');
    expect(paid.length).toBeGreaterThan(0);
    for (const payout of paid) {
      expect(payout).toMatchObject({ status: 'paid', bankLast4: investor.accountNumber.slice(-4) });
      const [sent] = api.gateway.ledger.payouts({ referenceId: `${payout.id}:1` }).payouts;
      const made = api.gateway.ledger.payout(sent ?? '');
      expect(await accountNumberOfFundAccount(made?.fund_account_id ?? '')).toBe(investor.accountNumber);
    }
  });
});
