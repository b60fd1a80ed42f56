import type { CategoryKey, InterestPayer } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { calendarDateColumn, paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { InvestmentStatus } from '../investment-types.js';

@Entity({ name: 'investments' })
export class InvestmentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  category: CategoryKey;

  /** The category label of the plan (product §3 productType: Fixed Deposits, Bonds, Mutual Funds, ...). */
  @Column({ name: 'product_type', type: 'varchar', length: 64 })
  productType: string;

  /** The catalogue plan the terms were taken from (null for investments booked before plans had ids). */
  @Column({ name: 'plan_id', type: 'varchar', length: 96, nullable: true })
  planId: string | null;

  /** The plan's terms as they were when the investment was booked (JSON of PlanTerms); never re-read. */
  @Column({ name: 'terms_snapshot', type: 'text', nullable: true })
  termsSnapshot: string | null;

  /**
   * Who pays the interest, booked from the plan ('platform' or 'bank'): the s. 194A TDS threshold of its interest,
   * and whose year's interest it counts towards. Investments booked before it were all paid by the platform.
   */
  @Column({ name: 'interest_payer', type: 'varchar', length: 16, default: 'platform' })
  interestPayer: InterestPayer;

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

  /** Market-linked holdings: units × 10^4 (null for other products, and until the purchase day's price is recorded). */
  @Column({ ...paiseColumn('units_e4'), nullable: true })
  unitsE4: number | null;

  /** The price the units were bought at, rupees × 10^4 per unit (market_prices). */
  @Column({ ...paiseColumn('purchase_price_e4'), nullable: true })
  purchasePriceE4: number | null;

  /** The day whose price buys the units (the day the payment settled), then the date of that price. */
  @Column(calendarDateColumn('purchase_price_date', true))
  purchasePriceDate: string | null;

  /** The redemption day's price, rupees × 10^4 per unit, once redemption was asked for. */
  @Column({ ...paiseColumn('redemption_price_e4'), nullable: true })
  redemptionPriceE4: number | null;

  @Column(calendarDateColumn('redemption_date', true))
  redemptionDate: string | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
