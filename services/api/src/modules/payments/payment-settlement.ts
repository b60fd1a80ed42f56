import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, type PaymentCompletedResponse } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { payoutSchedule } from '../investments/payout-schedule.js';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { PaymentEntity } from '../ledger/entities/payment.entity.js';
import { PayoutEntity } from '../ledger/entities/payout.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import type { GatewayPayment } from './gateway/payment-gateway.js';
import { toReceipt } from './payment-receipt.js';
import { REFUND_DUE_REASON } from './refund-due.js';

const PAYABLE = new Set(['pending_payment', 'payment_failed']);

/** What the gateway's payments of an order say about the attempt. */
export type Verdict =
  | { kind: 'captured'; payment: GatewayPayment }
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
  const pending = payments.find((payment) => payment.status === 'authorized' || payment.status === 'created');
  if (pending) return { kind: 'pending', payment: pending };
  const failed = payments.at(-1);
  return failed ? { kind: 'failed', payment: failed } : { kind: 'unpaid' };
}

export type Settled =
  | { outcome: 'completed'; body: PaymentCompletedResponse }
  | { outcome: 'processing'; paymentId: string }
  | { outcome: 'failed'; reason: string }
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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  apply(intentId: string, verdict: Verdict): Promise<Settled> {
    return this.db.transaction((em) => this.applyIn(em, intentId, verdict));
  }

  async applyIn(em: EntityManager, intentId: string, verdict: Verdict): Promise<Settled> {
    const intent = await this.lockedIntent(em, intentId);
    if (intent.status === 'completed') return { outcome: 'completed', body: await this.completedBody(em, intent) };
    const now = this.clock.now();
    switch (verdict.kind) {
      case 'captured':
        return this.complete(em, intent, verdict.payment);
      case 'pending':
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
      // Another attempt already paid this investment: this capture is money to give back, never a second activation.
      this.logger.error(`Payment ${paid.id} captured for already-paid investment ${investment.id} (intent ${intent.id}): refund due.`);
      await em.update(
        PaymentEntity,
        { id: intent.id },
        { status: 'processing', gatewayReference: paid.id, failureReason: REFUND_DUE_REASON, updatedAt: this.clock.now() },
      );
      return { outcome: 'processing', paymentId: intent.id };
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
    const payouts = payoutSchedule({
      category: investment.category,
      amountPaise: investment.amountPaise,
      returnRateBp: investment.returnRateBp,
      monthlyRateBp: investment.monthlyRateBp,
      durationMonths: investment.durationMonths ?? 12,
      investmentDate: investment.investmentDate,
    });
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
    const completed = { ...intent, status: 'completed' as const, gatewayReference: paid.id, instrument: paid.instrument, failureReason: null };
    return { outcome: 'completed', body: completedResponse(completed, payouts.length) };
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
