import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored (`id`). */
@Entity({ name: 'sessions' })
export class SessionEntity {
  /** Hex SHA-256 of the session token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index('idx_sessions_user')
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column(timestampColumn('created_at'))
  createdAt: Date;

  @Column(timestampColumn('last_seen_at'))
  lastSeenAt: Date;

  /** Sliding: last activity + 30 minutes. */
  @Column(timestampColumn('idle_expires_at'))
  idleExpiresAt: Date;

  /** Absolute: sign-in + 12 hours, never extended. */
  @Column(timestampColumn('expires_at'))
  expiresAt: Date;
}
