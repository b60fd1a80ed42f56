import type { OtpPurpose } from '@invest/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** One sent code. Only an HMAC of the code (keyed with OTP_PEPPER) is stored. */
@Entity({ name: 'otp_codes' })
@Index('idx_otp_codes_phone', ['phone', 'createdAt'])
export class OtpCodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 10 })
  phone: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: OtpPurpose;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  /** Wrong guesses so far; at 5 the code is dead. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('expires_at'))
  expiresAt: Date;

  /** Set when the code was used up (verified). */
  @Column(timestampColumn('consumed_at', true))
  consumedAt: Date | null;

  /** Set when the phone proved ownership with this code; the contact module checks it. */
  @Column(timestampColumn('verified_at', true))
  verifiedAt: Date | null;
}
