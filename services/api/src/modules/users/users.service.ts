import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type KycStatus, type Language } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { UserEntity } from './entities/user.entity.js';
import type { UserRecord } from './user-record.js';

/**
 * The `users` table, owned here: other modules read a user and change what they may of it (the KYC status) through
 * these operations; those taking an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  findById(id: string): Promise<UserRecord | null> {
    return this.db.run((em) => em.findOne(UserEntity, { where: { id } }));
  }

  /** Returns the user of this phone, creating it first if needed (safe under concurrency). */
  findOrCreateByPhone(phone: string): Promise<UserRecord> {
    return this.db.transaction(async (em) => {
      await em
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values({ id: randomUUID(), phone, kycStatus: 'not_started', language: DEFAULT_LANGUAGE, createdAt: this.clock.now() })
        .orIgnore()
        .execute();
      return em.findOneOrFail(UserEntity, { where: { phone } });
    });
  }

  /**
   * Locks the investor's row for the caller's transaction where the database has row locks, so that their money
   * movements (payout claims, a withdrawal) queue one at a time.
   */
  async lockIn(userId: string, manager: EntityManager): Promise<void> {
    if (!this.db.supportsRowLocks) return;
    await manager.createQueryBuilder(UserEntity, 'user').setLock('pessimistic_write').where('user.id = :id', { id: userId }).getOne();
  }

  /** The user's mobile number, or null when there is no such user. */
  async phoneOf(userId: string): Promise<string | null> {
    const user = await this.db.run((em) => em.findOne(UserEntity, { where: { id: userId }, select: { id: true, phone: true } }));
    return user?.phone ?? null;
  }

  /** Where the user's texts go: their mobile number and language; null when there is no such user. */
  async textRecipient(userId: string): Promise<{ phone: string; language: Language } | null> {
    const user = await this.db.run((em) => em.findOne(UserEntity, { where: { id: userId }, select: { id: true, phone: true, language: true } }));
    return user === null ? null : { phone: user.phone, language: user.language };
  }

  /** The language of the account of this phone; English for a phone with no account (a new investor). */
  async languageOfPhone(phone: string): Promise<Language> {
    const user = await this.db.run((em) => em.findOne(UserEntity, { where: { phone }, select: { id: true, language: true } }));
    return user?.language ?? DEFAULT_LANGUAGE;
  }

  /** Keeps the investor's chosen language with their profile. */
  async setLanguage(userId: string, language: Language): Promise<void> {
    await this.db.run((em) => em.update(UserEntity, { id: userId }, { language }));
  }

  /** Records the outcome of the user's KYC, in the caller's transaction. */
  async setKycStatus(userId: string, status: KycStatus, manager: EntityManager): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { kycStatus: status });
  }
}
