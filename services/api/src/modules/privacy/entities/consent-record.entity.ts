import type { AgreementType, ConsentType } from '@invest/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * One consent decision: an optional consent (granted or withdrawn) or an agreement (the Aadhaar e-KYC consent, the
 * acceptance of the terms); append-only, the newest record of a type is the current state.
 */
@Entity({ name: 'consent_records' })
@Index('idx_consent_records_user', ['userId', 'recordedAt'])
export class ConsentRecordEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'consent_type', type: 'varchar', length: 32 })
  consentType: ConsentType | AgreementType;

  @Column({ type: 'boolean' })
  granted: boolean;

  /** The version of the consent text answered (CONSENT_TEXT_VERSION at the time). */
  @Column({ type: 'varchar', length: 16, default: '2025-01' })
  version: string;

  @Column(timestampColumn('recorded_at'))
  recordedAt: Date;

  /** Orders records made within the same millisecond. */
  @Column({ type: 'int' })
  sequence: number;
}
