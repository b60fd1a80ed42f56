import { Inject, Injectable } from '@nestjs/common';
import type { SessionResponse } from '@invest/contracts';
import { LessThan } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { rawInstant } from '../../database/raw-values.js';
import { joinedUser, type JoinedUserRow, userColumns } from '../users/user-join.js';
import { maskPhone } from '../users/mask-phone.js';
import type { AuthContext, AuthenticatedUser } from './auth-context.js';
import { SessionEntity } from './entities/session.entity.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, isSessionLive, slideIdleExpiry } from './session-policy.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

/** The session of a token hash and its user, in one round trip (before every signed-in request). */
const SESSION_AND_USER = `SELECT s.last_seen_at, s.idle_expires_at, s.expires_at, ${userColumns('u')} FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = ?`;

interface SessionRow extends JoinedUserRow {
  last_seen_at: unknown;
  idle_expires_at: unknown;
  expires_at: unknown;
}

@Injectable()
export class SessionService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Signs the user in: a new random token whose hash is stored. The session of `previousToken`
   * (the cookie the browser came with) is deleted: rotation at sign-in.
   */
  start(userId: string, previousToken?: string): Promise<string> {
    const token = newSessionToken();
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      if (previousToken) await em.delete(SessionEntity, { id: hashSessionToken(previousToken) });
      // Housekeeping: this user's dead sessions.
      await em.delete(SessionEntity, { userId, expiresAt: LessThan(now) });
      await em.delete(SessionEntity, { userId, idleExpiresAt: LessThan(now) });
      await em.insert(SessionEntity, {
        id: hashSessionToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      return token;
    });
  }

  /**
   * The signed-in user of a token, sliding its idle expiry; undefined when unknown or expired (an expired session is
   * deleted). One raw read of the session and its user (a prepared statement on MySQL); a write only when it slides.
   */
  async resolve(token: string): Promise<AuthContext | undefined> {
    const id = hashSessionToken(token);
    const now = this.clock.now();
    const [row] = await this.db.select<SessionRow>(SESSION_AND_USER, [id]);
    if (!row) return undefined;
    const session = { lastSeenAt: rawInstant(row.last_seen_at), idleExpiresAt: rawInstant(row.idle_expires_at), expiresAt: rawInstant(row.expires_at) };
    if (!isSessionLive(session, now)) {
      await this.db.run((em) => em.delete(SessionEntity, { id }));
      return undefined;
    }
    const idleExpiresAt = slideIdleExpiry(session, now);
    if (idleExpiresAt) await this.db.run((em) => em.update(SessionEntity, { id }, { lastSeenAt: now, idleExpiresAt }));
    return { sessionId: id, user: joinedUser(row) };
  }

  async end(token: string): Promise<void> {
    await this.db.run((em) => em.delete(SessionEntity, { id: hashSessionToken(token) }));
  }

  static toResponse(user: AuthenticatedUser): SessionResponse {
    return { userId: user.id, phoneMasked: maskPhone(user.phone), kycStatus: user.kycStatus, language: user.language };
  }
}
