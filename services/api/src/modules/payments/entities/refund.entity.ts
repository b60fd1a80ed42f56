import { Column, Entity, PrimaryColumn } from 'typeorm';
import { paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { RefundReason, RefundStatus } from '../payment-types.js';

/** A refund of one captured gateway payment the platform did not keep (payments/README.md "Refunds"). */
@Entity({ name: 'refunds' })
export class RefundEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'investment_id', type: 'varchar', length: 36 })
  investmentId: string;

  /** Our payment intent the capture arrived on. */
  @Column({ name: 'payment_id', type: 'varchar', length: 36 })
  paymentId: string;

  /** The captured gateway payment refunded (unique: a capture is refunded at most once). */
  @Column({ name: 'gateway_payment_id', type: 'varchar', length: 64, unique: true })
  gatewayPaymentId: string;

  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  @Column({ type: 'varchar', length: 32 })
  reason: RefundReason;

  @Column({ type: 'varchar', length: 16 })
  status: RefundStatus;

  /** 1, then + 1 for each new refund asked after a failed one; the gateway receipt is `<gateway payment id>:<attempt>`. */
  @Column({ type: 'int', default: 1 })
  attempt: number;

  /** The gateway's refund id (`rfnd_…`) of the current attempt, once created. */
  @Column({ name: 'gateway_refund_id', type: 'varchar', length: 64, nullable: true })
  gatewayRefundId: string | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  /** How many times the status sweep has asked about it (its backoff). */
  @Column({ type: 'int', default: 0 })
  checks: number;

  /** When the status sweep asks the gateway about it next. */
  @Column(timestampColumn('next_check_at'))
  nextCheckAt: Date;

  /** When the current attempt was claimed to be sent to the gateway (null: not yet). */
  @Column(timestampColumn('sent_at', true))
  sentAt: Date | null;

  @Column(timestampColumn('processed_at', true))
  processedAt: Date | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
