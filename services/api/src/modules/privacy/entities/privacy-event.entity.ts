import type { PrivacyEventType } from '@invest/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** The user's privacy activity log (requests, consent changes, data downloads). */
@Entity({ name: 'privacy_events' })
@Index('idx_privacy_events_user', ['userId', 'createdAt'])
export class PrivacyEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 32 })
  eventType: PrivacyEventType;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  /** Orders events made within the same millisecond. */
  @Column({ type: 'int' })
  sequence: number;
}
