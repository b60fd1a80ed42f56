import { createHmac } from 'node:crypto';
import {
  type CreateInvestmentResponse,
  type ErrorBody,
  type GatewayCheckout,
  type PaymentCompletedResponse,
  type PortfolioInvestment,
  type PortfolioPayout,
  type PortfolioTransaction,
  type ProcessPaymentResponse,
  SANDBOX_GATEWAY,
  SANDBOX_TEST_VALUES,
  type SessionResponse,
  TERMS_VERSION,
} from '@invest/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { RECONCILE_AFTER_MS, PaymentReconciliationService } from '../src/modules/payments/payment-reconciliation.service.js';
import type { HandlerResponse } from '@invest/sandbox-gateway';
import { payInCheckout, type PayWith } from './support/gateway.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { PLANS } from './support/ledger-setup.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * What a captured payment may and may not do, as the investor sees it on the dashboard's reads: a webhook counts only
 * when its signature verifies over the bytes that were sent; a capture of another amount than the order's never
 * activates the investment (by the browser's callback, the reconciliation sweep or the webhook); a second capture for
 * an investment already paid never writes its transactions and payouts again. Whatever the platform then does with
 * the money it does not keep, the investment and its ledger are what these tests assert.
 * The stand-in's own webhook deliveries are off: each test says which path reports the payment.
 */
let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let keyCounter = 0;
const freshKey = () => `capture-${Date.now()}-${++keyCounter}`;

const CARD: PayWith = { card: SANDBOX_TEST_VALUES.approvedCardNumber };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  api.gateway.setWebhookUrl(undefined);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

interface Investor {
  client: HttpClient;
  userId: string;
}

let investor: Investor;
let investmentId: string;

beforeEach(async () => {
  const client = api.client(freshIp());
  await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  investor = { client, userId: session.body.userId };
  await setKycStatus(api, investor.userId, 'verified');
  const created = await client.post<CreateInvestmentResponse>('/api/investments', {
    userId: investor.userId,
    planId: PLANS.fd12,
    amount: 100000,
    investmentDate: new Date().toISOString(),
  });
  expectWith(created.status, created.text).toBe(201);
  investmentId = created.body.investment.id;
});

async function openCheckout(body: Record<string, unknown> = { paymentMethod: 'card' }): Promise<ProcessPaymentResponse> {
  const opened = await investor.client.post<ProcessPaymentResponse>(
    '/api/payments/process',
    { investmentId, amount: '100000', userId: investor.userId, termsVersion: TERMS_VERSION, ...body },
    { headers: { 'idempotency-key': freshKey() } },
  );
  expectWith(opened.status, opened.text).toBe(200);
  return opened.body;
}

/** The customer pays the order in the stand-in's checkout; answers the handler response the browser would report. */
async function pay(checkout: GatewayCheckout, payWith: PayWith = CARD) {
  const paid = await payInCheckout(api.gateway.url, checkout, payWith);
  if (!paid.ok) throw new Error(`the stand-in refused the payment: ${JSON.stringify(paid.error)}`);
  return paid.response;
}

/** The checkout's callback: the handler response carries the order it paid. */
async function verify(response: HandlerResponse) {
  return investor.client.post<PaymentCompletedResponse & ErrorBody>('/api/payments/verify', { investmentId, ...response });
}

/** What the dashboard shows of this investment: its status (if listed), its ledger rows and its scheduled payouts. */
async function seen() {
  const { userId, client } = investor;
  const investments = await client.get<PortfolioInvestment[]>(`/api/investments/user/${userId}`);
  const transactions = await client.get<PortfolioTransaction[]>(`/api/transactions/user/${userId}?limit=100`);
  const payouts = await client.get<PortfolioPayout[]>(`/api/payouts/user/${userId}`);
  for (const read of [investments, transactions, payouts]) expectWith(read.status, read.text).toBe(200);
  const mine = <T extends { investmentId: string }>(rows: T[]) => rows.filter((row) => row.investmentId === investmentId);
  return {
    active: investments.body.some((investment) => investment.id === investmentId && investment.status === 'active'),
    /** The investment's own ledger: what it cost and its fee (money given back, if any, is not counted here). */
    charged: mine(transactions.body)
      .filter((transaction) => transaction.type === 'investment' || transaction.type === 'fee')
      .map((transaction) => `${transaction.type} ${transaction.amount}`)
      .sort(),
    payouts: mine(payouts.body).length,
  };
}

const NOTHING = { active: false, charged: [], payouts: 0 };

/** A `payment.captured` event as Razorpay sends it, for a payment of `amountPaise` on `orderId`. */
function capturedEvent(orderId: string, paymentId: string, amountPaise: number) {
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount: amountPaise, currency: 'INR', status: 'captured', order_id: orderId, method: 'card' },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

const sign = (bytes: string) => createHmac('sha256', SANDBOX_GATEWAY.webhookSecret).update(bytes).digest('hex');

/** POST /api/payments/webhook with exactly these bytes and headers. */
async function postWebhook(raw: string, signature: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_${freshKey()}` };
  if (signature !== undefined) headers['x-razorpay-signature'] = signature;
  const response = await fetch(`${api.baseUrl}/api/payments/webhook`, { method: 'POST', headers, body: raw });
  return { status: response.status, body: (await response.json()) as { status?: string; code?: string } };
}

/** The event's JSON as another serialiser writes it: keys in reverse order, spaces and newlines (same meaning). */
function reformatted(value: unknown): string {
  const write = (node: unknown, indent: string): string => {
    if (Array.isArray(node)) return `[ ${node.map((item) => write(item, indent)).join(' , ')} ]`;
    if (node !== null && typeof node === 'object') {
      const inner = `${indent}  `;
      const entries = Object.entries(node).reverse();
      return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)} : ${write(item, inner)}`).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(node);
  };
  return write(value, '');
}

describe('the webhook signature covers the bytes sent', () => {
  it('accepts an event whose raw body is not compact JSON, signed over those raw bytes', async () => {
    const { checkout } = await openCheckout();
    const paid = await pay(checkout);
    const event = capturedEvent(checkout.orderId, paid.razorpay_payment_id, checkout.amountPaise);
    const raw = reformatted(event);
    expect(raw).not.toBe(JSON.stringify(event));
    expect(JSON.parse(raw)).toEqual(event);
    expect(await postWebhook(raw, sign(raw))).toEqual({ status: 200, body: { status: 'processed' } });
    expect(await seen()).toEqual({ active: true, charged: ['fee 330', 'investment 100000'], payouts: 12 });
  });

  it('refuses an event signed over its compact re-serialisation but sent as other bytes, changing nothing', async () => {
    const { checkout } = await openCheckout();
    const paid = await pay(checkout);
    const event = capturedEvent(checkout.orderId, paid.razorpay_payment_id, checkout.amountPaise);
    const raw = reformatted(event);
    const refused = await postWebhook(raw, sign(JSON.stringify(JSON.parse(raw))));
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ code: 'SIGNATURE_INVALID' }) });
    expect(await seen()).toEqual(NOTHING);
  });

  it('refuses a well-formed payment.captured event without a signature header, changing nothing', async () => {
    const { checkout } = await openCheckout();
    const paid = await pay(checkout);
    const raw = JSON.stringify(capturedEvent(checkout.orderId, paid.razorpay_payment_id, checkout.amountPaise));
    const unsigned = await postWebhook(raw, undefined);
    expect(unsigned).toEqual({ status: 400, body: expect.objectContaining({ code: 'SIGNATURE_INVALID' }) });
    const empty = await postWebhook(raw, '');
    expect(empty).toEqual({ status: 400, body: expect.objectContaining({ code: 'SIGNATURE_INVALID' }) });
    expect(await seen()).toEqual(NOTHING);
  });
});

describe('a capture of another amount than the order total never activates the investment', () => {
  it('on the browser callback and the reconciliation sweep', async () => {
    const { checkout, paymentId } = await openCheckout();
    // The gateway captures the order's amount; the intent it pays asks ₹1 more: the two disagree.
    await api.app.get(Db).run((em) => em.query('UPDATE payments SET total_paise = total_paise + 100 WHERE id = ?', [paymentId]));
    const paid = await pay(checkout);
    const verified = await verify(paid);
    expect(verified.body.status).not.toBe('completed');
    expect(await seen()).toEqual(NOTHING);
    api.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await api.app.get(PaymentReconciliationService).reconcile();
    expect(await seen()).toEqual(NOTHING);
  });

  it('on the signed webhook: an underpayment', async () => {
    const { checkout } = await openCheckout();
    const paid = await pay(checkout);
    const raw = JSON.stringify(capturedEvent(checkout.orderId, paid.razorpay_payment_id, checkout.amountPaise - 100_00));
    const answered = await postWebhook(raw, sign(raw));
    expect(answered.status).toBe(200);
    expect(await seen()).toEqual(NOTHING);
  });
});

describe('a second capture for an investment already paid', () => {
  it('never activates it again: its transactions and payouts are written once', async () => {
    // Card first (order 1), then the investor switches to UPI (order 2): order 1 is still payable at the gateway.
    const byCard = await openCheckout({ paymentMethod: 'card' });
    const byUpi = await openCheckout({ paymentMethod: 'upi', upiId: 'asha.rao@okaxis' });
    expect(byUpi.checkout.orderId).not.toBe(byCard.checkout.orderId);
    const first = await verify(await pay(byUpi.checkout, { vpa: 'asha.rao@okaxis' }));
    expectWith(first.status, first.text).toBe(200);
    const once = await seen();
    expect(once).toEqual({ active: true, charged: ['fee 330', 'investment 100000'], payouts: 12 });
    // The same investment paid again on order 1: by the browser's callback, then by the webhook.
    const secondPayment = await pay(byCard.checkout);
    const second = await verify(secondPayment);
    expect(second.body.status).not.toBe('completed');
    const raw = JSON.stringify(capturedEvent(byCard.checkout.orderId, secondPayment.razorpay_payment_id, byCard.checkout.amountPaise));
    expect((await postWebhook(raw, sign(raw))).status).toBe(200);
    api.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await api.app.get(PaymentReconciliationService).reconcile();
    expect(await seen()).toEqual(once);
  });
});
