/**
 * Razorpay's Refunds API: create a refund of a captured payment (POST /v1/payments/:id/refund), fetch one
 * (GET /v1/refunds/:id, GET /v1/payments/:id/refunds/:refundId) and list a payment's refunds (GET
 * /v1/payments/:id/refunds). A refund is `pending` at once (webhook `refund.created`), then `processed` after
 * `refundProcessingMs` (or `slowRefundMs` for the slow test values) or `failed` for the failing ones (README "Refund
 * test values"), with the `refund.processed` / `refund.failed` webhooks.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { type PaymentRecord, type RefundFate, collection, paymentEntity } from './entities.ts';
import { badRequest, unknownId } from './errors.ts';
import { type Fields, asFields, optionalInteger, optionalString, readNotes } from './fields.ts';
import { newId, randomDigits } from './ids.ts';
import { type RefundRecord, type RefundSpeedRequested, refundEntity } from './refund-entities.ts';

/** Razorpay's smallest refund: ₹1. */
const MINIMUM_AMOUNT = 100;
const MAX_PAGE = 100;
/** The refund note that picks a test fate for any payment (README "Refund test values"). */
export const REFUND_FATE_NOTE = 'sandbox_refund';

function fateOf(payment: PaymentRecord, fields: Fields): RefundFate {
  const notes = fields['notes'];
  const asked = notes !== null && typeof notes === 'object' && !Array.isArray(notes) ? (notes as Record<string, unknown>)[REFUND_FATE_NOTE] : undefined;
  if (asked === 'fail' || asked === 'slow') return asked;
  return payment.refundFate;
}

function readSpeed(fields: Fields): RefundSpeedRequested {
  const speed = optionalString(fields, 'speed', 10) ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The speed must be normal or optimum.', 'speed');
  return speed;
}

function createRefund(ctx: GatewayContext, payment: PaymentRecord, fields: Fields): RefundRecord {
  if (payment.status !== 'captured' && payment.status !== 'refunded') throw badRequest('The payment has not been captured', 'payment_id');
  const left = payment.amount - payment.amountRefunded;
  if (left <= 0) throw badRequest('The payment has been fully refunded already', 'payment_id');
  const amount = optionalInteger(fields, 'amount') ?? left;
  if (amount < MINIMUM_AMOUNT) throw badRequest('The amount must be at least INR 1.00', 'amount');
  if (amount > left) throw badRequest('The refund amount provided is greater than amount captured', 'amount');
  const refund: RefundRecord = {
    id: newId('rfnd'),
    paymentId: payment.id,
    amount,
    currency: 'INR',
    receipt: optionalString(fields, 'receipt', 40) ?? null,
    notes: readNotes(fields),
    status: 'pending',
    speedRequested: readSpeed(fields),
    speedProcessed: null,
    arn: null,
    fate: fateOf(payment, fields),
    createdAt: ctx.now(),
  };
  payment.amountRefunded += amount;
  if (payment.amountRefunded >= payment.amount) payment.status = 'refunded';
  ctx.ledger.addRefund(refund);
  return refund;
}

/** The bank's answer: processed (the money is back with the customer) or failed (the amount returns to the payment). */
function settle(ctx: GatewayContext, refund: RefundRecord): void {
  const payment = ctx.ledger.payment(refund.paymentId);
  if (!payment || refund.status !== 'pending') return;
  if (refund.fate === 'fail') {
    refund.status = 'failed';
    payment.amountRefunded -= refund.amount;
    if (payment.status === 'refunded') payment.status = 'captured';
    ctx.webhooks.send('refund.failed', { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } });
    return;
  }
  refund.status = 'processed';
  refund.speedProcessed = 'normal';
  refund.arn = `74${randomDigits(21)}`;
  ctx.webhooks.send('refund.processed', { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } });
}

function capturedPayment(ctx: GatewayContext, id: string): PaymentRecord {
  const payment = ctx.ledger.payment(id);
  if (!payment) throw unknownId('payment_id');
  return payment;
}

export function refundRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { id: string } }>('/v1/payments/:id/refund', async (request) => {
    const payment = capturedPayment(ctx, request.params.id);
    const refund = createRefund(ctx, payment, asFields(request.body ?? {}));
    ctx.webhooks.send('refund.created', { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } });
    const wait = refund.fate === 'slow' ? ctx.slowRefundMs : ctx.refundProcessingMs;
    ctx.timers.after(wait, () => settle(ctx, refund));
    return refundEntity(refund);
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id/refunds', async (request) => {
    const payment = capturedPayment(ctx, request.params.id);
    const query = asFields(request.query);
    const count = Math.min(Math.max(optionalInteger(query, 'count') ?? 10, 1), MAX_PAGE);
    const skip = Math.max(optionalInteger(query, 'skip') ?? 0, 0);
    return collection(
      ctx.ledger
        .refundsOfPayment(payment.id)
        .slice(skip, skip + count)
        .map(refundEntity),
    );
  });

  app.get<{ Params: { id: string; refundId: string } }>('/v1/payments/:id/refunds/:refundId', async (request) => {
    const refund = ctx.ledger.refund(request.params.refundId);
    if (!refund || refund.paymentId !== request.params.id) throw unknownId();
    return refundEntity(refund);
  });

  app.get<{ Params: { id: string } }>('/v1/refunds/:id', async (request) => {
    const refund = ctx.ledger.refund(request.params.id);
    if (!refund) throw unknownId();
    return refundEntity(refund);
  });
}
