import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { PaymentEntity } from '../ledger/entities/payment.entity.js';
import { PayoutWebhooks } from '../payouts/payout-webhooks.js';
import { GatewayEventEntity } from './entities/gateway-event.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentSettlement, type Settled, type Verdict } from './payment-settlement.js';
import { RefundOutcomes } from './refunds/refund-outcomes.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * The gateway's signed webhooks are the source of truth for a payment (the browser's callback only speeds it
 * up), for a refund (`refund.processed`, `refund.failed`) and for a payout (RazorpayX's `payout.*` events come to
 * the same URL with the same signature). The signature is checked over the raw body; each event id is recorded in
 * the same transaction as what it changes, so a redelivered event changes nothing and an event whose handling failed
 * is handled on redelivery.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);

  constructor(
    private readonly db: Db,
    private readonly settlement: PaymentSettlement,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payouts: PayoutWebhooks,
    private readonly refunds: RefundOutcomes,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined, eventIdHeader: string | undefined): Promise<WebhookOutcome> {
    if (!rawBody || !signature || !this.gateway.isWebhookSignatureValid(rawBody, signature)) {
      throw new AppException(400, ErrorCode.SignatureInvalid, 'The webhook signature does not verify.');
    }
    const payoutEvent = this.payouts.parse(rawBody);
    const parsed = payoutEvent ? { event: payoutEvent.event, payment: null, refund: null } : this.gateway.parseWebhook(rawBody);
    const { event, refund } = parsed;
    // A refund.* event also carries its payment: only the refund speaks for it.
    const payment = event.startsWith('refund.') ? null : parsed.payment;
    const eventId = (eventIdHeader?.trim() || createHash('sha256').update(rawBody).digest('hex')).slice(0, 100);
    const verdict: Verdict | null =
      payment === null
        ? null
        : payment.status === 'captured'
          ? { kind: 'captured', payment }
          : payment.status === 'failed'
            ? { kind: 'failed', payment }
            : payment.status === 'authorized' || payment.status === 'created'
              ? { kind: 'pending', payment }
              : null;
    let outcome: WebhookOutcome;
    let settled: Settled | null = null;
    try {
      outcome = await this.db.transaction(async (em): Promise<WebhookOutcome> => {
        if ((await em.countBy(GatewayEventEntity, { id: eventId })) > 0) return 'duplicate';
        // A concurrent delivery of the same event fails here on the primary key and rolls back whole.
        await em.insert(GatewayEventEntity, { id: eventId, event: event.slice(0, 64), receivedAt: this.clock.now() });
        if (payoutEvent) {
          const outcome = await this.payouts.handleIn(em, payoutEvent.payout);
          return outcome === 'paid' || outcome === 'reversed' ? 'processed' : 'ignored';
        }
        if (event === 'refund.processed' || event === 'refund.failed') {
          const applied = refund ? await this.refunds.applyIn(em, refund) : 'unknown';
          return applied === 'processed' || applied === 'failed' ? 'processed' : 'ignored';
        }
        if (!verdict || !payment) return 'ignored';
        const intent = await em.findOneBy(PaymentEntity, { gatewayOrderId: payment.orderId });
        if (!intent) return 'ignored';
        if (verdict.kind === 'captured' && intent.totalPaise !== payment.amountPaise) {
          // Never kept: refunded (the settlement's `mismatch`, which logs it).
          settled = await this.settlement.applyIn(em, intent.id, { kind: 'mismatch', payment });
          return 'processed';
        }
        settled = await this.settlement.applyIn(em, intent.id, verdict);
        return 'processed';
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcome = 'duplicate';
    }
    if (settled) await this.settlement.sendRefund(settled);
    this.logger.log(`Gateway webhook ${event}: ${outcome}.`);
    return outcome;
  }
}
