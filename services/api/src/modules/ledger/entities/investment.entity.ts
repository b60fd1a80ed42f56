import type { CategoryKey } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { calendarDateColumn, paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { InvestmentStatus } from '../ledger-types.js';

@Entity({ name: 'investments' })
export class InvestmentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  category: CategoryKey;

  /** The category label of the plan (spec 3 productType: Fixed Deposits, Bonds, Mutual Funds, ...). */
  @Column({ name: 'product_type', type: 'varchar', length: 64 })
  productType: string;

  /** The catalogue plan the terms were taken from (null for investments booked before plans had ids). */
  @Column({ name: 'plan_id', type: 'varchar', length: 96, nullable: true })
  planId: string | null;

  /** The plan's terms as they were when the investment was booked (JSON of PlanTerms); never re-read. */
  @Column({ name: 'terms_snapshot', type: 'text', nullable: true })
  termsSnapshot: string | null;

  @Column({ name: 'product_name', type: 'varchar', length: 120 })
  productName: string;

  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  /** Annual return in basis points (1800 = 18% p.a.), when known. */
  @Column({ name: 'return_rate_bp', type: 'int', nullable: true })
  returnRateBp: number | null;

  /** Monthly payout rate in basis points (150 = 1.5% a month) for fixed deposits. */
  @Column({ name: 'monthly_rate_bp', type: 'int', nullable: true })
  monthlyRateBp: number | null;

  @Column({ name: 'duration_months', type: 'int', nullable: true })
  durationMonths: number | null;

  @Column(calendarDateColumn('investment_date'))
  investmentDate: string;

  @Column(calendarDateColumn('maturity_date', true))
  maturityDate: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: InvestmentStatus;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
