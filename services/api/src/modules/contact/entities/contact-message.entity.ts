import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** A message sent from the contact form by a phone that passed a `contact` OTP. */
@Entity({ name: 'contact_messages' })
@Index('idx_contact_messages_phone', ['phone', 'createdAt'])
export class ContactMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'first_name', type: 'varchar', length: 50 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 50 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  phone: string;

  @Column({ type: 'varchar', length: 40 })
  interest: string;

  @Column({ type: 'text' })
  message: string;

  /** When the phone's `contact` OTP was checked by the server for this message. */
  @Column(timestampColumn('phone_verified_at'))
  phoneVerifiedAt: Date;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
