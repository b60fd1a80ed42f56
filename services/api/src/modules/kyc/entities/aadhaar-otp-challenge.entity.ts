import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * A KYC attempt waiting for its Aadhaar OTP: the provider's reference of the OTP it sent, the Aadhaar as kept everywhere
 * else (last four digits and the keyed hash, NOT unique here: nothing about other accounts is decided before the holder
 * has proved the Aadhaar), and the PAN encrypted. One per user, deleted once used, failed or replaced.
 */
@Entity({ name: 'kyc_aadhaar_challenges' })
export class AadhaarOtpChallengeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'provider_reference', type: 'varchar', length: 64 })
  providerReference: string;

  @Column({ name: 'aadhaar_hash', type: 'varchar', length: 64 })
  aadhaarHash: string;

  @Column({ name: 'aadhaar_last4', type: 'varchar', length: 4 })
  aadhaarLast4: string;

  /** `v1.<iv>.<tag>.<ciphertext>`, additional data `kyc-challenge-pan:<userId>`. */
  @Column({ name: 'pan_ciphertext', type: 'varchar', length: 255 })
  panCiphertext: string;

  /** `v1.<iv>.<tag>.<ciphertext>`, additional data `kyc-challenge-aadhaar:<userId>`: what a resend sends again (null before it was kept). */
  @Column({ name: 'aadhaar_ciphertext', type: 'varchar', length: 255, nullable: true })
  aadhaarCiphertext: string | null;

  /** Wrong OTPs so far; at AADHAAR_OTP_MAX_ATTEMPTS the challenge is dead. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestampColumn('expires_at'))
  expiresAt: Date;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
