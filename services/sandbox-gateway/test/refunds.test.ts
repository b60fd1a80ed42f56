import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { SANDBOX_GATEWAY } from '../../../libs/contracts/src/gateway.ts';
import { SANDBOX_TEST_VALUES } from '../../../libs/contracts/src/payments.ts';
import type { RefundEntity, SandboxGateway } from '../src/index.ts';
import { card, payInCheckout, razorpayAt, sdkError, startGateway, waitFor, webhookReceiver } from './support.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

async function setUp(options: { refundProcessingMs?: number; slowRefundMs?: number } = {}) {
  const receiver = await webhookReceiver(0);
  const gateway: SandboxGateway = await startGateway({ webhookUrl: receiver.url, refundProcessingMs: 50, slowRefundMs: 400, ...options });
  cleanup.push(
    () => receiver.close(),
    () => gateway.close(),
  );
  return { receiver, gateway, razorpay: razorpayAt(gateway.url) };
}

/** A captured payment of ₹2,500 for `receipt`, paid with `cardNumber`. */
async function capturedPayment(
  gateway: SandboxGateway,
  razorpay: ReturnType<typeof razorpayAt>,
  receipt: string,
  cardNumber: string = SANDBOX_TEST_VALUES.approvedCardNumber,
) {
  const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt });
  const paid = await payInCheckout(gateway.url, { order_id: order.id, ...card(cardNumber) });
  expect(paid.status).toBe(200);
  return paid.body.razorpay_payment_id;
}

async function charges(url: string, receipt: string) {
  const response = await fetch(`${url}/_sandbox/charges?receipt=${encodeURIComponent(receipt)}`);
  return (await response.json()) as { captured: number; refunds: Array<{ id: string; payment_id: string; amount: number; receipt: string; status: string }> };
}

describe('Refunds API', () => {
  it('refunds a captured payment through the SDK: a pending refund entity with Razorpay’s fields, then processed', async () => {
    const { gateway, razorpay } = await setUp();
    const paymentId = await capturedPayment(gateway, razorpay, 'refund-full');
    const refund = (await razorpay.payments.refund(paymentId, {
      amount: 250_000,
      speed: 'normal',
      receipt: `${paymentId}:1`,
      notes: { reason: 'second capture' },
    })) as unknown as RefundEntity;
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: 'refund',
      amount: 250_000,
      currency: 'INR',
      payment_id: paymentId,
      notes: { reason: 'second capture' },
      receipt: `${paymentId}:1`,
      acquirer_data: { arn: null },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'pending',
      speed_processed: null,
      speed_requested: 'normal',
    });
    const payment = await razorpay.payments.fetch(paymentId);
    expect(payment).toMatchObject({ status: 'refunded', amount_refunded: 250_000, refund_status: 'full', captured: true });

    await waitFor(() => gateway.ledger.refund(refund.id)?.status === 'processed');
    const fetched = (await razorpay.refunds.fetch(refund.id)) as unknown as RefundEntity;
    expect(fetched).toMatchObject({ id: refund.id, status: 'processed', speed_processed: 'normal', acquirer_data: { arn: expect.stringMatching(/^\d{23}$/) } });
    const listed = await razorpay.payments.fetchMultipleRefund(paymentId);
    expect(listed).toMatchObject({ entity: 'collection', count: 1, items: [{ id: refund.id, receipt: `${paymentId}:1` }] });
    expect(await charges(gateway.url, 'refund-full')).toMatchObject({
      captured: 1,
      refunds: [{ id: refund.id, payment_id: paymentId, amount: 250_000, status: 'processed' }],
    });
  });

  it('refuses a refund of more than was captured, of an uncaptured or unknown payment, and a second full refund (400, nothing created)', async () => {
    const { gateway, razorpay } = await setUp();
    const paymentId = await capturedPayment(gateway, razorpay, 'refund-refused');
    expect((await sdkError(razorpay.payments.refund(paymentId, { amount: 250_001 }))).error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });
    expect((await sdkError(razorpay.payments.refund(paymentId, { amount: 99 }))).error.field).toBe('amount');
    expect((await sdkError(razorpay.payments.refund('pay_00000000000000', {}))).statusCode).toBe(400);
    const order = await razorpay.orders.create({ amount: 250_000, currency: 'INR', receipt: 'refund-declined' });
    const declined = await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.declinedCardNumber) });
    const declinedId = declined.body.error.metadata['payment_id'] ?? '';
    expect((await sdkError(razorpay.payments.refund(declinedId, {}))).error.description).toBe('The payment has not been captured');
    expect(gateway.ledger.refundsOfPayment(paymentId)).toHaveLength(0);

    await razorpay.payments.refund(paymentId, {});
    expect((await sdkError(razorpay.payments.refund(paymentId, {}))).error.description).toBe('The payment has been fully refunded already');
    expect(gateway.ledger.refundsOfPayment(paymentId)).toHaveLength(1);
  });

  it('sends refund.created then refund.processed, each with the refund and the payment, signed like the payment webhooks', async () => {
    const { receiver, gateway, razorpay } = await setUp();
    const paymentId = await capturedPayment(gateway, razorpay, 'refund-webhooks');
    const refund = await razorpay.payments.refund(paymentId, { receipt: 'r-1' });
    await waitFor(() => receiver.received.some((hook) => hook.body.event === 'refund.processed'));
    const events = receiver.received.filter((hook) => hook.body.event.startsWith('refund.'));
    expect(events.map((hook) => hook.body.event)).toEqual(['refund.created', 'refund.processed']);
    for (const hook of events) {
      expect(validateWebhookSignature(hook.raw, String(hook.headers['x-razorpay-signature']), SANDBOX_GATEWAY.webhookSecret)).toBe(true);
      expect(hook.body.contains).toEqual(['refund', 'payment']);
    }
    expect(JSON.parse(events[1]?.raw ?? '{}')).toMatchObject({
      payload: {
        refund: { entity: { id: refund.id, status: 'processed', payment_id: paymentId } },
        payment: { entity: { id: paymentId, status: 'refunded' } },
      },
    });
  });

  it('fails the refunds of the refund-fails test card (refund.failed; the payment is captured again) and keeps a slow one pending until slowRefundMs', async () => {
    const { receiver, gateway, razorpay } = await setUp({ slowRefundMs: 600 });
    const failing = await capturedPayment(gateway, razorpay, 'refund-fails', SANDBOX_TEST_VALUES.refundFailsCardNumber);
    const failed = await razorpay.payments.refund(failing, {});
    await waitFor(() => receiver.received.some((hook) => hook.body.event === 'refund.failed'));
    expect(gateway.ledger.refund(failed.id)?.status).toBe('failed');
    expect(await razorpay.payments.fetch(failing)).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });

    const slow = await capturedPayment(gateway, razorpay, 'refund-slow', SANDBOX_TEST_VALUES.slowRefundCardNumber);
    const pending = await razorpay.payments.refund(slow, {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.ledger.refund(pending.id)?.status).toBe('pending');
    await waitFor(() => gateway.ledger.refund(pending.id)?.status === 'processed', 3_000);
  });

  it('picks a fate by the note sandbox_refund for any payment', async () => {
    const { gateway, razorpay } = await setUp();
    const paymentId = await capturedPayment(gateway, razorpay, 'refund-note');
    const refund = await razorpay.payments.refund(paymentId, { amount: 1_000, notes: { sandbox_refund: 'fail' } });
    await waitFor(() => gateway.ledger.refund(refund.id)?.status === 'failed');
    const partial = await razorpay.payments.refund(paymentId, { amount: 1_000 });
    expect(await razorpay.payments.fetch(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 1_000, refund_status: 'partial' });
    await waitFor(() => gateway.ledger.refund(partial.id)?.status === 'processed');
  });
});
