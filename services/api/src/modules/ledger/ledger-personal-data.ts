import { Injectable } from '@nestjs/common';
import { type EntityManager, MoreThan } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { TransactionEntity } from './entities/transaction.entity.js';

/** A ledger row as the Access download carries it: every column, as a plain object. */
export type LedgerExportRow = Record<string, unknown>;

/**
 * One person's `transactions` rows for the privacy module (the Access download, erasure and retention), inside the
 * caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class LedgerPersonalData {
  /** The person's ledger lines, oldest first. */
  async rowsOf(userId: string, manager: EntityManager): Promise<LedgerExportRow[]> {
    const rows = await manager.find(TransactionEntity, { where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ ...row }) as LedgerExportRow);
  }

  /** Whether a line of the person's was recorded after `cutoff`. */
  recordedSince(userId: string, cutoff: Date, manager: EntityManager): Promise<boolean> {
    return manager.exists(TransactionEntity, { where: { userId, createdAt: MoreThan(cutoff) } });
  }

  /** Deletes the person's ledger lines (financial records, kept after an erasure until retention ends them). */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, TransactionEntity, userId);
  }
}
