import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, type PaymentCompletedResponse } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { payoutSchedule } from '../investments/payout-schedule.js';
import type { LedgerLine } from '../ledger/ledger-line.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { allotUnitsIn } from '../market/unit-allotment.js';
import { PayoutRecords } from '../payouts/payout-records.js';
import type { GatewayPayment } from '../razorpay/gateway/payment-gateway.js';
import { TextOutbox } from '../texts/text-outbox.js';
import { textRupees } from '../texts/text-values.js';
import { PaymentEntity } from './entities/payment.entity.js';
import { RefundEntity } from './entities/refund.entity.js';
import { toReceipt } from './payment-receipt.js';
import type { RefundReason } from './payment-types.js';
import { claimRefundIn } from './refunds/refund-claims.js';
import { RefundSender } from './refunds/refund-sender.js';

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
    private readonly investments: InvestmentRecords,
    private readonly payouts: PayoutRecords,
    private readonly ledger: LedgerService,
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
          await this.investments.markPaymentFailed(intent.investmentId, now, em);
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
      await this.investments.markPaymentFailed(intent.investmentId, now, em);
    });
  }

  private async lockedIntent(em: EntityManager, intentId: string): Promise<PaymentEntity> {
    const query = em.createQueryBuilder(PaymentEntity, 'payment').where('payment.id = :id', { id: intentId });
    if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
    const intent = await query.getOne();
    if (!intent) throw new AppException(404, ErrorCode.NotFound, 'Payment not found.');
    return intent;
  }

  /**
   * A capture of the order total: the intent completes, and in the same transaction the investments module activates
   * the investment, the ledger records the investment and its fee, and the payouts module schedules its payouts
   * (a market-linked investment buys units instead).
   */
  private async complete(em: EntityManager, intent: PaymentEntity, paid: GatewayPayment): Promise<Settled> {
    const now = this.clock.now();
    const activation = await this.investments.activate(intent.investmentId, now, em);
    const investment = activation.investment;
    if (activation.kind === 'not_payable') {
      // Another attempt already paid this investment (or it is closed): this capture is money to give back, never a
      // second activation.
      const reason: RefundReason = investment.status === 'active' || investment.status === 'matured' ? 'second_capture' : 'investment_closed';
      this.logger.warn(`Payment ${paid.id} captured for investment ${investment.id} in state ${investment.status} (intent ${intent.id}): refunded.`);
      return this.refund(em, intent, paid, reason);
    }
    await em.update(
      PaymentEntity,
      { id: intent.id },
      { status: 'completed', gatewayReference: paid.id, instrument: paid.instrument, failureReason: null, updatedAt: now },
    );
    const line = (type: 'investment' | 'fee', paise: number, description: string): LedgerLine => ({
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
    await this.ledger.record([line('investment', intent.amountPaise, investment.productName), line('fee', intent.feePaise, 'Processing fee')], em);
    // A mutual fund or gold buys units at the day's price and is redeemed on request: no payouts are scheduled.
    const marketLinked = await allotUnitsIn(em, this.investments, investment, indiaDate(now));
    const schedule = marketLinked
      ? []
      : payoutSchedule({
          category: investment.category,
          amountPaise: investment.amountPaise,
          returnRateBp: investment.returnRateBp,
          monthlyRateBp: investment.monthlyRateBp,
          durationMonths: investment.durationMonths ?? 12,
          investmentDate: investment.investmentDate,
        });
    const payoutsScheduled = await this.payouts.schedule(investment, schedule, now, em);
    await TextOutbox.enqueue(em, {
      userId: intent.userId,
      event: 'payment_received',
      values: { amount: textRupees(intent.totalPaise), product: investment.productName, reference: paid.id },
      dedupeKey: `payment_received:${intent.id}`,
      now,
    });
    const completed = { ...intent, status: 'completed' as const, gatewayReference: paid.id, instrument: paid.instrument, failureReason: null };
    return { outcome: 'completed', body: completedResponse(completed, payoutsScheduled) };
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
    const payoutsScheduled = await this.payouts.countOf(intent.investmentId, em);
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
