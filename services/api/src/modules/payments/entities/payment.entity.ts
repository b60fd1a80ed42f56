import { Column, Entity, PrimaryColumn } from 'typeorm';
import { paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { PaymentMethod, PaymentStatus } from '../payment-types.js';

@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'investment_id', type: 'varchar', length: 36 })
  investmentId: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  method: PaymentMethod;

  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  @Column(paiseColumn('fee_paise'))
  feePaise: number;

  @Column(paiseColumn('total_paise'))
  totalPaise: number;

  @Column({ type: 'varchar', length: 16 })
  status: PaymentStatus;

  /** 1, 2, ... per investment: with the investment id, the receipt the gateway order carries (never random). */
  @Column({ type: 'int', nullable: true })
  attempt: number | null;

  /** The gateway's order for this attempt, once created. */
  @Column({ name: 'gateway_order_id', type: 'varchar', length: 64, nullable: true })
  gatewayOrderId: string | null;

  /** The gateway's payment id, once the customer has paid (or tried to). */
  @Column({ name: 'gateway_reference', type: 'varchar', length: 64, nullable: true })
  gatewayReference: string | null;

  /** What paid, masked: a UPI id like `ra***@okbank`, a bank name, or `VISA •••• 4242`. Never a full card number. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  instrument: string | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at', true))
  updatedAt: Date | null;

  /** When the reconciliation sweep asks the gateway about this open intent next (null: as soon as it is old enough). */
  @Column(timestampColumn('next_check_at', true))
  nextCheckAt?: Date | null;

  /** How many times the sweep has asked without a change (its backoff). */
  @Column({ type: 'int', default: 0 })
  checks?: number;
}
