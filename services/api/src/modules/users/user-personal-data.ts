import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserEntity } from './entities/user.entity.js';
import type { UserRecord } from './user-record.js';

/**
 * The `users` row of one person for the privacy module (the Access download, erasure, retention), inside the caller's
 * transaction (its EntityManager). Dependency-free, so the privacy module provides it without importing UsersModule.
 */
@Injectable()
export class UserPersonalData {
  /** The account; it must exist. */
  profile(userId: string, manager: EntityManager): Promise<UserRecord> {
    return manager.findOneOrFail(UserEntity, { where: { id: userId } });
  }

  /** The account, or null. */
  find(userId: string, manager: EntityManager): Promise<UserRecord | null> {
    return manager.findOne(UserEntity, { where: { id: userId } });
  }

  /** A closed account's phone number gives way to `placeholder` (the number may sign up again). */
  async replacePhone(userId: string, placeholder: string, manager: EntityManager): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { phone: placeholder });
  }

  /** Deletes the account row; answers how many rows went (0 or 1). */
  async erase(userId: string, manager: EntityManager): Promise<number> {
    return (await manager.delete(UserEntity, { id: userId })).affected ?? 0;
  }
}
