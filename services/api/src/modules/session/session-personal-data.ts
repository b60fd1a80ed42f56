import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThanOrEqual } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { SessionEntity } from './entities/session.entity.js';

/** A session as the Access download reads it (its id tells the current one; the id is never exported). */
export type SessionSummary = Pick<SessionEntity, 'id' | 'createdAt' | 'lastSeenAt' | 'idleExpiresAt' | 'expiresAt'>;

/**
 * One person's `sessions` rows for the privacy module (the Access download, erasure, retention), inside the caller's
 * transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class SessionPersonalData {
  /** The person's sessions, oldest first. */
  sessionsOf(userId: string, manager: EntityManager): Promise<SessionSummary[]> {
    return manager.find(SessionEntity, { where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** Deletes the person's sessions. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, SessionEntity, userId);
  }

  /** Deletes every session past its absolute end by `at`; answers how many. */
  async purgeEndedBy(at: Date, manager: EntityManager): Promise<number> {
    return (await manager.delete(SessionEntity, { expiresAt: LessThanOrEqual(at) })).affected ?? 0;
  }

  /** Deletes every session idle past its limit by `at`; answers how many. */
  async purgeIdleBy(at: Date, manager: EntityManager): Promise<number> {
    return (await manager.delete(SessionEntity, { idleExpiresAt: LessThanOrEqual(at) })).affected ?? 0;
  }
}
