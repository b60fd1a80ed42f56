import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { UserEntity } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.db.run((em) => em.findOne(UserEntity, { where: { id } }));
  }

  /** Returns the user of this phone, creating it first if needed (safe under concurrency). */
  findOrCreateByPhone(phone: string): Promise<UserEntity> {
    return this.db.transaction(async (em) => {
      await em
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values({ id: randomUUID(), phone, kycStatus: 'not_started', createdAt: this.clock.now() })
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
}
