import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, type PaymentCompletedResponse } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { payoutSchedule } from '../investments/payout-schedule.js';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { PaymentEntity } from '../ledger/entities/payment.entity.js';
import { PayoutEntity } from '../ledger/entities/payout.entity.js';
import { RefundEntity } from '../ledger/entities/refund.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import type { RefundReason } from '../ledger/ledger-types.js';
import { allotUnitsIn } from '../market/unit-allotment.js';
import { TextOutbox } from '../texts/text-outbox.js';
import { textRupees } from '../texts/text-values.js';
import type { GatewayPayment } from './gateway/payment-gateway.js';
import { toReceipt } from './payment-receipt.js';
import { claimRefundIn } from './refunds/refund-claims.js';
import { RefundSender } from './refunds/refund-sender.js';

const PAYABLE = new Set(['pending_payment', 'payment_failed']);

/** The `failure_reason` of an intent whose capture was refunded. */
const REFUNDED_REASONS: Record<RefundReason, string> = {
  second_capture: 'Captured after another payment: refunded.',
  amount_mismatch: 'Captured for another amount than the order: refunded.',
  investment_closed: 'Captured after the investment closed: refunded.',
};

/** What the gateway's payments of an order say about the attempt. */
export type Verdict =
  | { kind: 'captured'; payment: GatewayPayment }
  /** Captured, but not the order total: refunded, never kept. */
  | { kind: 'mismatch'; payment: GatewayPayment }
  | { kind: 'pending'; payment: GatewayPayment }
  | { kind: 'failed'; payment: GatewayPayment }
  | { kind: 'unpaid' };

/**
 * An order may hold several payments (the customer retries inside the checkout): one captured settles it; one
 * authorized or created is still with the bank; otherwise the newest failure speaks for it.
 */
export function verdictOf(payments: readonly GatewayPayment[], totalPaise: number): Verdict {
  const captured = payments.find((payment) => payment.status === 'captured' && payment.amountPaise === totalPaise);
  if (captured) return { kind: 'captured', payment: captured };
  const mismatch = payments.find((payment) => payment.status === 'captured');
  if (mismatch) return { kind: 'mismatch', payment: mismatch };
  const pending = payments.find((payment) => payment.status === 'authorized' || payment.status === 'created');
  if (pending) return { kind: 'pending', payment: pending };
  const failed = payments.at(-1);
  return failed ? { kind: 'failed', payment: failed } : { kind: 'unpaid' };
}

export type Settled =
  | { outcome: 'completed'; body: PaymentCompletedResponse }
  | { outcome: 'processing'; paymentId: string }
  | { outcome: 'failed'; reason: string }
  /** Captured but not kept: refunded (or being refunded) through the gateway. */
  | { outcome: 'refunded'; paymentId: string; refund: Pick<RefundEntity, 'id' | 'amountPaise' | 'reason' | 'status' | 'sentAt'> }
  | { outcome: 'unpaid' };

/**
 * Records what the gateway says of one payment intent, in one database transaction (retried whole on a deadlock:
 * it has no side effect outside the database). Completing is idempotent: a completed intent answers the same
 * receipt again and writes nothing. A capture on an intent already marked failed (the customer retried inside
 * the checkout) still completes it while the investment is unpaid.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);

  constructor(
    private readonly db: Db,
    private readonly refunds: RefundSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(intentId: string, verdict: Verdict): Promise<Settled> {
    const settled = await this.db.transaction((em) => this.applyIn(em, intentId, verdict));
    await this.sendRefund(settled);
    return settled;
  }

  /**
   * After the transaction that decided a capture is not kept has committed: asks the gateway for the refund (claim,
   * then call). An outage or a crash here leaves it to the refund sweep.
   */
  async sendRefund(settled: Settled): Promise<void> {
    if (settled.outcome !== 'refunded' || settled.refund.status !== 'pending' || settled.refund.sentAt !== null) return;
    try {
      await this.refunds.send(settled.refund.id);
    } catch (error) {
      this.logger.warn(`Refund ${settled.refund.id} not sent now (${error instanceof Error ? error.message : String(error)}); the refund sweep sends it.`);
    }
  }

  async applyIn(em: EntityManager, intentId: string, verdict: Verdict): Promise<Settled> {
    const intent = await this.lockedIntent(em, intentId);
    if (intent.status === 'completed') return { outcome: 'completed', body: await this.completedBody(em, intent) };
    if (intent.status === 'refunded') return this.refundedOf(em, intent);
    const now = this.clock.now();
    switch (verdict.kind) {
      case 'captured':
        return this.complete(em, intent, verdict.payment);
      case 'mismatch':
        this.logger.error(
          `Payment ${verdict.payment.id} captured ${verdict.payment.amountPaise} paise for intent ${intent.id} of ${intent.totalPaise}: refunded.`,
        );
        return this.refund(em, intent, verdict.payment, 'amount_mismatch');
      case 'pending':
        // Asked again with nothing new: the row is left as it is.
        if (intent.status === 'processing' && intent.gatewayReference === verdict.payment.id && intent.instrument === verdict.payment.instrument) {
          return { outcome: 'processing', paymentId: intent.id };
        }
        await em.update(
          PaymentEntity,
          { id: intent.id },
          { status: 'processing', gatewayReference: verdict.payment.id, instrument: verdict.payment.instrument, updatedAt: now },
        );
        return { outcome: 'processing', paymentId: intent.id };
      case 'failed': {
        const reason = verdict.payment.failureReason ?? 'The payment was declined.';
        if (intent.status !== 'failed') {
          await em.update(
            PaymentEntity,
            { id: intent.id },
            {
              status: 'failed',
              gatewayReference: verdict.payment.id,
              instrument: verdict.payment.instrument,
              failureReason: reason.slice(0, 200),
              updatedAt: now,
            },
          );
          await em.update(InvestmentEntity, { id: intent.investmentId, status: 'pending_payment' }, { status: 'payment_failed', updatedAt: now });
        }
        return { outcome: 'failed', reason: intent.failureReason ?? reason };
      }
      case 'unpaid':
        return { outcome: 'unpaid' };
    }
  }

  /** Marks an intent failed without a gateway payment (its order was never created or never paid). */
  async abandon(intentId: string, reason: string): Promise<void> {
    await this.db.transaction(async (em) => {
      const intent = await this.lockedIntent(em, intentId);
      if (intent.status !== 'created') return;
      const now = this.clock.now();
      await em.update(PaymentEntity, { id: intent.id }, { status: 'failed', failureReason: reason, updatedAt: now });
      await em.update(InvestmentEntity, { id: intent.investmentId, status: 'pending_payment' }, { status: 'payment_failed', updatedAt: now });
    });
  }

  private async lockedIntent(em: EntityManager, intentId: string): Promise<PaymentEntity> {
    const query = em.createQueryBuilder(PaymentEntity, 'payment').where('payment.id = :id', { id: intentId });
    if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
    const intent = await query.getOne();
    if (!intent) throw new AppException(404, ErrorCode.NotFound, 'Payment not found.');
    return intent;
  }

  private async complete(em: EntityManager, intent: PaymentEntity, paid: GatewayPayment): Promise<Settled> {
    const query = em.createQueryBuilder(InvestmentEntity, 'investment').where('investment.id = :id', { id: intent.investmentId });
    if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
    const investment = await query.getOne();
    if (!investment) throw new AppException(404, ErrorCode.NotFound, 'Investment not found.');
    if (!PAYABLE.has(investment.status)) {
      // Another attempt already paid this investment (or it is closed): this capture is money to give back, never a
      // second activation.
      const reason: RefundReason = investment.status === 'active' || investment.status === 'matured' ? 'second_capture' : 'investment_closed';
      this.logger.warn(`Payment ${paid.id} captured for investment ${investment.id} in state ${investment.status} (intent ${intent.id}): refunded.`);
      return this.refund(em, intent, paid, reason);
    }
    const now = this.clock.now();
    await em.update(
      PaymentEntity,
      { id: intent.id },
      { status: 'completed', gatewayReference: paid.id, instrument: paid.instrument, failureReason: null, updatedAt: now },
    );
    const transaction = (type: 'investment' | 'fee', paise: number, description: string): TransactionEntity => ({
      id: randomUUID(),
      userId: intent.userId,
      investmentId: investment.id,
      paymentId: intent.id,
      type,
      status: 'completed',
      amountPaise: paise,
      description,
      createdAt: now,
    });
    await em.insert(TransactionEntity, [
      transaction('investment', intent.amountPaise, investment.productName),
      transaction('fee', intent.feePaise, 'Processing fee'),
    ]);
    await em.update(InvestmentEntity, { id: investment.id }, { status: 'active', updatedAt: now });
    // A mutual fund or gold buys units at the day's price and is redeemed on request: no payouts are scheduled.
    const marketLinked = await allotUnitsIn(em, investment, indiaDate(now));
    const payouts = marketLinked
      ? []
      : payoutSchedule({
          category: investment.category,
          amountPaise: investment.amountPaise,
          returnRateBp: investment.returnRateBp,
          monthlyRateBp: investment.monthlyRateBp,
          durationMonths: investment.durationMonths ?? 12,
          investmentDate: investment.investmentDate,
        });
    if (payouts.length > 0) {
      await em.insert(
        PayoutEntity,
        payouts.map((payout) => ({
          ...payout,
          id: randomUUID(),
          userId: intent.userId,
          investmentId: investment.id,
          status: 'pending' as const,
          createdAt: now,
        })),
      );
    }
    await TextOutbox.enqueue(em, {
      userId: intent.userId,
      event: 'payment_received',
      values: { amount: textRupees(intent.totalPaise), product: investment.productName, reference: paid.id },
      dedupeKey: `payment_received:${intent.id}`,
      now,
    });
    const completed = { ...intent, status: 'completed' as const, gatewayReference: paid.id, instrument: paid.instrument, failureReason: null };
    return { outcome: 'completed', body: completedResponse(completed, payouts.length) };
  }

  /** The intent leaves the open set as `refunded`, and its capture is claimed for a refund in the same transaction. */
  private async refund(em: EntityManager, intent: PaymentEntity, paid: GatewayPayment, reason: RefundReason): Promise<Settled> {
    const now = this.clock.now();
    const refund = await claimRefundIn(em, intent, paid, reason, now);
    await em.update(
      PaymentEntity,
      { id: intent.id },
      { status: 'refunded', gatewayReference: paid.id, instrument: paid.instrument, failureReason: REFUNDED_REASONS[reason], updatedAt: now },
    );
    return { outcome: 'refunded', paymentId: intent.id, refund };
  }

  private async refundedOf(em: EntityManager, intent: PaymentEntity): Promise<Settled> {
    const refund = await em.findOne(RefundEntity, { where: { paymentId: intent.id }, order: { createdAt: 'ASC' } });
    if (!refund) throw new Error(`Payment ${intent.id} is refunded but has no refund.`);
    return { outcome: 'refunded', paymentId: intent.id, refund };
  }

  private async completedBody(em: EntityManager, intent: PaymentEntity): Promise<PaymentCompletedResponse> {
    const payoutsScheduled = await em.count(PayoutEntity, { where: { investmentId: intent.investmentId } });
    return completedResponse(intent, payoutsScheduled);
  }
}

function completedResponse(intent: PaymentEntity, payoutsScheduled: number): PaymentCompletedResponse {
  return {
    status: 'completed',
    message: 'Payment successful. Your investment is active.',
    payment: toReceipt(intent),
    investment: { id: intent.investmentId, status: 'active' },
    payoutsScheduled,
  };
}
