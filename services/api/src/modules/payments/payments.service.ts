import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ErrorBody, ErrorCode, PAYMENT_LIMITS, type PaymentReceipt, type ProcessPaymentResponse, rupeesToPaise } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { indiaDate } from '../investments/calendar.js';
import { rupees } from '../investments/investment-view.js';
import { payoutSchedule } from '../investments/payout-schedule.js';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { PaymentEntity } from '../ledger/entities/payment.entity.js';
import { PayoutEntity } from '../ledger/entities/payout.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import type { TransactionStatus } from '../ledger/ledger-types.js';
import type { ProcessPaymentDto } from './dto/process-payment.dto.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { checkPaymentRequest } from './payment-instrument.js';

export type PaymentOutcome = { status: 200; body: ProcessPaymentResponse } | { status: 402; body: ErrorBody };

const PAYABLE = new Set(['pending_payment', 'payment_failed']);

function toReceipt(payment: PaymentEntity): PaymentReceipt {
  return {
    id: payment.id,
    investmentId: payment.investmentId,
    method: payment.method,
    status: payment.status,
    amount: rupees(payment.amountPaise),
    fee: rupees(payment.feePaise),
    total: rupees(payment.totalPaise),
    instrument: payment.instrument,
    gatewayReference: payment.gatewayReference,
    createdAt: payment.createdAt.toISOString(),
  };
}

@Injectable()
export class PaymentsService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async validateUpiId(upiId: string) {
    return this.gateway.lookUpUpiId(upiId);
  }

  /**
   * Charges the investment's amount plus the flat fee and, in ONE transaction, records the payment, the
   * investment and fee transactions, activates the investment and schedules its payouts. A decline records
   * a failed payment, leaves the investment unpaid (payment_failed) and answers 402 PAYMENT_DECLINED.
   */
  async process(userId: string, dto: ProcessPaymentDto): Promise<PaymentOutcome> {
    const amountPaise = rupeesToPaise(Number(dto.amount));
    const checked = checkPaymentRequest(dto, amountPaise, indiaDate(this.clock.now()));
    // Chosen once, outside the transaction: a deadlock retry charges the same reference again (the gateway answers once).
    const paymentId = randomUUID();
    return this.db.transaction(async (em) => {
      const query = em.createQueryBuilder(InvestmentEntity, 'investment').where('investment.id = :id AND investment.user_id = :userId', {
        id: dto.investmentId,
        userId,
      });
      // Two payments of one investment (other keys, other tabs) queue here; the second sees it paid.
      if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
      const investment = await query.getOne();
      if (!investment) throw new AppException(404, ErrorCode.NotFound, 'Investment not found.');
      if (!PAYABLE.has(investment.status)) throw new AppException(409, ErrorCode.Conflict, 'This investment has already been paid.');
      if (investment.amountPaise !== amountPaise) {
        throw new AppException(400, ErrorCode.ValidationFailed, 'The amount does not match the investment.', {
          errors: [{ field: 'amount', messages: ['The amount does not match the investment.'] }],
        });
      }
      const now = this.clock.now();
      const feePaise = PAYMENT_LIMITS.processingFee * 100;
      // The sandbox (and any real gateway adapter) is idempotent per reference, so a retried transaction charges once.
      const result = await this.gateway.charge({ reference: paymentId, amountPaise: amountPaise + feePaise, instrument: checked.instrument });
      const approved = result.status === 'approved';
      const payment: PaymentEntity = {
        id: paymentId,
        investmentId: investment.id,
        userId,
        method: checked.instrument.method,
        amountPaise,
        feePaise,
        totalPaise: amountPaise + feePaise,
        status: approved ? 'completed' : 'failed',
        gatewayReference: approved ? result.gatewayReference : null,
        instrument: checked.masked,
        failureReason: approved ? null : result.reason,
        createdAt: now,
      };
      await em.insert(PaymentEntity, payment);
      const transactionStatus: TransactionStatus = approved ? 'completed' : 'failed';
      const transaction = (type: 'investment' | 'fee', paise: number, description: string): TransactionEntity => ({
        id: randomUUID(),
        userId,
        investmentId: investment.id,
        paymentId,
        type,
        status: transactionStatus,
        amountPaise: paise,
        description,
        createdAt: now,
      });
      await em.insert(TransactionEntity, [
        transaction('investment', amountPaise, investment.productName),
        transaction('fee', feePaise, 'Processing fee'),
      ]);
      if (!approved) {
        await em.update(InvestmentEntity, { id: investment.id }, { status: 'payment_failed', updatedAt: now });
        return {
          status: 402,
          body: {
            statusCode: 402,
            code: ErrorCode.PaymentDeclined,
            message: `Payment declined: ${result.reason} Your investment has not been paid; no money was taken.`,
          },
        };
      }
      await em.update(InvestmentEntity, { id: investment.id }, { status: 'active', updatedAt: now });
      const payouts = payoutSchedule({
        category: investment.category,
        amountPaise,
        returnRateBp: investment.returnRateBp,
        monthlyRateBp: investment.monthlyRateBp,
        durationMonths: investment.durationMonths ?? 12,
        investmentDate: investment.investmentDate,
      });
      await em.insert(
        PayoutEntity,
        payouts.map((payout) => ({ ...payout, id: randomUUID(), userId, investmentId: investment.id, status: 'pending' as const, createdAt: now })),
      );
      return {
        status: 200,
        body: {
          message: 'Payment successful. Your investment is active.',
          payment: toReceipt(payment),
          investment: { id: investment.id, status: 'active' },
          payoutsScheduled: payouts.length,
        },
      };
    });
  }
}
