import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from '@invest/contracts';
import { CLOCK, type Clock } from '../../../common/clock/clock.js';
import { AppException } from '../../../common/exceptions/app-exception.js';
import { Db } from '../../../database/db.js';
import { isUniqueViolation } from '../../../database/unique-violation.js';
import { PaymentEvents } from '../../payments/payment-events.js';
import type { Settled } from '../../payments/payment-settlement.js';
import { RefundOutcomes } from '../../payments/refunds/refund-outcomes.js';
import { PayoutWebhooks } from '../../payouts/payout-webhooks.js';
import { GatewayEventEntity } from '../entities/gateway-event.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.js';
import { PAYOUTS_GATEWAY, type PayoutsGateway } from '../payouts/payouts-gateway.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Razorpay's signed webhooks, one URL for both products: the payment gateway's (`payment.*`, `order.paid`: the source
 * of truth for a payment, the browser's callback only speeds it up; `refund.processed`, `refund.failed`) and
 * RazorpayX's (`payout.*`, same URL, same signature). The signature is checked over the raw body; each event id is
 * recorded in the same transaction as what the owning module changes (payments, refunds, payouts, each through its
 * own operation), so a redelivered event changes nothing and an event whose handling failed is handled on redelivery.
 */
@Injectable()
export class RazorpayWebhookService {
  private readonly logger = new Logger(RazorpayWebhookService.name);

  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PAYOUTS_GATEWAY) private readonly payoutsGateway: PayoutsGateway,
    private readonly payments: PaymentEvents,
    private readonly refunds: RefundOutcomes,
    private readonly payouts: PayoutWebhooks,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined, eventIdHeader: string | undefined): Promise<WebhookOutcome> {
    if (!rawBody || !signature || !this.gateway.isWebhookSignatureValid(rawBody, signature)) {
      throw new AppException(400, ErrorCode.SignatureInvalid, 'The webhook signature does not verify.');
    }
    const payoutEvent = this.payoutsGateway.parsePayoutWebhook(rawBody);
    const parsed = payoutEvent ? { event: payoutEvent.event, payment: null, refund: null } : this.gateway.parseWebhook(rawBody);
    const { event, refund } = parsed;
    // A refund.* event also carries its payment: only the refund speaks for it.
    const payment = event.startsWith('refund.') ? null : parsed.payment;
    const eventId = (eventIdHeader?.trim() || createHash('sha256').update(rawBody).digest('hex')).slice(0, 100);
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
        if (!payment) return 'ignored';
        const applied = await this.payments.applyIn(em, payment);
        if (!applied.applied) return 'ignored';
        settled = applied.settled;
        return 'processed';
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcome = 'duplicate';
    }
    if (settled) await this.payments.afterCommit(settled);
    this.logger.log(`Gateway webhook ${event}: ${outcome}.`);
    return outcome;
  }
}
