import type { NomineeRelationship } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * A user's nomination: one row, replaced by each new choice. `opted_out` keeps no nominee fields. The nominee's name,
 * date of birth and the guardian's name are personal data, encrypted (AES-256-GCM, additional data
 * `nominee-<field>:<userId>`).
 */
@Entity({ name: 'nominees' })
export class NomineeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  status: 'named' | 'opted_out';

  @Column({ name: 'name_ciphertext', type: 'varchar', length: 512, nullable: true })
  nameCiphertext: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  relationship: NomineeRelationship | null;

  @Column({ name: 'date_of_birth_ciphertext', type: 'varchar', length: 255, nullable: true })
  dateOfBirthCiphertext: string | null;

  @Column({ name: 'guardian_name_ciphertext', type: 'varchar', length: 512, nullable: true })
  guardianNameCiphertext: string | null;

  @Column({ name: 'guardian_relationship', type: 'varchar', length: 50, nullable: true })
  guardianRelationship: string | null;

  @Column(timestampColumn('declared_at'))
  declaredAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
