import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** Messages "sent" by the development SMS adapter. */
@Entity({ name: 'sms_outbox' })
@Index('idx_sms_outbox_phone', ['phone', 'id'])
export class SmsOutboxMessageEntity {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 500 })
  body: string;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
