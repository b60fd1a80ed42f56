import { Column, Entity, PrimaryColumn } from 'typeorm';
import { calendarDateColumn, paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { PayoutStatus, PayoutType } from '../ledger-types.js';

@Entity({ name: 'payouts' })
export class PayoutEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'investment_id', type: 'varchar', length: 36 })
  investmentId: string;

  @Column(calendarDateColumn('payout_date'))
  payoutDate: string;

  @Column({ name: 'payout_type', type: 'varchar', length: 16 })
  payoutType: PayoutType;

  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  @Column({ type: 'varchar', length: 16 })
  status: PayoutStatus;

  /** 1-based position in the investment's schedule. */
  @Column({ type: 'int' })
  sequence: number;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
