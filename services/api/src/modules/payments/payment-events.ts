import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GatewayPayment } from '../razorpay/gateway/payment-gateway.js';
import { PaymentEntity } from './entities/payment.entity.js';
import { PaymentSettlement, type Settled, type Verdict } from './payment-settlement.js';

/** What a payment event did: `ignored` when it named no intent of ours or said nothing to act on. */
export type PaymentEventOutcome = { applied: false } | { applied: true; settled: Settled };

/**
 * The payments module's side of the gateway's `payment.*` and `order.paid` webhooks (RazorpayWebhookService checks
 * the signature, records the event id once and calls this inside the same transaction).
 */
@Injectable()
export class PaymentEvents {
  constructor(private readonly settlement: PaymentSettlement) {}

  /** Settles the intent of the payment's order with what the event says, in the caller's transaction. */
  async applyIn(em: EntityManager, payment: GatewayPayment): Promise<PaymentEventOutcome> {
    const verdict = verdictOfEvent(payment);
    if (!verdict) return { applied: false };
    const intent = await em.findOneBy(PaymentEntity, { gatewayOrderId: payment.orderId });
    if (!intent) return { applied: false };
    if (verdict.kind === 'captured' && intent.totalPaise !== payment.amountPaise) {
      // Never kept: refunded (the settlement's `mismatch`, which logs it).
      return { applied: true, settled: await this.settlement.applyIn(em, intent.id, { kind: 'mismatch', payment }) };
    }
    return { applied: true, settled: await this.settlement.applyIn(em, intent.id, verdict) };
  }

  /** After the caller's transaction committed: sends the refund a settlement decided, if any. */
  afterCommit(settled: Settled): Promise<void> {
    return this.settlement.sendRefund(settled);
  }
}

function verdictOfEvent(payment: GatewayPayment): Verdict | null {
  switch (payment.status) {
    case 'captured':
      return { kind: 'captured', payment };
    case 'failed':
      return { kind: 'failed', payment };
    case 'authorized':
    case 'created':
      return { kind: 'pending', payment };
    default:
      return null;
  }
}
