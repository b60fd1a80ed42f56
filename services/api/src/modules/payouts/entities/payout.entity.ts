import { Column, Entity, PrimaryColumn } from 'typeorm';
import { calendarDateColumn, paiseColumn, timestampColumn } from '../../../database/columns.js';
import type { PayoutStatus, PayoutType } from '../payout-types.js';

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

  /** Gross: the interest, or principal and interest at maturity. */
  @Column(paiseColumn('amount_paise'))
  amountPaise: number;

  /** The principal part of amountPaise (0 for interest only); TDS is worked out on amountPaise − principalPaise. */
  @Column({ ...paiseColumn('principal_paise'), default: 0 })
  principalPaise: number;

  @Column({ type: 'varchar', length: 16 })
  status: PayoutStatus;

  /** 1-based position in the investment's schedule. */
  @Column({ type: 'int' })
  sequence: number;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  /** The gateway attempt under way or last made (0: never sent); its reference is `<id>:<attempt>`. */
  @Column({ type: 'int', default: 0 })
  attempt: number;

  /** TDS withheld, fixed when the payout is first sent (null before), never worked out again. */
  @Column({ ...paiseColumn('tds_paise'), nullable: true })
  tdsPaise: number | null;

  /** amountPaise − tdsPaise: what the bank account receives. */
  @Column({ ...paiseColumn('net_paise'), nullable: true })
  netPaise: number | null;

  /** Our bank-account record the current attempt was sent to. */
  @Column({ name: 'bank_account_id', type: 'varchar', length: 36, nullable: true })
  bankAccountId: string | null;

  /** The last four digits of that account (the only digits of it ever kept here). */
  @Column({ name: 'bank_last4', type: 'varchar', length: 4, nullable: true })
  bankLast4: string | null;

  @Column({ name: 'fund_account_id', type: 'varchar', length: 64, nullable: true })
  fundAccountId: string | null;

  /** RazorpayX's payout id of the current attempt, once known. */
  @Column({ name: 'gateway_payout_id', type: 'varchar', length: 64, nullable: true })
  gatewayPayoutId: string | null;

  /** The bank's reference once paid. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  utr: string | null;

  /** Why the last attempt came back (reversed), in the bank's words. */
  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  /** When the current attempt was committed (the status sweep asks about attempts older than a minute). */
  @Column(timestampColumn('sent_at', true))
  sentAt: Date | null;

  /** When it was paid (processed) or reversed. */
  @Column(timestampColumn('settled_at', true))
  settledAt: Date | null;

  /** The exact request (JSON) the current attempt sends to RazorpayX, fixed when claimed; resumed attempts resend it. */
  @Column({ name: 'attempt_request', type: 'text', nullable: true })
  attemptRequest: string | null;
}
