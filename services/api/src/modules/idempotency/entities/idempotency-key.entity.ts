import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

export type IdempotencyState = 'in_progress' | 'completed';

@Entity({ name: 'idempotency_keys' })
export class IdempotencyKeyEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  /** Which endpoint the key belongs to: 'investments' or 'payments'. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  scope: string;

  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 128 })
  key: string;

  /** HMAC-SHA256 (hex) of the canonical request body. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  /** Random id of the request that claimed the key; only that request does the work. */
  @Column({ type: 'varchar', length: 36 })
  owner: string;

  @Column({ type: 'varchar', length: 16 })
  state: IdempotencyState;

  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody: string | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
