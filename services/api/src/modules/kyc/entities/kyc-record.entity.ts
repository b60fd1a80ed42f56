import type { KycItemStatus } from '@invest/contracts';
import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * One user's identity check. What is kept follows UIDAI and the DPDP Act: never the full Aadhaar
 * (its last four digits and a keyed hash, unique so one Aadhaar verifies one account), and the PAN
 * only encrypted (AES-256-GCM under FIELD_ENCRYPTION_KEY), as are the e-KYC holder's name and date of birth (for the
 * bank-account name match and TDS). A failed attempt keeps no number, name or date at all.
 */
@Entity({ name: 'kyc_records' })
@Unique('uq_kyc_records_aadhaar_hash', ['aadhaarHash'])
export class KycRecordEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'aadhaar_status', type: 'varchar', length: 16 })
  aadhaarStatus: KycItemStatus;

  @Column({ name: 'pan_status', type: 'varchar', length: 16 })
  panStatus: KycItemStatus;

  @Column({ name: 'aadhaar_last4', type: 'varchar', length: 4, nullable: true })
  aadhaarLast4: string | null;

  /** HMAC-SHA256 (hex) of the 12 digits; unique. */
  @Column({ name: 'aadhaar_hash', type: 'varchar', length: 64, nullable: true })
  aadhaarHash: string | null;

  /**
   * A closed (erased) account's Aadhaar hash, moved out of the unique `aadhaarHash` when the account was closed: the
   * retained record still names the number (PMLA), and the same person can verify a new account.
   */
  @Index('idx_kyc_records_closed_aadhaar_hash')
  @Column({ name: 'closed_aadhaar_hash', type: 'varchar', length: 64, nullable: true })
  closedAadhaarHash?: string | null;

  /** HMAC-SHA256 (hex) of the verified PAN (FieldCrypto.lookupHash, purpose `pan`); unique: one PAN, one account. */
  @Index('uq_kyc_records_pan_hash', { unique: true })
  @Column({ name: 'pan_hash', type: 'varchar', length: 64, nullable: true })
  panHash?: string | null;

  /** A closed (erased) account's PAN hash, out of the unique `panHash` like `closedAadhaarHash`. */
  @Index('idx_kyc_records_closed_pan_hash')
  @Column({ name: 'closed_pan_hash', type: 'varchar', length: 64, nullable: true })
  closedPanHash?: string | null;

  /** `v1.<iv>.<tag>.<ciphertext>`, additional data `pan:<userId>`. */
  @Column({ name: 'pan_ciphertext', type: 'varchar', length: 255, nullable: true })
  panCiphertext: string | null;

  /** The e-KYC holder's name (UIDAI), `v1.<iv>.<tag>.<ciphertext>`, additional data `kyc-name:<userId>`. */
  @Column({ name: 'holder_name_ciphertext', type: 'varchar', length: 512, nullable: true })
  holderNameCiphertext: string | null;

  /** The e-KYC date of birth 'YYYY-MM-DD', encrypted, additional data `kyc-dob:<userId>`. */
  @Column({ name: 'date_of_birth_ciphertext', type: 'varchar', length: 255, nullable: true })
  dateOfBirthCiphertext: string | null;

  @Column({ name: 'registry_reference', type: 'varchar', length: 64, nullable: true })
  registryReference: string | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestampColumn('verified_at', true))
  verifiedAt: Date | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
