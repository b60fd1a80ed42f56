import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../../common/clock/clock.js';
import { Db } from '../../../database/db.js';
import { formatRupees } from './refund-wording.js';
import { RefundEntity } from '../entities/refund.entity.js';
import { LedgerService } from '../../ledger/ledger.service.js';
import type { GatewayRefund } from '../../razorpay/gateway/payment-gateway.js';
import { InvestmentRecords } from '../../investments/investment-records.js';
import { TextOutbox } from '../../texts/text-outbox.js';
import { textRupees } from '../../texts/text-values.js';
import { MAX_REFUND_ATTEMPTS, refundReceipt } from './refund-receipt.js';

export type RefundOutcome = 'processed' | 'failed' | 'unchanged' | 'unknown';

/**
 * Step 3 of a refund, and what its webhooks and the status sweep report: the gateway's refund id is recorded, and a
 * final state once: `processed` writes the investor's `refund` transaction ("Refunded ₹X", dated when it was
 * processed); `failed` leaves the row for the sweep to ask again (a new attempt) until MAX_REFUND_ATTEMPTS, after
 * which it is shown to the investor as a failed refund and logged for the operations team.
 */
@Injectable()
export class RefundOutcomes {
  private readonly logger = new Logger(RefundOutcomes.name);

  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly investments: InvestmentRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  apply(refund: GatewayRefund): Promise<RefundOutcome> {
    return this.db.transaction((em) => this.applyIn(em, refund));
  }

  async applyIn(em: EntityManager, reported: GatewayRefund): Promise<RefundOutcome> {
    const query = em.createQueryBuilder(RefundEntity, 'refund').where('refund.gateway_payment_id = :paymentId', { paymentId: reported.paymentId });
    if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
    const row = await query.getOne();
    // Not ours, or an earlier attempt's refund (its outcome was recorded when it was current).
    if (!row) return 'unknown';
    const current = row.gatewayRefundId === reported.id || reported.receipt === refundReceipt(row.gatewayPaymentId, row.attempt);
    if (!current) return 'unknown';
    const now = this.clock.now();
    if (row.gatewayRefundId === null) {
      await em.update(RefundEntity, { id: row.id }, { gatewayRefundId: reported.id, updatedAt: now });
    }
    if (row.status !== 'pending' || reported.status === 'pending') return 'unchanged';
    if (reported.status === 'processed') {
      await em.update(
        RefundEntity,
        { id: row.id },
        { status: 'processed', gatewayRefundId: reported.id, processedAt: now, failureReason: null, updatedAt: now },
      );
      await this.ledger.record(
        [
          {
            id: randomUUID(),
            userId: row.userId,
            investmentId: row.investmentId,
            paymentId: row.paymentId,
            type: 'refund',
            status: 'completed',
            amountPaise: row.amountPaise,
            description: `Refunded ${formatRupees(row.amountPaise)}`,
            createdAt: now,
          },
        ],
        em,
      );
      const product = await this.investments.productName(row.investmentId, em);
      await TextOutbox.enqueue(em, {
        userId: row.userId,
        event: 'refund_made',
        values: { amount: textRupees(row.amountPaise), product: product ?? 'your investment', reference: reported.id },
        dedupeKey: `refund_made:${row.id}`,
        now,
      });
      return 'processed';
    }
    const reason = 'The bank could not complete the refund.';
    await em.update(RefundEntity, { id: row.id }, { status: 'failed', gatewayRefundId: reported.id, failureReason: reason, updatedAt: now });
    if (row.attempt >= MAX_REFUND_ATTEMPTS) {
      this.logger.error(`Refund ${row.id} of payment ${row.gatewayPaymentId} failed ${row.attempt} times: needs the operations team.`);
      await this.ledger.record(
        [
          {
            id: randomUUID(),
            userId: row.userId,
            investmentId: row.investmentId,
            paymentId: row.paymentId,
            type: 'refund',
            status: 'failed',
            amountPaise: row.amountPaise,
            description: `Refund of ${formatRupees(row.amountPaise)} failed: our team will contact you`,
            createdAt: now,
          },
        ],
        em,
      );
    } else {
      this.logger.warn(`Refund ${row.id} attempt ${row.attempt} failed; the sweep asks again.`);
    }
    return 'failed';
  }
}
