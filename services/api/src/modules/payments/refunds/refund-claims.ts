import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { RefundEntity } from '../entities/refund.entity.js';
import type { PaymentEntity } from '../entities/payment.entity.js';
import type { RefundReason } from '../payment-types.js';
import type { GatewayPayment } from '../../razorpay/gateway/payment-gateway.js';

/** How long after its claim the status sweep first asks about a refund (the webhook normally settles it sooner). */
export const REFUND_CHECK_AFTER_MS = 2 * 60_000;

/**
 * Step 1 of a refund, inside the transaction that decides the capture is not kept: the refund row, `pending`, not
 * yet sent. One row per captured gateway payment (a unique key), so a capture is refunded at most once however
 * many times it is reported (verify, webhook, sweep). Answers the row (the existing one when already claimed).
 */
export async function claimRefundIn(em: EntityManager, intent: PaymentEntity, paid: GatewayPayment, reason: RefundReason, now: Date): Promise<RefundEntity> {
  const existing = await em.findOneBy(RefundEntity, { gatewayPaymentId: paid.id });
  if (existing) return existing;
  const refund: RefundEntity = {
    id: randomUUID(),
    userId: intent.userId,
    investmentId: intent.investmentId,
    paymentId: intent.id,
    gatewayPaymentId: paid.id,
    amountPaise: paid.amountPaise,
    reason,
    status: 'pending',
    attempt: 1,
    gatewayRefundId: null,
    failureReason: null,
    checks: 0,
    nextCheckAt: new Date(now.getTime() + REFUND_CHECK_AFTER_MS),
    sentAt: null,
    processedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await em.insert(RefundEntity, refund);
  return refund;
}
