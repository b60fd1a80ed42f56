import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { SANDBOX_GATEWAY } from '../../../libs/contracts/src/gateway.ts';
import { SANDBOX_TEST_VALUES } from '../../../libs/contracts/src/payments.ts';
import type { SandboxGateway } from '../src/index.ts';
import { card, payInCheckout, razorpayAt, startGateway, waitFor, webhookReceiver } from './support.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

async function setUp(failFirst: number, options: { slowCaptureMs?: number; webhookRetryDelaysMs?: number[] } = {}) {
  const receiver = await webhookReceiver(failFirst);
  const gateway: SandboxGateway = await startGateway({ webhookUrl: receiver.url, webhookRetryDelaysMs: [50, 100, 200], ...options });
  cleanup.push(
    () => receiver.close(),
    () => gateway.close(),
  );
  return { receiver, gateway, razorpay: razorpayAt(gateway.url) };
}

describe('webhooks', () => {
  it('sends payment.captured then order.paid, signed so that the SDK’s validateWebhookSignature accepts them', async () => {
    const { receiver, gateway, razorpay } = await setUp(0);
    const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt: 'webhook-capture' });
    const paid = await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.approvedCardNumber) });
    await gateway.webhooksIdle();

    expect(receiver.received.map((hook) => hook.body.event)).toEqual(['payment.captured', 'order.paid']);
    const [captured, orderPaid] = receiver.received;
    for (const hook of receiver.received) {
      const signature = String(hook.headers['x-razorpay-signature']);
      expect(validateWebhookSignature(hook.raw, signature, SANDBOX_GATEWAY.webhookSecret)).toBe(true);
      expect(validateWebhookSignature(hook.raw, signature, 'another-secret')).toBe(false);
      expect(hook.headers['content-type']).toContain('application/json');
      expect(hook.body).toMatchObject({ entity: 'event' });
      expect(hook.body.account_id).toMatch(/^acc_/);
    }
    expect(captured?.headers['x-razorpay-event-id']).not.toBe(orderPaid?.headers['x-razorpay-event-id']);
    expect(captured?.body).toMatchObject({
      contains: ['payment'],
      payload: { payment: { entity: { id: paid.body.razorpay_payment_id, status: 'captured' } } },
    });
    expect(orderPaid?.body).toMatchObject({ contains: ['payment', 'order'], payload: { order: { entity: { id: order.id, status: 'paid' } } } });
  });

  it('sends payment.failed for a declined payment', async () => {
    const { receiver, gateway, razorpay } = await setUp(0);
    const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt: 'webhook-failed' });
    await payInCheckout(gateway.url, { order_id: order.id, method: 'upi', vpa: SANDBOX_TEST_VALUES.declinedUpiId });
    await gateway.webhooksIdle();
    expect(receiver.received.map((hook) => hook.body.event)).toEqual(['payment.failed']);
    expect(receiver.received[0]?.body.payload.payment.entity.status).toBe('failed');
  });

  it('retries a delivery the receiver answered with 500, with the same event id and body', async () => {
    const { receiver, gateway, razorpay } = await setUp(1);
    const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt: 'webhook-retry' });
    await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.approvedCardNumber) });
    await gateway.webhooksIdle();

    const captured = receiver.received.filter((hook) => hook.body.event === 'payment.captured');
    expect(captured.map((hook) => hook.answered)).toEqual([500, 200]);
    expect(captured[1]?.headers['x-razorpay-event-id']).toBe(captured[0]?.headers['x-razorpay-event-id']);
    expect(captured[1]?.raw).toBe(captured[0]?.raw);
    expect(receiver.received.filter((hook) => hook.body.event === 'order.paid').map((hook) => hook.answered)).toEqual([200]);
  });

  it('gives up after the last retry; the API answer never waits for a delivery', async () => {
    const { receiver, gateway, razorpay } = await setUp(10);
    const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt: 'webhook-give-up' });
    const paid = await payInCheckout(gateway.url, { order_id: order.id, method: 'netbanking', bank: 'SBIN', outcome: 'failure' });
    expect(paid.status).toBe(400);
    await gateway.webhooksIdle();
    // One first attempt and three retries.
    expect(receiver.received.map((hook) => hook.answered)).toEqual([500, 500, 500, 500]);
  });

  it('sends the slow bank’s webhooks only when it captures', async () => {
    const { receiver, gateway, razorpay } = await setUp(0, { slowCaptureMs: 200 });
    const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt: 'webhook-slow' });
    const paid = await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.slowCardNumber) });
    expect(paid.status).toBe(200);
    await gateway.webhooksIdle();
    expect(receiver.received).toEqual([]);
    await waitFor(() => receiver.received.length === 2);
    expect(receiver.received.map((hook) => hook.body.event)).toEqual(['payment.captured', 'order.paid']);
  });
});
