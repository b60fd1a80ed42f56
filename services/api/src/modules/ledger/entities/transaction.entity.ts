import { Column, Entity, PrimaryColumn } from 'typeorm';
import { paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { TransactionStatus, TransactionType } from '../ledger-types.js';

@Entity({ name: 'transactions' })
export class TransactionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'investment_id', type: 'varchar', length: 36 })
  investmentId: string;

  @Column({ name: 'payment_id', type: 'varchar', length: 36, nullable: true })
  paymentId: string | null;

  @Column({ type: 'varchar', length: 16 })
  type: TransactionType;

  @Column({ type: 'varchar', length: 16 })
  status: TransactionStatus;

  /** Always positive; the sign shown to the user follows from `type` (investments negative). */
  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
