import { Inject, Injectable } from '@nestjs/common';
import type { SessionResponse } from '@invest/contracts';
import { LessThan } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { joinUser } from '../users/user-join.js';
import { maskPhone } from '../users/mask-phone.js';
import type { AuthContext, AuthenticatedUser } from './auth-context.js';
import { SessionEntity } from './entities/session.entity.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, isSessionLive, slideIdleExpiry } from './session-policy.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

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

  /** The signed-in user of a token, sliding its idle expiry; undefined when unknown or expired. */
  async resolve(token: string): Promise<AuthContext | undefined> {
    const id = hashSessionToken(token);
    const now = this.clock.now();
    return this.db.run(async (em) => {
      // Session and user in one query: this runs before every signed-in request.
      const session = await joinUser(em.createQueryBuilder(SessionEntity, 'session'), 'session.user', 'user', 'user.id = session.userId')
        .where('session.id = :id', { id })
        .getOne();
      const user = session?.user;
      if (!session || !user) return undefined;
      if (!isSessionLive(session, now)) {
        await em.delete(SessionEntity, { id });
        return undefined;
      }
      const idleExpiresAt = slideIdleExpiry(session, now);
      if (idleExpiresAt) await em.update(SessionEntity, { id }, { lastSeenAt: now, idleExpiresAt });
      return { sessionId: id, user: { id: user.id, phone: user.phone, kycStatus: user.kycStatus } };
    });
  }

  async end(token: string): Promise<void> {
    await this.db.run((em) => em.delete(SessionEntity, { id: hashSessionToken(token) }));
  }

  static toResponse(user: AuthenticatedUser): SessionResponse {
    return { userId: user.id, phoneMasked: maskPhone(user.phone), kycStatus: user.kycStatus };
  }
}
