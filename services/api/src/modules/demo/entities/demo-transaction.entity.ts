import type { DemoTransactionType } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { paiseColumn, timestampColumn } from '../../../database/columns.js';

/** A simulated transaction of a demo account; amounts are stored positive. */
@Entity({ name: 'demo_transactions' })
export class DemoTransactionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ name: 'investment_id', type: 'varchar', length: 36, nullable: true })
  investmentId: string | null;

  @Column({ type: 'varchar', length: 16 })
  type: DemoTransactionType;

  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
