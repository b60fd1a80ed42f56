import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * A sliding-window log per key (the HMAC of e.g. `otp:phone:9876543210`): the epoch-millisecond times of
 * the hits still inside the window, as a JSON array. Kept in the database, locked per row,
 * so every API instance sees the same counts.
 */
@Entity({ name: 'rate_limit_buckets' })
export class RateLimitBucketEntity {
  @PrimaryColumn({ name: 'bucket_key', type: 'varchar', length: 191 })
  key: string;

  @Column({ type: 'text' })
  hits: string;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
