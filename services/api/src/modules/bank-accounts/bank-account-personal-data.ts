import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { BankAccountEntity } from './entities/bank-account.entity.js';

/**
 * Erasure of one person's `bank_accounts` rows for the privacy module, inside the caller's transaction (its
 * EntityManager); the Access download reads them through BankAccountRecords. Dependency-free (provided by the privacy module).
 */
@Injectable()
export class BankAccountPersonalData {
  /** Deletes the person's bank accounts. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, BankAccountEntity, userId);
  }
}
