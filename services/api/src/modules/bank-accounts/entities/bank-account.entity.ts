import type { BankAccountStatus } from '@invest/contracts';
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * One attempt to add a bank account, kept as history and numbered per user (`attempt`). The payout destination at an
 * instant is the user's `verified` row whose `payouts_from` has come and whose `replaced_at` has not: the first
 * account takes payouts at once, a replacement from the end of its cooling-off (its `payouts_from`), which is when the
 * account it replaces stops (`replaced_at`); a failed or pending attempt never replaces anything. The account number is never stored in clear: AES-256-GCM
 * (additional data `bank-account:<userId>`), a keyed hash for equality, and its last four digits. The holder's name and
 * the name the bank returned are personal data and encrypted the same way.
 */
@Entity({ name: 'bank_accounts' })
@Unique('uq_bank_accounts_user_attempt', ['userId', 'attempt'])
export class BankAccountEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  /** 1, 2, ... per user: the latest attempt is the one the investor sees. */
  @Column({ type: 'int' })
  attempt: number;

  @Column({ type: 'varchar', length: 16 })
  status: BankAccountStatus;

  /** `v1.<iv>.<tag>.<ciphertext>`, additional data `bank-account:<userId>`. */
  @Column({ name: 'account_ciphertext', type: 'varchar', length: 255 })
  accountCiphertext: string;

  /** HMAC-SHA256 (hex) of `<ifsc>:<digits>`. */
  @Column({ name: 'account_hash', type: 'varchar', length: 64 })
  accountHash: string;

  @Column({ type: 'varchar', length: 4 })
  last4: string;

  @Column({ type: 'varchar', length: 11 })
  ifsc: string;

  @Column({ name: 'bank_name', type: 'varchar', length: 100 })
  bankName: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  branch: string | null;

  /** The name the investor typed; additional data `bank-holder:<userId>`. */
  @Column({ name: 'holder_name_ciphertext', type: 'varchar', length: 512 })
  holderNameCiphertext: string;

  /** The name the bank holds the account in (from the penny drop); additional data `bank-registered:<userId>`. */
  @Column({ name: 'registered_name_ciphertext', type: 'varchar', length: 512, nullable: true })
  registeredNameCiphertext: string | null;

  /** Why the check failed, in the investor's words (BankAccountMessage). */
  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @Column({ name: 'contact_id', type: 'varchar', length: 64, nullable: true })
  contactId: string | null;

  @Column({ name: 'fund_account_id', type: 'varchar', length: 64, nullable: true })
  fundAccountId: string | null;

  @Column({ name: 'validation_id', type: 'varchar', length: 64, nullable: true })
  validationId: string | null;

  @Column(timestampColumn('verified_at', true))
  verifiedAt: Date | null;

  /** From when payouts go to it: its verification, or the end of the cooling-off of a replacement. */
  @Column(timestampColumn('payouts_from', true))
  payoutsFrom: Date | null;

  /** When payouts stop going to it: a newer verified account takes over then (the end of that one's cooling-off). */
  @Column(timestampColumn('replaced_at', true))
  replacedAt: Date | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
