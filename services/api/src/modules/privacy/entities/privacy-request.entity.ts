import type { PrivacyRequestStatus, PrivacyRequestType } from '@invest/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** A data-principal request (access, rectification, erasure, restrict processing). */
@Entity({ name: 'privacy_requests' })
@Index('idx_privacy_requests_user', ['userId', 'createdAt'])
@Index('idx_privacy_requests_due', ['status', 'dueAt'])
export class PrivacyRequestEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  type: PrivacyRequestType;

  @Column({ type: 'varchar', length: 16 })
  status: PrivacyRequestStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  details: string | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('completed_at', true))
  completedAt: Date | null;

  /**
   * A pending erasure: when it is carried out (its waiting period over, and after the final payout of money still
   * held); null for other requests, and for erasures recorded before the column (their waiting period applies).
   */
  @Column(timestampColumn('due_at', true))
  dueAt?: Date | null;
}
