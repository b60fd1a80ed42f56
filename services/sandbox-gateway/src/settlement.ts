/** What the bank's answer does to a payment and its order, and the webhooks it sends. */
import type { GatewayContext } from './context.ts';
import { type PaymentRecord, orderEntity, paymentEntity } from './entities.ts';
import { newId } from './ids.ts';
import type { Decline } from './test-values.ts';

/** Razorpay's fee: 2 % of the amount plus 18 % GST on it, in paise (`fee` includes `tax`). */
export function feeOf(amount: number): { fee: number; tax: number } {
  const base = Math.round(amount * 0.02);
  const tax = Math.round(base * 0.18);
  return { fee: base + tax, tax };
}

/** Captures an authorized payment: the order is paid; an AutoPay payment confirms its mandate (a token). */
export function capture(ctx: GatewayContext, payment: PaymentRecord): void {
  const order = ctx.ledger.order(payment.orderId);
  if (!order || payment.status !== 'authorized') return;
  const { fee, tax } = feeOf(payment.amount);
  payment.status = 'captured';
  payment.fee = fee;
  payment.tax = tax;
  order.amountPaid = order.amount;
  order.status = 'paid';
  if (payment.recurring && order.token && payment.customerId && payment.vpa) {
    const token = {
      id: newId('token'),
      customerId: payment.customerId,
      vpa: payment.vpa,
      maxAmount: order.token.maxAmount,
      expiredAt: order.token.expireAt,
      frequency: order.token.frequency,
      createdAt: ctx.now(),
    };
    ctx.ledger.addToken(token);
    payment.tokenId = token.id;
  }
  const entity = paymentEntity(payment);
  ctx.webhooks.send('payment.captured', { payment: { entity } });
  ctx.webhooks.send('order.paid', { payment: { entity }, order: { entity: orderEntity(order) } });
}

export function fail(ctx: GatewayContext, payment: PaymentRecord, decline: Decline): void {
  payment.status = 'failed';
  payment.failure = { ...decline };
  ctx.webhooks.send('payment.failed', { payment: { entity: paymentEntity(payment) } });
}
