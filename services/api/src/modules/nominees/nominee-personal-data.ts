import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { NomineeEntity } from './entities/nominee.entity.js';

/**
 * Erasure of one person's `nominees` row for the privacy module, inside the caller's transaction (its EntityManager);
 * the Access download reads it through NomineeChoice. Dependency-free (provided by the privacy module).
 */
@Injectable()
export class NomineePersonalData {
  /** Deletes the person's nominee. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, NomineeEntity, userId);
  }
}
