import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
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
}
