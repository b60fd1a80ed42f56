import {
  type BankAccountRequest,
  type CreateInvestmentResponse,
  type ErrorBody,
  type GatewayCheckout,
  type PaymentCompletedResponse,
  PaymentValidationMessage,
  type ProcessPaymentResponse,
  SANDBOX_TEST_VALUES,
  type SessionResponse,
  TERMS_VERSION,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { BankAccountEntity } from '../src/modules/bank-accounts/entities/bank-account.entity.js';
import { addBankAccount, ownAccount } from './support/bank-account.js';
import { payInCheckout, type PayWith } from './support/gateway.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { PLANS } from './support/ledger-setup.js';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

/**
 * Third-party validation (Razorpay TPV): net-banking and UPI orders name the investor's own verified bank account, the
 * gateway takes their payment only from it, and without a verified account those methods are refused before any order.
 */
let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.28.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let keyCounter = 0;
const freshKey = () => `tpv-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

interface Investor {
  client: HttpClient;
  userId: string;
  /** The account the investor verified by penny drop. */
  account: BankAccountRequest;
}

/** A KYC-verified investor who adds and verifies their own bank account through POST /api/bank-account. */
async function investorWithAccount(): Promise<Investor> {
  const client = api.client(freshIp());
  await signIn(client);
  const { userId } = (await client.get<SessionResponse>('/api/session')).body;
  await setKycStatus(api, userId, 'verified', { bankAccount: false });
  const account = ownAccount();
  const added = await addBankAccount(client, account);
  expectWith(added.status, added.text).toBe(200);
  expect(added.body.account?.status).toBe('verified');
  return { client, userId, account };
}

async function createInvestment(investor: Investor): Promise<string> {
  const created = await investor.client.post<CreateInvestmentResponse>('/api/investments', {
    userId: investor.userId,
    planId: PLANS.fd12,
    amount: 100000,
    investmentDate: new Date().toISOString(),
  });
  expectWith(created.status, created.text).toBe(201);
  return created.body.investment.id;
}

const netBanking = (investor: Investor, investmentId: string) => ({
  investmentId,
  amount: '100000',
  paymentMethod: 'netbanking',
  bank: 'HDFC',
  userId: investor.userId,
});
const upi = (investor: Investor, investmentId: string) => ({
  investmentId,
  amount: '100000',
  paymentMethod: 'upi',
  upiId: SANDBOX_TEST_VALUES.approvedUpiId,
  userId: investor.userId,
});
const card = (investor: Investor, investmentId: string) => ({
  investmentId,
  amount: '100000',
  paymentMethod: 'card',
  userId: investor.userId,
});

function process(investor: Investor, body: Record<string, unknown>) {
  return investor.client.post<ProcessPaymentResponse & ErrorBody>(
    '/api/payments/process',
    { termsVersion: TERMS_VERSION, ...body },
    { headers: { 'idempotency-key': freshKey() } },
  );
}

async function openCheckout(investor: Investor, body: Record<string, unknown>): Promise<GatewayCheckout> {
  const opened = await process(investor, body);
  expectWith(opened.status, opened.text).toBe(200);
  return opened.body.checkout;
}

async function payAndVerify(investor: Investor, investmentId: string, checkout: GatewayCheckout, payWith: PayWith) {
  const paid = await payInCheckout(api.gateway.url, checkout, payWith);
  return investor.client.post<PaymentCompletedResponse & ErrorBody>('/api/payments/verify', {
    investmentId,
    razorpay_order_id: checkout.orderId,
    ...(paid.ok ? paid.response : {}),
  });
}

async function rows<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
  return api.app.get(Db).run((em) => em.query(sql, parameters) as Promise<T[]>);
}

async function count(table: string, column: string, value: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [value]);
  return Number(row?.n ?? 0);
}

async function investmentStatus(investmentId: string): Promise<string | undefined> {
  const [row] = await rows<{ status: string }>('SELECT status FROM investments WHERE id = ?', [investmentId]);
  return row?.status;
}

describe('orders name the investor’s own account', () => {
  it('sends the verified account (number, IFSC, holder) with net-banking and UPI orders, never with card orders, and logs no number', async () => {
    const investor = await investorWithAccount();
    const byBank = await openCheckout(investor, netBanking(investor, await createInvestment(investor)));
    const expected = {
      account_number: investor.account.accountNumber,
      ifsc: investor.account.ifsc,
      name: expect.stringMatching(new RegExp(`^${investor.account.holderName}$`, 'i')),
    };
    expect(api.gateway.ledger.orderBankAccount(byBank.orderId)).toEqual(expected);
    // The checkout options the browser gets (kept 24 h as the idempotent reply) carry no account number.
    expect(JSON.stringify(byBank)).not.toContain(investor.account.accountNumber);

    const byUpi = await openCheckout(investor, upi(investor, await createInvestment(investor)));
    expect(api.gateway.ledger.orderBankAccount(byUpi.orderId)).toEqual(expected);

    const byCard = await openCheckout(investor, card(investor, await createInvestment(investor)));
    expect(api.gateway.ledger.orderBankAccount(byCard.orderId)).toBeNull();

    expect(logLines.join('\n')).not.toContain(investor.account.accountNumber);
    caseChecked('thirdPartyValidation');
  });
});

describe('a payment from another account', () => {
  it('fails with the own-account message and activates nothing; paying again from the verified account succeeds', async () => {
    const investor = await investorWithAccount();
    const investmentId = await createInvestment(investor);
    const first = await openCheckout(investor, netBanking(investor, investmentId));
    const refused = await payAndVerify(investor, investmentId, first, {
      bank: 'HDFC',
      outcome: 'success',
      payerAccountNumber: SANDBOX_TEST_VALUES.otherBankAccountNumber,
    });
    expectWith(refused.status, refused.text).toBe(402);
    expect(refused.body.code).toBe('PAYMENT_DECLINED');
    expect(refused.body.message).toBe(`Payment declined: ${PaymentValidationMessage.NotOwnAccount} Your investment has not been paid; no money was taken.`);
    expect(await investmentStatus(investmentId)).toBe('payment_failed');
    expect(await count('transactions', 'investment_id', investmentId)).toBe(0);
    expect(await count('payouts', 'investment_id', investmentId)).toBe(0);
    const [attempt] = await rows<{ status: string; failure_reason: string }>('SELECT status, failure_reason FROM payments WHERE gateway_order_id = ?', [
      first.orderId,
    ]);
    expect(attempt).toEqual({
      status: 'failed',
      failure_reason: PaymentValidationMessage.NotOwnAccount,
    });
    // Asked again (or told by the webhook) it answers the same.
    const again = await investor.client.post<ErrorBody>('/api/payments/verify', { investmentId, razorpay_order_id: first.orderId });
    expect(again.status).toBe(402);

    // UPI from another account fails the same way.
    const byUpi = await openCheckout(investor, upi(investor, investmentId));
    const upiRefused = await payAndVerify(investor, investmentId, byUpi, {
      vpa: SANDBOX_TEST_VALUES.approvedUpiId,
      payerAccountNumber: SANDBOX_TEST_VALUES.otherBankAccountNumber,
    });
    expect(upiRefused.status).toBe(402);
    expect(upiRefused.body.message).toContain(PaymentValidationMessage.NotOwnAccount);
    expect(await investmentStatus(investmentId)).toBe('payment_failed');

    const retry = await openCheckout(investor, netBanking(investor, investmentId));
    expect(retry.orderId).not.toBe(first.orderId);
    const paid = await payAndVerify(investor, investmentId, retry, {
      bank: 'HDFC',
      outcome: 'success',
    });
    expectWith(paid.status, paid.text).toBe(200);
    expect(await investmentStatus(investmentId)).toBe('active');
    caseChecked('thirdPartyValidation');
  });
});

describe('without a verified bank account', () => {
  it('refuses net banking and UPI with 403 BANK_ACCOUNT_REQUIRED before any intent or order; a card still pays', async () => {
    const investor = await investorWithAccount();
    const investmentId = await createInvestment(investor);
    // Test setup: the account stops being the verified destination (as for an investment booked before the rule). A
    // minute ago: MySQL's DATETIME rounds to the second, and a destination replaced "now" may read as replaced later.
    await api.app.get(Db).run((em) => em.update(BankAccountEntity, { userId: investor.userId }, { replacedAt: new Date(Date.now() - 60_000) }));

    for (const body of [netBanking(investor, investmentId), upi(investor, investmentId)]) {
      const refused = await process(investor, body);
      expectWith(refused.status, refused.text).toBe(403);
      expect(refused.body).toMatchObject({
        statusCode: 403,
        code: 'BANK_ACCOUNT_REQUIRED',
        message: PaymentValidationMessage.OwnAccountRequired,
      });
    }
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
    expect(api.gateway.ledger.charges(`${investmentId}:1`).orders).toEqual([]);
    expect(await investmentStatus(investmentId)).toBe('pending_payment');

    const byCard = await openCheckout(investor, card(investor, investmentId));
    const paid = await payAndVerify(investor, investmentId, byCard, {
      card: SANDBOX_TEST_VALUES.approvedCardNumber,
    });
    expectWith(paid.status, paid.text).toBe(200);
  });
});
