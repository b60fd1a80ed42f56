import { createHmac, randomUUID } from 'node:crypto';
import {
  type CreateInvestmentResponse,
  type ErrorBody,
  type GatewayCheckout,
  type PortfolioTransaction,
  type ProcessPaymentResponse,
  SANDBOX_GATEWAY,
  SANDBOX_TEST_VALUES,
  type SessionResponse,
  TERMS_VERSION,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { PaymentEntity } from '../src/modules/payments/entities/payment.entity.js';
import { RefundEntity } from '../src/modules/payments/entities/refund.entity.js';
import { PaymentReconciliationService, RECONCILE_AFTER_MS } from '../src/modules/payments/payment-reconciliation.service.js';
import { REFUND_CHECK_AFTER_MS } from '../src/modules/payments/refunds/refund-claims.js';
import { REFUND_RESUME_AFTER_MS } from '../src/modules/payments/refunds/refund-sender.js';
import { RefundSweepService } from '../src/modules/payments/refunds/refund-sweep.service.js';
import { payInCheckout, type PayWith } from './support/gateway.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { PLANS } from './support/ledger-setup.js';
import { until } from './support/poll.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Captures the platform does not keep (a second capture for an investment, a capture of another amount) are refunded
 * once through the gateway's Refunds API, settle from the refund webhooks or the status sweep, and show as
 * "Refunded" in the investor's transactions and statement; the reconciliation sweep stays fair however many intents
 * are stuck.
 */
let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let keyCounter = 0;
const freshKey = () => `refund-${Date.now()}-${++keyCounter}`;
const GOOD_CARD = SANDBOX_TEST_VALUES.approvedCardNumber;
/** ₹1,00,000 and the ₹330 fee, in paise. */
const TOTAL_PAISE = 10_033_000;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // The tests drive the sweeps themselves (and move the clock they read).
  await api.app.get(PaymentReconciliationService).stop();
  await api.app.get(RefundSweepService).stop();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

interface Investor {
  client: HttpClient;
  userId: string;
}

async function verifiedInvestor(): Promise<Investor> {
  const client = api.client(freshIp());
  await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  await setKycStatus(api, session.body.userId, 'verified');
  return { client, userId: session.body.userId };
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

async function openCheckout(investor: Investor, investmentId: string, method: Record<string, unknown>): Promise<GatewayCheckout> {
  const body = { investmentId, amount: '100000', userId: investor.userId, termsVersion: TERMS_VERSION, ...method };
  const opened = await investor.client.post<ProcessPaymentResponse>('/api/payments/process', body, { headers: { 'idempotency-key': freshKey() } });
  expectWith(opened.status, opened.text).toBe(200);
  return opened.body.checkout;
}

async function verify(investor: Investor, investmentId: string, checkout: GatewayCheckout, paid?: Awaited<ReturnType<typeof payInCheckout>>) {
  return investor.client.post<ErrorBody & { status?: string }>('/api/payments/verify', {
    investmentId,
    razorpay_order_id: checkout.orderId,
    ...(paid?.ok ? paid.response : {}),
  });
}

async function pay(checkout: GatewayCheckout, payWith: PayWith) {
  const paid = await payInCheckout(api.gateway.url, checkout, payWith);
  if (!paid.ok) throw new Error(`the stand-in refused the payment: ${paid.error.description}`);
  return paid;
}

/**
 * Card checkout opened (order 1), then net banking (order 2) paid and verified; then order 1 is paid too (another tab):
 * two captures for one investment.
 */
async function doubleCapture(investor: Investor, firstCard: string = GOOD_CARD) {
  const investmentId = await createInvestment(investor);
  const byCard = await openCheckout(investor, investmentId, { paymentMethod: 'card' });
  const byBank = await openCheckout(investor, investmentId, { paymentMethod: 'netbanking', bank: 'HDFC' });
  const kept = await verify(investor, investmentId, byBank, await pay(byBank, { bank: 'HDFC', outcome: 'success' }));
  expectWith(kept.status, kept.text).toBe(200);
  const second = await pay(byCard, { card: firstCard });
  return { investmentId, byCard, byBank, second, gatewayPaymentId: second.response.razorpay_payment_id };
}

interface SandboxCharges {
  captured: number;
  refunds: Array<{ id: string; payment_id: string; amount: number; receipt: string; status: string }>;
}

async function charges(investmentId: string, attempt: number): Promise<SandboxCharges> {
  const response = await fetch(`${api.gateway.url}/_sandbox/charges?receipt=${encodeURIComponent(`${investmentId}:${attempt}`)}`);
  return (await response.json()) as SandboxCharges;
}

const refundOf = (gatewayPaymentId: string) => api.app.get(Db).run((em) => em.findOneBy(RefundEntity, { gatewayPaymentId }));

async function transactions(investor: Investor): Promise<PortfolioTransaction[]> {
  const answer = await investor.client.get<PortfolioTransaction[]>(`/api/transactions/user/${investor.userId}?limit=20`);
  expectWith(answer.status, answer.text).toBe(200);
  return answer.body;
}

function signed(body: unknown, secret: string = SANDBOX_GATEWAY.webhookSecret) {
  const raw = JSON.stringify(body);
  return { raw, signature: createHmac('sha256', secret).update(raw).digest('hex') };
}

async function postWebhook(raw: string, headers: Record<string, string>) {
  const response = await fetch(`${api.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { status?: string; code?: string } };
}

describe('a second capture for one investment', () => {
  it('is refunded once through the Refunds API, and shows as "Refunded ₹1,00,330" in transactions and the CSV statement', async () => {
    const investor = await verifiedInvestor();
    const { investmentId, byCard, gatewayPaymentId } = await doubleCapture(investor);

    // The capture's webhook decides the refund; refund.processed settles it.
    await until(async () => (await refundOf(gatewayPaymentId))?.status === 'processed', 'the refund processed');
    const sandbox = await charges(investmentId, 1);
    expect(sandbox.captured).toBe(1);
    expect(sandbox.refunds).toEqual([
      { id: expect.stringMatching(/^rfnd_/), payment_id: gatewayPaymentId, amount: TOTAL_PAISE, receipt: `${gatewayPaymentId}:1`, status: 'processed' },
    ]);
    expect((await charges(investmentId, 2)).refunds).toEqual([]);

    // The payment page's question about order 1 gets a clear, final answer (never "waiting for the bank").
    const answer = await verify(investor, investmentId, byCard);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'PAYMENT_REFUNDED',
      message: 'This payment was refunded: you had already paid for this investment. ₹1,00,330 goes back to the account you paid from in 5-7 working days.',
    });

    const list = await transactions(investor);
    const refunds = list.filter((transaction) => transaction.type === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ investmentId, status: 'completed', amount: 100330, description: 'Refunded ₹1,00,330' })]);
    expect(list.filter((transaction) => transaction.type === 'investment')).toHaveLength(1);
    const investment = await investor.client.get<Array<{ id: string; status: string }>>(`/api/investments/user/${investor.userId}`);
    expect(investment.body.filter((row) => row.id === investmentId).map((row) => row.status)).toEqual(['active']);
    const [payouts] = await api.app
      .get(Db)
      .run((em) => em.query('SELECT COUNT(*) AS n FROM payouts WHERE investment_id = ?', [investmentId]) as Promise<Array<{ n: string | number }>>);
    expect(Number(payouts?.n)).toBe(12);

    const csv = await investor.client.get<string>(`/api/reports/${investor.userId}/transactions.csv`);
    expectWith(csv.status, csv.text).toBe(200);
    const refundLine = csv.text.split(/\r?\n/).find((line) => line.includes(',Refunded,'));
    expect(refundLine).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Refunded,[^,]+,completed,100330,/);
  });

  it('is refunded once however often it is reported: verify again, the sweep, and a retry after a crash between the call and its record', async () => {
    const investor = await verifiedInvestor();
    const { investmentId, byCard, gatewayPaymentId } = await doubleCapture(investor);
    await until(async () => (await refundOf(gatewayPaymentId))?.status === 'processed', 'the refund processed');
    for (let i = 0; i < 3; i += 1) expect((await verify(investor, investmentId, byCard)).status).toBe(409);

    // As if the process died after Razorpay made the refund and before its id was recorded.
    const db = api.app.get(Db);
    const row = await refundOf(gatewayPaymentId);
    await db.run((em) =>
      em.update(RefundEntity, { gatewayPaymentId }, { status: 'pending', gatewayRefundId: null, processedAt: null, nextCheckAt: api.clock.now() }),
    );
    await db.run((em) => em.query("DELETE FROM transactions WHERE payment_id = ? AND type = 'refund'", [row?.paymentId]));
    api.clock.advance(REFUND_RESUME_AFTER_MS + 1000);
    await api.app.get(RefundSweepService).reconcile();
    expect(await refundOf(gatewayPaymentId)).toMatchObject({ status: 'processed', gatewayRefundId: row?.gatewayRefundId, attempt: 1 });
    expect((await charges(investmentId, 1)).refunds).toHaveLength(1);
    expect((await transactions(investor)).filter((transaction) => transaction.type === 'refund')).toHaveLength(1);
  });
});

describe('a capture of another amount than the order', () => {
  it('is refunded and never activates the investment; the investor can pay again', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await createInvestment(investor);
    // An order already at the gateway with this attempt's receipt but another amount (found by receipt, paid as is).
    const order = await fetch(`${api.gateway.url}/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${SANDBOX_GATEWAY.keyId}:${SANDBOX_GATEWAY.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ amount: 5_000_000, currency: 'INR', receipt: `${investmentId}:1` }),
    });
    expect(order.status).toBe(200);
    const checkout = await openCheckout(investor, investmentId, { paymentMethod: 'card' });
    const paid = await pay(checkout, { card: GOOD_CARD });
    const answer = await verify(investor, investmentId, checkout, paid);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'This payment was refunded: the amount paid did not match the order. ₹50,000 goes back to the account you paid from in 5-7 working days.',
    );
    await until(async () => (await refundOf(paid.response.razorpay_payment_id))?.status === 'processed', 'the refund processed');
    expect((await charges(investmentId, 1)).refunds).toEqual([expect.objectContaining({ amount: 5_000_000, status: 'processed' })]);
    const again = await openCheckout(investor, investmentId, { paymentMethod: 'card' });
    expect((await verify(investor, investmentId, again, await pay(again, { card: GOOD_CARD }))).status).toBe(200);
    expect((await charges(investmentId, 2)).refunds).toEqual([]);
  });
});

describe('refund webhooks', () => {
  it('refuses a refund event without a signature or with a bad one (400, nothing changes)', async () => {
    const investor = await verifiedInvestor();
    api.gateway.setWebhookUrl(undefined);
    let gatewayPaymentId: string;
    try {
      const captured = await doubleCapture(investor);
      gatewayPaymentId = captured.gatewayPaymentId;
      expect((await verify(investor, captured.investmentId, captured.byCard)).status).toBe(409);
    } finally {
      api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`);
    }
    const row = await refundOf(gatewayPaymentId);
    expect(row).toMatchObject({ status: 'pending', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    const event = {
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: row?.gatewayRefundId,
            entity: 'refund',
            amount: TOTAL_PAISE,
            payment_id: gatewayPaymentId,
            receipt: `${gatewayPaymentId}:1`,
            status: 'processed',
          },
        },
        payment: { entity: { id: gatewayPaymentId, entity: 'payment', amount: TOTAL_PAISE, status: 'refunded', order_id: 'order_x', method: 'card' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const { raw, signature } = signed(event);
    expect(await postWebhook(raw, { 'x-razorpay-event-id': `evt-${randomUUID()}` })).toMatchObject({ status: 400, body: { code: 'SIGNATURE_INVALID' } });
    const forged = signed(event, 'not-the-secret').signature;
    expect((await postWebhook(raw, { 'x-razorpay-signature': forged, 'x-razorpay-event-id': `evt-${randomUUID()}` })).status).toBe(400);
    // The signature is over the raw bytes: the same JSON re-spaced does not verify.
    const respaced = JSON.stringify(event, null, 1);
    expect((await postWebhook(respaced, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt-${randomUUID()}` })).status).toBe(400);
    expect(await refundOf(gatewayPaymentId)).toMatchObject({ status: 'pending' });

    const eventId = `evt-${randomUUID()}`;
    expect(await postWebhook(raw, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId })).toEqual({
      status: 200,
      body: { status: 'processed' },
    });
    expect(await postWebhook(raw, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId })).toEqual({
      status: 200,
      body: { status: 'duplicate' },
    });
    expect(await refundOf(gatewayPaymentId)).toMatchObject({ status: 'processed' });
    expect((await transactions(investor)).filter((transaction) => transaction.type === 'refund')).toHaveLength(1);
  });

  it('records refund.failed, asks again with a new receipt, and after three failures shows the investor a failed refund', async () => {
    const investor = await verifiedInvestor();
    const { investmentId, gatewayPaymentId } = await doubleCapture(investor, SANDBOX_TEST_VALUES.refundFailsCardNumber);
    await until(async () => (await refundOf(gatewayPaymentId))?.status === 'failed', 'the refund failed');
    expect(await refundOf(gatewayPaymentId)).toMatchObject({ attempt: 1, failureReason: 'The bank could not complete the refund.' });
    expect((await transactions(investor)).filter((transaction) => transaction.type === 'refund')).toEqual([]);

    const sweep = api.app.get(RefundSweepService);
    for (const attempt of [2, 3]) {
      api.clock.advance(REFUND_CHECK_AFTER_MS + 1000);
      await sweep.reconcile();
      await until(
        async () => (await refundOf(gatewayPaymentId))?.status === 'failed' && (await refundOf(gatewayPaymentId))?.attempt === attempt,
        `attempt ${attempt} failed`,
      );
    }
    const sandbox = await charges(investmentId, 1);
    expect(sandbox.refunds.map((refund) => [refund.receipt, refund.status])).toEqual([
      [`${gatewayPaymentId}:1`, 'failed'],
      [`${gatewayPaymentId}:2`, 'failed'],
      [`${gatewayPaymentId}:3`, 'failed'],
    ]);
    api.clock.advance(REFUND_CHECK_AFTER_MS + 1000);
    await sweep.reconcile();
    expect((await charges(investmentId, 1)).refunds).toHaveLength(3);
    expect((await transactions(investor)).filter((transaction) => transaction.type === 'refund')).toEqual([
      expect.objectContaining({ status: 'failed', amount: 100330, description: 'Refund of ₹1,00,330 failed: our team will contact you' }),
    ]);
  });
});

describe('the sweeps', () => {
  it('settle a refund without its webhook (the status sweep fetches it)', async () => {
    const investor = await verifiedInvestor();
    api.gateway.setWebhookUrl(undefined);
    try {
      const { investmentId, byCard, gatewayPaymentId } = await doubleCapture(investor);
      // No webhook: the payment page's question finds the capture and the refund is asked for then.
      expect((await verify(investor, investmentId, byCard)).body.code).toBe('PAYMENT_REFUNDED');
      await until(async () => (await charges(investmentId, 1)).refunds[0]?.status === 'processed', 'the stand-in processed the refund');
      expect(await refundOf(gatewayPaymentId)).toMatchObject({ status: 'pending' });
      api.clock.advance(REFUND_CHECK_AFTER_MS + 1000);
      expect(await api.app.get(RefundSweepService).reconcile()).toBeGreaterThanOrEqual(1);
      expect(await refundOf(gatewayPaymentId)).toMatchObject({ status: 'processed' });
      expect((await transactions(investor)).filter((transaction) => transaction.type === 'refund')).toHaveLength(1);
    } finally {
      api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`);
    }
  });

  it('reconcile a fresh payment although 150 older intents are stuck, and leave the stuck rows as they were', async () => {
    const investor = await verifiedInvestor();
    const stuckInvestment = await createInvestment(investor);
    const stuckCheckout = await openCheckout(investor, stuckInvestment, { paymentMethod: 'card' });
    const db = api.app.get(Db);
    const longAgo = new Date(api.clock.now().getTime() - 30 * 60_000);
    const stuck: PaymentEntity[] = Array.from({ length: 150 }, () => ({
      id: randomUUID(),
      investmentId: stuckInvestment,
      userId: investor.userId,
      method: 'card',
      amountPaise: 10_000_000,
      feePaise: 33_000,
      totalPaise: TOTAL_PAISE,
      status: 'processing',
      attempt: null,
      // An order nobody has paid: every check answers "unpaid".
      gatewayOrderId: stuckCheckout.orderId,
      gatewayReference: null,
      instrument: null,
      failureReason: null,
      createdAt: longAgo,
      updatedAt: longAgo,
    }));
    await db.run((em) => em.insert(PaymentEntity, stuck));

    const fresh = await verifiedInvestor();
    const freshInvestment = await createInvestment(fresh);
    api.gateway.setWebhookUrl(undefined);
    try {
      await pay(await openCheckout(fresh, freshInvestment, { paymentMethod: 'card' }), { card: GOOD_CARD });
    } finally {
      api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`);
    }
    api.clock.advance(RECONCILE_AFTER_MS + 1000);
    const sweep = api.app.get(PaymentReconciliationService);
    const statusOf = async () => (await db.run((em) => em.findOneByOrFail(PaymentEntity, { investmentId: freshInvestment }))).status;
    for (let pass = 0; pass < 2 && (await statusOf()) !== 'completed'; pass += 1) await sweep.reconcile();
    expect(await statusOf()).toBe('completed');

    const after = await db.run((em) => em.findBy(PaymentEntity, { gatewayOrderId: stuckCheckout.orderId, status: 'processing' }));
    expect(after).toHaveLength(150);
    expect(after.every((row) => row.updatedAt?.getTime() === longAgo.getTime())).toBe(true);
    expect(after.every((row) => (row.checks ?? 0) === 1 && (row.nextCheckAt?.getTime() ?? 0) > api.clock.now().getTime())).toBe(true);
  }, 60_000);
});
