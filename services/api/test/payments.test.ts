import { createHmac } from 'node:crypto';
import {
  type CreateInvestmentResponse,
  type ErrorBody,
  type GatewayCheckout,
  type PaymentCompletedResponse,
  PaymentValidationMessage,
  type PlanTerms,
  type ProcessPaymentResponse,
  SANDBOX_GATEWAY,
  SANDBOX_TEST_VALUES,
  type SessionResponse,
  TERMS_VERSION,
  type UpiValidateResponse,
} from '@invest/contracts';
import { EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { TransactionEntity } from '../src/modules/ledger/entities/transaction.entity.js';
import { RECONCILE_AFTER_MS, PaymentReconciliationService } from '../src/modules/payments/payment-reconciliation.service.js';
import { MAX_ATTEMPTS_PER_INVESTMENT } from '../src/modules/payments/payments.service.js';
import { capturedCharges, payInCheckout, type PayWith, SLOW_CAPTURE_MS } from './support/gateway.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { PLANS } from './support/ledger-setup.js';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.6.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let keyCounter = 0;
const freshKey = () => `test-${Date.now()}-${++keyCounter}`;

const GOOD_CARD = '4111 1111 1111 1111';

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
  return { userId, planId: PLANS.fd12, amount: 100000, investmentDate: new Date().toISOString(), ...overrides };
}

async function createInvestment(investor: Investor, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await investor.client.post<CreateInvestmentResponse>('/api/investments', investmentBody(investor.userId, overrides));
  expectWith(created.status, created.text).toBe(201);
  return created.body.investment.id;
}

function upiPayment(investor: Investor, investmentId: string, overrides: Record<string, unknown> = {}) {
  return { investmentId, amount: '100000', paymentMethod: 'upi', userId: investor.userId, upiId: 'asha.rao@okaxis', termsVersion: TERMS_VERSION, ...overrides };
}

const cardPayment = (investor: Investor, investmentId: string, amount = '100000') => ({
  investmentId,
  amount,
  paymentMethod: 'card',
  userId: investor.userId,
  termsVersion: TERMS_VERSION,
});

async function openCheckout(investor: Investor, body: Record<string, unknown>, key = freshKey()) {
  const opened = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', body, { headers: { 'idempotency-key': key } });
  expectWith(opened.status, opened.text).toBe(200);
  return opened.body;
}

/** The customer pays in the checkout; the browser then reports the handler response. */
async function payAndVerify(investor: Investor, investmentId: string, checkout: GatewayCheckout, payWith: PayWith = { card: GOOD_CARD }) {
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

/** A webhook as the gateway sends it, signed with the webhook secret (or a forged signature). */
async function sendWebhook(body: unknown, eventId: string, signature?: string) {
  const raw = JSON.stringify(body);
  const signed = signature ?? createHmac('sha256', SANDBOX_GATEWAY.webhookSecret).update(raw).digest('hex');
  const response = await fetch(`${api.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed, 'x-razorpay-event-id': eventId },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { status?: string; code?: string } };
}

/** One character of a hex signature changed. */
const tamper = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

describe('who may invest and pay', () => {
  it('refuses a visitor without a session: 401 AUTHENTICATION_REQUIRED on every payment endpoint', async () => {
    const client = api.client(freshIp());
    const investment = await client.post<ErrorBody>('/api/investments', investmentBody('someone'));
    expect(investment.status).toBe(401);
    expect(investment.body).toMatchObject({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED' });
    const payment = await client.post<ErrorBody>('/api/payments/process', {
      investmentId: 'x',
      amount: '100000',
      paymentMethod: 'upi',
      userId: 'someone',
      upiId: 'a.b@okaxis',
    });
    expect(payment.status).toBe(401);
    const verify = await client.post<ErrorBody>('/api/payments/verify', { investmentId: 'x', razorpay_order_id: 'order_abc' });
    expect(verify.status).toBe(401);
  });

  it('refuses a signed-in user without KYC: 403 KYC_VERIFICATION_REQUIRED, nothing recorded', async () => {
    const investor = await signedIn();
    const investment = await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId));
    expect(investment.status).toBe(403);
    expect(investment.body).toMatchObject({ statusCode: 403, code: 'KYC_VERIFICATION_REQUIRED' });
    const payment = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, 'x'));
    expect(payment.status).toBe(403);
    expect(await count('investments', 'user_id', investor.userId)).toBe(0);
  });

  it("refuses a userId that is not the session's, and another user's investment or order", async () => {
    const me = await verifiedInvestor();
    const other = await verifiedInvestor();
    const investment = await me.client.post<ErrorBody>('/api/investments', investmentBody(other.userId));
    expect(investment.status).toBe(403);
    expect(investment.body.code).toBe('FORBIDDEN');
    const otherInvestment = await createInvestment(other);
    expect((await me.client.post<ErrorBody>('/api/payments/process', upiPayment(me, otherInvestment))).status).toBe(404);
    expect((await me.client.post<ErrorBody>('/api/payments/process', upiPayment(other, otherInvestment))).status).toBe(403);
    const { checkout } = await openCheckout(other, cardPayment(other, otherInvestment));
    const stolen = await me.client.post<ErrorBody>('/api/payments/verify', { investmentId: otherInvestment, razorpay_order_id: checkout.orderId });
    expect(stolen.status).toBe(404);
  });
});

describe('the catalogue is the truth', () => {
  it('publishes each plan with the terms it is booked at', async () => {
    const plan = await api.client().get<PlanTerms>(`/api/catalogue/plans/${PLANS.fd36}`);
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual({
      planId: PLANS.fd36,
      category: 'FIXED_DEPOSITS',
      productType: 'Fixed Deposits',
      productName: 'Long Term FD',
      mode: 'lumpsum',
      returns: '22% p.a.',
      returnRate: 22,
      monthlyRate: 1.83,
      payoutFrequency: 'monthly',
      interestPayer: 'platform',
      prematureWithdrawal: { penaltyPercent: 2, lockInMonths: 3 },
      tenure: { minMonths: 36, maxMonths: 36, defaultMonths: 36 },
      minAmount: 50000,
      maxAmount: 10_00_00_00_000,
      facts: {
        issuer: { name: 'Solidstep Capital Private Limited', kind: 'company' },
        creditRating: { grade: 'A', agency: 'Meridian Credit Ratings' },
        risk: 'Medium',
        insurance: {
          insured: false,
          statement: 'Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.',
        },
      },
    });
    expect((await api.client().get(`/api/catalogue/plans/plan.nowhere`)).status).toBe(404);
    const all = await api.client().get<{ plans: PlanTerms[] }>('/api/catalogue/plans');
    // One plan per offering: the product pages' 18 plans and the 3 funds' SIPs, no /products duplicates.
    expect(all.body.plans).toHaveLength(21);
    expect(new Set(all.body.plans.map((p) => p.planId)).size).toBe(all.body.plans.length);
  });

  it('books the plan’s own rate, name, type and tenure; the client sends the plan id and the amount', async () => {
    const investor = await verifiedInvestor();
    const created = await investor.client.post<CreateInvestmentResponse>(
      '/api/investments',
      investmentBody(investor.userId, { planId: PLANS.fd36, amount: 50000 }),
    );
    expectWith(created.status, created.text).toBe(201);
    expect(created.body.investment).toMatchObject({
      planId: PLANS.fd36,
      productType: 'Fixed Deposits',
      productName: 'Long Term FD',
      category: 'FIXED_DEPOSITS',
      amount: 50000,
      returnRate: 22,
      monthlyRate: 1.83,
      durationMonths: 36,
      status: 'pending_payment',
    });
  });

  it('refuses a client-sent rate, tenure, name or type that disagrees with the plan (422 naming the field); nothing is stored', async () => {
    const investor = await verifiedInvestor();
    for (const [field, value] of [
      ['returnRate', '999'],
      ['duration', 24],
      ['productName', 'Special FD'],
      ['productType', 'Gold'],
    ] as const) {
      const response = await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId, { [field]: value }));
      expectWith(response.status, field).toBe(422);
      expect(response.body.code).toBe('PLAN_TERMS_MISMATCH');
      expect(response.body.errors?.[0]?.field).toBe(field);
    }
    const unknown = await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId, { planId: 'plan.fixed-deposits.bogus' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.field).toBe('planId');
    // The spec's fields may be sent when they agree.
    const agreeing = await investor.client.post<CreateInvestmentResponse>(
      '/api/investments',
      investmentBody(investor.userId, { productType: 'Fixed Deposit', productName: 'Short Term FD', returnRate: '18', duration: 12 }),
    );
    expectWith(agreeing.status, agreeing.text).toBe(201);
    expect(await count('investments', 'user_id', investor.userId)).toBe(1);
  });

  it('enforces each plan’s minimum and maximum, and lets a range plan choose its tenure within the range only', async () => {
    const investor = await verifiedInvestor();
    const below = async (planId: string, amount: number) =>
      (await investor.client.post<ErrorBody>('/api/investments', investmentBody(investor.userId, { planId, amount }))).body;
    expect(await below(PLANS.fd12, 9999)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The minimum investment is ₹10,000.' });
    expect(await below(PLANS.fd24, 24999)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The minimum investment for Medium Term FD is ₹25,000.' });
    expect(await below(PLANS.structuredProducts, 199999)).toMatchObject({ message: 'The minimum investment for Structured Products is ₹2,00,000.' });
    expect(await below('plan.real-estate.delhi-retail-complex', 350_000_001)).toMatchObject({
      message: 'The maximum investment for Delhi Retail Complex is ₹35,00,00,000.',
    });
    const inRange = await investor.client.post<CreateInvestmentResponse>(
      '/api/investments',
      investmentBody(investor.userId, { planId: PLANS.governmentBonds, duration: 60 }),
    );
    expect(inRange.body.investment).toMatchObject({ durationMonths: 60, returnRate: 5.5 });
    const defaulted = await investor.client.post<CreateInvestmentResponse>(
      '/api/investments',
      investmentBody(investor.userId, { planId: PLANS.governmentBonds }),
    );
    expect(defaulted.body.investment.durationMonths).toBe(12);
    const outside = await investor.client.post<ErrorBody>(
      '/api/investments',
      investmentBody(investor.userId, { planId: PLANS.governmentBonds, duration: 121 }),
    );
    expect(outside.status).toBe(422);
    expect(outside.body.errors?.[0]?.field).toBe('duration');
  });

  it('a later rate change in the catalogue leaves existing investments and their payouts alone', async () => {
    const investor = await verifiedInvestor();
    const before = await createInvestment(investor, { planId: PLANS.fd24, amount: 100000 });
    const db = api.app.get(Db);
    const [plan] = await rows<{ record: string }>("SELECT record FROM catalogue_plans WHERE page_key = 'fixedDeposits' AND position = 1");
    const original = plan?.record ?? '';
    const raised = JSON.stringify({ ...(JSON.parse(original) as object), ratePercent: 25, rate: '25% p.a.', monthlyRatePercent: 2.08 });
    await db.run((em) => em.query("UPDATE catalogue_plans SET record = ? WHERE page_key = 'fixedDeposits' AND position = 1", [raised]));
    try {
      const after = await createInvestment(investor, { planId: PLANS.fd24, amount: 100000 });
      const { checkout } = await openCheckout(investor, cardPayment(investor, before));
      expect((await payAndVerify(investor, before, checkout)).status).toBe(200);
      const booked = await rows<{ id: string; return_rate_bp: number; monthly_rate_bp: number }>(
        'SELECT id, return_rate_bp, monthly_rate_bp FROM investments WHERE id IN (?, ?)',
        [before, after],
      );
      const byId = new Map(booked.map((row) => [row.id, [Number(row.return_rate_bp), Number(row.monthly_rate_bp)]]));
      expect(byId.get(before)).toEqual([2000, 167]);
      expect(byId.get(after)).toEqual([2500, 208]);
      const payouts = await rows<{ amount_paise: string | number }>('SELECT amount_paise FROM payouts WHERE investment_id = ? ORDER BY sequence', [before]);
      // 23 monthly payouts of interest; the 24th repays the ₹1,00,000 with its interest.
      expect(payouts.map((p) => Number(p.amount_paise))).toEqual([...Array(23).fill(167_000), 167_000 + 100_000_00]);
    } finally {
      await db.run((em) => em.query("UPDATE catalogue_plans SET record = ? WHERE page_key = 'fixedDeposits' AND position = 1", [original]));
    }
  });
});

describe('method rules', () => {
  it('refuses payments below ₹10,000 and cash below ₹5,00,000; cash is never processed online', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    for (const method of [{ paymentMethod: 'upi', upiId: 'asha@okaxis' }, { paymentMethod: 'netbanking', bank: 'HDFC' }, { paymentMethod: 'card' }]) {
      const response = await investor.client.post<ErrorBody>('/api/payments/process', {
        investmentId,
        amount: '9999',
        userId: investor.userId,
        termsVersion: TERMS_VERSION,
        ...method,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The minimum investment is ₹10,000.');
    }
    const smallCash = await investor.client.post<ErrorBody>('/api/payments/process', {
      investmentId,
      amount: '499999',
      paymentMethod: 'cash',
      userId: investor.userId,
      termsVersion: TERMS_VERSION,
    });
    expect(smallCash.body.message).toBe('Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.');
    const cash = await investor.client.post<ErrorBody>('/api/payments/process', {
      investmentId,
      amount: '500000',
      paymentMethod: 'cash',
      userId: investor.userId,
      termsVersion: TERMS_VERSION,
    });
    expect(cash.body.message).toBe('Cash payments are arranged over WhatsApp and are not processed online.');
    const noBank = await investor.client.post<ErrorBody>('/api/payments/process', {
      investmentId,
      amount: '100000',
      paymentMethod: 'netbanking',
      userId: investor.userId,
      termsVersion: TERMS_VERSION,
    });
    expect(noBank.body.message).toBe('Please select your bank.');
    const mismatch = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { amount: '50000' }));
    expect(mismatch.body.message).toBe('The amount does not match the investment.');
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
  });

  it('checks the UPI ID rule of product §5, and validates the ID with the gateway', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    for (const upiId of ['a@okaxis', 'asha@o', 'asha@okaxis1', 'asha okaxis', '']) {
      const response = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { upiId }));
      expectWith(response.status, upiId).toBe(400);
      expect(response.body.message).toBe('Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)');
    }
    const valid = await investor.client.post<UpiValidateResponse>('/api/payments/upi/validate', { upiId: 'asha.rao@okaxis' });
    expect(valid.body).toEqual({ valid: true, upiId: 'asha.rao@okaxis', accountHolder: 'Asha Rao' });
    const unknown = await investor.client.post<ErrorBody>('/api/payments/upi/validate', { upiId: SANDBOX_TEST_VALUES.unknownUpiId });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/could not be found/);
  });

  it("refuses someone else's UPI ID (the bank holds it in another name) at validation and at payment, before any order", async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const refusal = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: PaymentValidationMessage.UpiNotOwn,
      errors: [{ field: 'upiId', messages: [PaymentValidationMessage.UpiNotOwn] }],
    };
    const validated = await investor.client.post<ErrorBody>('/api/payments/upi/validate', { upiId: SANDBOX_TEST_VALUES.otherPersonUpiId });
    expect(validated.body).toEqual(refusal);
    const paid = await investor.client.post<ErrorBody>(
      '/api/payments/process',
      upiPayment(investor, investmentId, { upiId: SANDBOX_TEST_VALUES.otherPersonUpiId }),
    );
    expect(paid.body).toEqual(refusal);
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
    expect(api.gateway.ledger.charges(`${investmentId}:1`).orders).toEqual([]);
    // The investor's own UPI ID goes through.
    expect((await investor.client.post('/api/payments/process', upiPayment(investor, investmentId))).status).toBe(200);
    caseChecked('upiNameMismatch');
  });

  it('takes no card details: a card payment opens the gateway checkout, and card fields sent anyway are refused unread', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const refused = await investor.client.post<ErrorBody>('/api/payments/process', {
      ...cardPayment(investor, investmentId),
      cardDetails: { number: GOOD_CARD, cvv: '739' },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain('4111');
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
    const body = await openCheckout(investor, cardPayment(investor, investmentId));
    expect(body.checkout).toMatchObject({
      gateway: 'razorpay',
      keyId: SANDBOX_GATEWAY.keyId,
      amountPaise: 10_033_000,
      currency: 'INR',
      method: 'card',
      sandbox: true,
    });
  });
});

describe('payment intents, charged once', () => {
  it('a card payment through the checkout activates the investment and schedules its payouts at the plan’s rate', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const opened = await openCheckout(investor, cardPayment(investor, investmentId));
    expect(opened).toMatchObject({ status: 'created', attempt: 1 });
    const verified = await payAndVerify(investor, investmentId, opened.checkout);
    expectWith(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ status: 'completed', investment: { id: investmentId, status: 'active' }, payoutsScheduled: 12 });
    expect(verified.body.payment).toMatchObject({ status: 'completed', method: 'card', amount: 100000, fee: 330, total: 100330, instrument: 'VISA •••• 1111' });
    expect(verified.body.message).toBe('Payment successful. Your investment is active.');
    // The ledger's two lines, both completed: what the dashboard's transactions and the statements list.
    const lines = await rows<{ type: string; status: string; description: string; amount_paise: string | number }>(
      'SELECT type, status, description, amount_paise FROM transactions WHERE investment_id = ? ORDER BY type DESC',
      [investmentId],
    );
    expect(lines.map((line) => ({ ...line, amount_paise: Number(line.amount_paise) }))).toEqual([
      { type: 'investment', status: 'completed', description: expect.stringMatching(/\S/), amount_paise: 100_000_00 },
      { type: 'fee', status: 'completed', description: 'Processing fee', amount_paise: 330_00 },
    ]);
    // One "payment received" text, once per intent, naming the amount and the product.
    const [intent] = await rows<{ id: string }>('SELECT id FROM payments WHERE investment_id = ?', [investmentId]);
    const texts = await rows<{ dedupe_key: string; body: string }>(
      "SELECT dedupe_key, body FROM text_outbox WHERE event = 'payment_received' AND user_id = ?",
      [investor.userId],
    );
    expect(texts.map((text) => text.dedupe_key)).toEqual([`payment_received:${intent?.id}`]);
    expect(texts[0]?.body).toContain('1,00,330');
    expect(texts[0]?.body).toContain(lines[0]?.description);
    const payouts = await rows<{ amount_paise: string | number }>('SELECT amount_paise FROM payouts WHERE investment_id = ? ORDER BY sequence', [investmentId]);
    expect(payouts.map((p) => Number(p.amount_paise))).toEqual([...Array(11).fill(150_000), 150_000 + 100_000_00]);
    expect(await capturedCharges(api.gateway.url, `${investmentId}:1`)).toBe(1);
    // Asked again, the same answer; nothing is written twice.
    const again = await payAndVerify(investor, investmentId, opened.checkout);
    expect(again.status).toBe(200);
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
  });

  it('a lump sum is paid by a one-time UPI payment: no mandate, and AutoPay asked for it is refused before any order', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const refused = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { autoPay: true }));
    expect(refused.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: PaymentValidationMessage.AutoPayNotRecurring,
      errors: [{ field: 'autoPay', messages: [PaymentValidationMessage.AutoPayNotRecurring] }],
    });
    expect(await count('payments', 'investment_id', investmentId)).toBe(0);
    const opened = await openCheckout(investor, upiPayment(investor, investmentId));
    expect(opened.checkout.autoPay).toBeNull();
    expect((await payAndVerify(investor, investmentId, opened.checkout, { vpa: 'asha.rao@okaxis' })).status).toBe(200);
    caseChecked('oneTimeUpi');
  });

  it('UPI with AutoPay sets up a mandate with the gateway for the amount shown', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor, { planId: PLANS.debtFundSip, amount: 10000 });
    const opened = await openCheckout(investor, upiPayment(investor, investmentId, { amount: '10000', autoPay: true }));
    // The UPI ID is not echoed (the answer is kept 24 h for replays): the page adds it to the checkout itself.
    expect(opened.checkout.prefill).toEqual({ method: 'upi' });
    expect(opened.checkout.autoPay).toMatchObject({ maxAmount: 10000, frequency: 'monthly' });
    expect(opened.checkout.autoPay?.customerId).toMatch(/^cust_/);
    const verified = await payAndVerify(investor, investmentId, opened.checkout, { vpa: 'asha.rao@okaxis' });
    expect(verified.status).toBe(200);
  });

  it('a decline leaves the investment unpaid and says why; a new attempt gets a new order and succeeds', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const first = await openCheckout(investor, cardPayment(investor, investmentId));
    const declined = await payAndVerify(investor, investmentId, first.checkout, { card: SANDBOX_TEST_VALUES.declinedCardNumber });
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('PAYMENT_DECLINED');
    expect(declined.body.message).toMatch(/^Payment declined: .*insufficient funds.* no money was taken\.$/);
    const [investment] = await rows<{ status: string }>('SELECT status FROM investments WHERE id = ?', [investmentId]);
    expect(investment?.status).toBe('payment_failed');
    const failedAttempt = async () =>
      (
        await rows<{ status: string; failure_reason: string; updated_at: unknown }>(
          'SELECT status, failure_reason, updated_at FROM payments WHERE investment_id = ?',
          [investmentId],
        )
      )[0];
    const failed = await failedAttempt();
    expect(failed).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/insufficient funds/) });
    // Asked again a minute later, the same answer, and the attempt's row is left as it was (its time too).
    api.clock.advance(60_000);
    const askedAgain = await payAndVerify(investor, investmentId, first.checkout, { card: SANDBOX_TEST_VALUES.declinedCardNumber });
    expect(askedAgain.status).toBe(402);
    expect(askedAgain.body.message).toBe(declined.body.message);
    expect(await failedAttempt()).toEqual(failed);
    const second = await openCheckout(investor, cardPayment(investor, investmentId));
    expect(second.attempt).toBe(2);
    expect(second.checkout.orderId).not.toBe(first.checkout.orderId);
    expect((await payAndVerify(investor, investmentId, second.checkout)).status).toBe(200);
    expect(await capturedCharges(api.gateway.url, `${investmentId}:1`)).toBe(0);
    expect(await capturedCharges(api.gateway.url, `${investmentId}:2`)).toBe(1);
  });

  it('refuses a forged payment signature (one character changed) and records nothing', async () => {
    // Only the forged callback may reach the API: the stand-in's own webhook would settle the payment.
    api.gateway.setWebhookUrl(undefined);
    try {
      const investor = await verifiedInvestor();
      const investmentId = await createInvestment(investor);
      const { checkout } = await openCheckout(investor, cardPayment(investor, investmentId));
      const paid = await payInCheckout(api.gateway.url, checkout, { card: GOOD_CARD });
      if (!paid.ok) throw new Error('the stand-in declined the approved test card');
      const forged = await investor.client.post<ErrorBody>('/api/payments/verify', {
        investmentId,
        ...paid.response,
        razorpay_signature: tamper(paid.response.razorpay_signature),
      });
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('SIGNATURE_INVALID');
      expect(await count('transactions', 'investment_id', investmentId)).toBe(0);
      const unsigned = await investor.client.post<ErrorBody>('/api/payments/verify', {
        investmentId,
        razorpay_order_id: checkout.orderId,
        razorpay_payment_id: paid.response.razorpay_payment_id,
      });
      expect(unsigned.status).toBe(400);
    } finally {
      api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`);
    }
  });

  it('the same key replays the same order; ten concurrent retries with one key make one intent, one order and one charge', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        investor.client.post<ProcessPaymentResponse>('/api/payments/process', upiPayment(investor, investmentId), { headers: { 'idempotency-key': key } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.checkout.orderId)).size).toBe(1);
    const reused = await investor.client.post<ErrorBody>('/api/payments/process', upiPayment(investor, investmentId, { upiId: 'other@okaxis' }), {
      headers: { 'idempotency-key': key },
    });
    expect(reused.status).toBe(422);
    const checkout = answers[0]?.body.checkout;
    if (!checkout) throw new Error('no checkout');
    const paid = await payInCheckout(api.gateway.url, checkout, { vpa: 'asha.rao@okaxis' });
    if (!paid.ok) throw new Error('the stand-in declined');
    const verified = await Promise.all(Array.from({ length: 10 }, () => investor.client.post('/api/payments/verify', { investmentId, ...paid.response })));
    expect(verified.map((v) => v.status)).toEqual(Array(10).fill(200));
    // The order is paid: the checkout refuses a second payment of it.
    expect((await payInCheckout(api.gateway.url, checkout, { vpa: 'asha.rao@okaxis' })).ok).toBe(false);
    expect(await count('payments', 'investment_id', investmentId)).toBe(1);
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
    expect(await capturedCharges(api.gateway.url, `${investmentId}:1`)).toBe(1);
  });

  it('a retry without the key (another tab) reuses the open attempt, and after payment refuses another', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const first = await openCheckout(investor, cardPayment(investor, investmentId));
    const second = await openCheckout(investor, cardPayment(investor, investmentId));
    expect(second.checkout.orderId).toBe(first.checkout.orderId);
    const paid = await payInCheckout(api.gateway.url, first.checkout, { card: GOOD_CARD });
    expect(paid.ok).toBe(true);
    // The callback was lost: the next request for this investment asks the gateway first.
    const third = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, investmentId), {
      headers: { 'idempotency-key': freshKey() },
    });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('This investment has already been paid.');
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
    expect(await capturedCharges(api.gateway.url, `${investmentId}:1`)).toBe(1);
  });

  it('a deadlock while recording the payment is retried whole: one completed payment, one set of transactions', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const { checkout } = await openCheckout(investor, cardPayment(investor, investmentId));
    const insert = EntityManager.prototype.insert;
    let deadlocks = 0;
    const spy = jest.spyOn(EntityManager.prototype, 'insert').mockImplementation(function (this: EntityManager, target, entity) {
      if (target === TransactionEntity && deadlocks === 0) {
        deadlocks += 1;
        throw Object.assign(new Error('Deadlock found when trying to get lock'), { driverError: { code: 'ER_LOCK_DEADLOCK' } });
      }
      return insert.call(this, target, entity);
    });
    try {
      const verified = await payAndVerify(investor, investmentId, checkout);
      expectWith(verified.status, JSON.stringify(verified.body)).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(deadlocks).toBe(1);
    expect(await count('payments', 'investment_id', investmentId)).toBe(1);
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
    expect(await count('payouts', 'investment_id', investmentId)).toBe(12);
    expect(await capturedCharges(api.gateway.url, `${investmentId}:1`)).toBe(1);
  });

  it(`limits attempts: ${MAX_ATTEMPTS_PER_INVESTMENT} per investment, then refused without calling the gateway`, async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS_PER_INVESTMENT; attempt += 1) {
      const { checkout } = await openCheckout(investor, cardPayment(investor, investmentId));
      expect((await payAndVerify(investor, investmentId, checkout, { card: SANDBOX_TEST_VALUES.declinedCardNumber })).status).toBe(402);
    }
    const refused = await investor.client.post<ErrorBody>('/api/payments/process', cardPayment(investor, investmentId), {
      headers: { 'idempotency-key': freshKey() },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('PAYMENT_ATTEMPTS_EXCEEDED');
    const orders = await fetch(`${api.gateway.url}/_sandbox/charges?receipt=${encodeURIComponent(`${investmentId}:${MAX_ATTEMPTS_PER_INVESTMENT + 1}`)}`);
    expect(((await orders.json()) as { orders: string[] }).orders).toEqual([]);
  });
});

describe('reconciliation', () => {
  beforeAll(() => api.gateway.setWebhookUrl(undefined));
  afterAll(() => api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`));
  const sweep = () => api.app.get(PaymentReconciliationService).reconcile();

  it('a payment the bank has not confirmed answers 202 processing, and is completed once the gateway captures it', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const { checkout } = await openCheckout(investor, cardPayment(investor, investmentId));
    const pending = await payAndVerify(investor, investmentId, checkout, { card: SANDBOX_TEST_VALUES.slowCardNumber });
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ status: 'processing' });
    const [row] = await rows<{ status: string }>('SELECT status FROM payments WHERE investment_id = ?', [investmentId]);
    expect(row?.status).toBe('processing');
    // The bank confirms after SLOW_CAPTURE_MS (waited for on the stand-in's own ledger, not by a fixed sleep).
    const deadline = Date.now() + SLOW_CAPTURE_MS + 10_000;
    while ((await capturedCharges(api.gateway.url, `${investmentId}:1`)) === 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((done) => setTimeout(done, 50));
    }
    // Neither the browser nor a webhook comes back: the sweep asks the gateway.
    api.clock.advance(RECONCILE_AFTER_MS + 1_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const [settled] = await rows<{ status: string }>('SELECT status FROM investments WHERE id = ?', [investmentId]);
    expect(settled?.status).toBe('active');
    expect(await capturedCharges(api.gateway.url, `${investmentId}:1`)).toBe(1);
  });

  it('an order created just before a crash (its id never recorded) is found by its receipt and settled once', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const { checkout, paymentId } = await openCheckout(investor, cardPayment(investor, investmentId));
    await api.app.get(Db).run((em) => em.query('UPDATE payments SET gateway_order_id = NULL WHERE id = ?', [paymentId]));
    const paid = await payInCheckout(api.gateway.url, checkout, { card: GOOD_CARD });
    expect(paid.ok).toBe(true);
    api.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await sweep();
    const [row] = await rows<{ status: string; gateway_order_id: string }>('SELECT status, gateway_order_id FROM payments WHERE id = ?', [paymentId]);
    expect(row).toEqual({ status: 'completed', gateway_order_id: checkout.orderId });
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
    // A second sweep changes nothing.
    api.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await sweep();
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
  });
});

describe('the webhook is the source of truth', () => {
  // These tests send the webhooks themselves: the stand-in's own deliveries are switched off meanwhile.
  beforeAll(() => api.gateway.setWebhookUrl(undefined));
  afterAll(() => api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`));

  async function paidOrder(investor: Investor) {
    const investmentId = await createInvestment(investor);
    const { checkout } = await openCheckout(investor, cardPayment(investor, investmentId));
    const paid = await payInCheckout(api.gateway.url, checkout, { card: GOOD_CARD });
    if (!paid.ok) throw new Error('the stand-in declined');
    const event = {
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paid.response.razorpay_payment_id,
            order_id: checkout.orderId,
            status: 'captured',
            amount: checkout.amountPaise,
            method: 'card',
            card: { last4: '1111', network: 'Visa' },
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    return { investmentId, event };
  }

  it('settles a payment whose browser never came back, and handles a redelivered event once', async () => {
    const investor = await verifiedInvestor();
    const { investmentId, event } = await paidOrder(investor);
    const eventId = `evt_${freshKey()}`;
    const first = await sendWebhook(event, eventId);
    expect(first).toEqual({ status: 200, body: { status: 'processed' } });
    const again = await sendWebhook(event, eventId);
    expect(again).toEqual({ status: 200, body: { status: 'duplicate' } });
    const [investment] = await rows<{ status: string }>('SELECT status FROM investments WHERE id = ?', [investmentId]);
    expect(investment?.status).toBe('active');
    expect(await count('transactions', 'investment_id', investmentId)).toBe(2);
  });

  it('refuses a forged webhook signature (one character changed), changing nothing', async () => {
    const investor = await verifiedInvestor();
    const { investmentId, event } = await paidOrder(investor);
    const raw = JSON.stringify(event);
    const signature = createHmac('sha256', SANDBOX_GATEWAY.webhookSecret).update(raw).digest('hex');
    const forged = await sendWebhook(event, `evt_${freshKey()}`, tamper(signature));
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('SIGNATURE_INVALID');
    const wrongSecret = await sendWebhook(event, `evt_${freshKey()}`, createHmac('sha256', 'another-secret').update(raw).digest('hex'));
    expect(wrongSecret.status).toBe(400);
    expect(await count('transactions', 'investment_id', investmentId)).toBe(0);
  });
});

describe('card data', () => {
  it('reaches neither the database nor the logs: the API only ever sees order, payment and signature', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    const { checkout } = await openCheckout(investor, cardPayment(investor, investmentId));
    expect((await payAndVerify(investor, investmentId, checkout, { card: GOOD_CARD })).status).toBe(200);
    const tables =
      database.kind === 'mysql'
        ? (await rows<Record<string, string>>('SHOW TABLES')).map((row) => Object.values(row)[0] ?? '')
        : (await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => row.name);
    let dump = '';
    for (const table of tables) dump += JSON.stringify(await rows(`SELECT * FROM ${table}`));
    expect(dump).not.toContain('4111111111111111');
    expect(dump).toContain('VISA •••• 1111');
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/payments/verify');
    expect(logs).not.toContain('4111111111111111');
  });
});
