import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { IdempotencyKeyEntity } from './entities/idempotency-key.entity.js';

/**
 * Erasure of one person's `idempotency_keys` rows (the stored replies of their requests) for the privacy module, inside
 * the caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class IdempotencyPersonalData {
  /** Deletes the person's stored replies. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, IdempotencyKeyEntity, userId);
  }
}
