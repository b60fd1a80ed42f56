import type { KycStatus, Language } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** 10-digit Indian mobile number, unique. */
  @Column({ type: 'varchar', length: 10, unique: true })
  phone: string;

  @Column({ name: 'kyc_status', type: 'varchar', length: 20, default: 'not_started' })
  kycStatus: KycStatus;

  /** The investor's chosen language ('en' | 'hi'): their texts and statements are written in it. */
  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: Language;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
