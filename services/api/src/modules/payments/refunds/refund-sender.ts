import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../common/clock/clock.js';
import { GatewayUnavailableError } from '../../../common/providers/gateway-unavailable.error.js';
import { Db } from '../../../database/db.js';
import { RefundEntity } from '../entities/refund.entity.js';
import { type GatewayRefund, PAYMENT_GATEWAY, type PaymentGateway } from '../../razorpay/gateway/payment-gateway.js';
import { type RefundOutcome, RefundOutcomes } from './refund-outcomes.js';
import { MAX_REFUND_ATTEMPTS, refundReceipt } from './refund-receipt.js';

/** An attempt claimed this long ago and still without a gateway refund id was interrupted: the sweep resumes it. */
export const REFUND_RESUME_AFTER_MS = 2 * 60_000;

/**
 * Sends refunds through Razorpay's Refunds API the way payouts are sent (payouts/payout-sender.ts):
 * 1. claim: the row (written with the decision not to keep the capture, refund-claims.ts) is claimed by a conditional
 *    UPDATE of `sent_at` (or, after a failure, of `attempt`); only one caller, on any instance, wins an attempt;
 * 2. outside any transaction, Razorpay refunds the payment with the receipt `<gateway payment id>:<attempt>`; a
 *    resumed attempt (a crash or an outage between the call and its record) first looks for a refund with that receipt
 *    among the payment's refunds, so it is never made twice;
 * 3. the refund id is recorded, and its state if already final (RefundOutcomes).
 */
@Injectable()
export class RefundSender {
  private readonly logger = new Logger(RefundSender.name);

  constructor(
    private readonly db: Db,
    private readonly outcomes: RefundOutcomes,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** A refund just claimed (never sent): sends it; a gateway outage leaves it to the sweep. */
  async send(refundId: string): Promise<RefundOutcome> {
    const now = this.clock.now();
    const claimed = await this.db.run((em) =>
      em
        .createQueryBuilder()
        .update(RefundEntity)
        .set({ sentAt: now, updatedAt: now })
        .where("id = :id AND status = 'pending' AND sent_at IS NULL AND gateway_refund_id IS NULL", { id: refundId })
        .execute(),
    );
    if (claimed.affected !== 1) return 'unchanged';
    const row = await this.db.run((em) => em.findOneByOrFail(RefundEntity, { id: refundId }));
    return this.dispatch(row, false);
  }

  /**
   * The sweep's turn on a refund: resumes an interrupted attempt, asks the gateway about a pending one, or asks for a
   * new attempt after a failed one (up to MAX_REFUND_ATTEMPTS).
   */
  async reconcile(row: RefundEntity): Promise<RefundOutcome> {
    try {
      if (row.status === 'failed') return row.attempt < MAX_REFUND_ATTEMPTS ? await this.retry(row) : 'unchanged';
      if (row.gatewayRefundId !== null) return await this.outcomes.apply(await this.gateway.fetchRefund(row.gatewayRefundId));
      if (row.sentAt === null) return await this.send(row.id);
      if (this.clock.now().getTime() - row.sentAt.getTime() < REFUND_RESUME_AFTER_MS) return 'unchanged';
      return await this.resume(row);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.logger.warn(`Refund ${row.id}: the gateway did not answer (${error.message}); asked again on the next sweep.`);
      return 'unchanged';
    }
  }

  /** Claims an interrupted attempt again (the same attempt, so the same receipt) and finds or makes its refund. */
  private async resume(row: RefundEntity): Promise<RefundOutcome> {
    const now = this.clock.now();
    const claimed = await this.db.run((em) =>
      em
        .createQueryBuilder()
        .update(RefundEntity)
        .set({ sentAt: now, updatedAt: now })
        .where("id = :id AND status = 'pending' AND attempt = :attempt AND sent_at = :sentAt AND gateway_refund_id IS NULL", {
          id: row.id,
          attempt: row.attempt,
          sentAt: row.sentAt,
        })
        .execute(),
    );
    if (claimed.affected !== 1) return 'unchanged';
    return this.dispatch({ ...row, sentAt: now }, true);
  }

  /** A new attempt after a failed refund: a new receipt. */
  private async retry(row: RefundEntity): Promise<RefundOutcome> {
    const now = this.clock.now();
    const claimed = await this.db.run((em) =>
      em
        .createQueryBuilder()
        .update(RefundEntity)
        .set({ status: 'pending', attempt: row.attempt + 1, gatewayRefundId: null, failureReason: null, sentAt: now, updatedAt: now })
        .where("id = :id AND status = 'failed' AND attempt = :attempt", { id: row.id, attempt: row.attempt })
        .execute(),
    );
    if (claimed.affected !== 1) return 'unchanged';
    return this.dispatch({ ...row, status: 'pending', attempt: row.attempt + 1, gatewayRefundId: null, sentAt: now }, false);
  }

  private async dispatch(row: RefundEntity, resumed: boolean): Promise<RefundOutcome> {
    const receipt = refundReceipt(row.gatewayPaymentId, row.attempt);
    let refund: GatewayRefund;
    try {
      refund =
        (resumed ? await this.gateway.findRefundByReceipt(row.gatewayPaymentId, receipt) : null) ??
        (await this.gateway.createRefund({
          paymentId: row.gatewayPaymentId,
          amountPaise: row.amountPaise,
          receipt,
          notes: { refund_id: row.id, payment_id: row.paymentId, investment_id: row.investmentId, reason: row.reason },
        }));
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.logger.warn(`Refund ${receipt}: the gateway did not answer (${error.message}); the status sweep resumes it.`);
      return 'unchanged';
    }
    return this.outcomes.apply(refund);
  }
}
