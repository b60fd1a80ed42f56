import { Column, Entity, PrimaryColumn } from 'typeorm';
import { paiseColumn, timestampColumn } from '../../../database/columns.js';

/** A simulated investment of a demo account (never in the real ledger). */
@Entity({ name: 'demo_investments' })
export class DemoInvestmentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  /** Demo product id (fd-premium, ...). */
  @Column({ name: 'product_type', type: 'varchar', length: 32 })
  productType: string;

  @Column({ name: 'product_name', type: 'varchar', length: 120 })
  productName: string;

  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  /** Percent per year in basis points (1800 = 18%). */
  @Column({ name: 'return_rate_bp', type: 'int' })
  returnRateBp: number;

  @Column({ name: 'duration_months', type: 'int' })
  durationMonths: number;

  @Column(timestampColumn('investment_date'))
  investmentDate: Date;

  @Column(timestampColumn('maturity_date'))
  maturityDate: Date;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
