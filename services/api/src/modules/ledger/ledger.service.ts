import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionEntity } from './entities/transaction.entity.js';
import type { LedgerLine } from './ledger-line.js';

/**
 * The investor's ledger (the `transactions` table), owned here: other modules record lines and read them through
 * these operations, each inside the caller's transaction (its EntityManager), never through the table itself.
 */
@Injectable()
export class LedgerService {
  /** Writes the lines in the caller's transaction. */
  async record(lines: readonly LedgerLine[], manager: EntityManager): Promise<void> {
    if (lines.length === 0) return;
    await manager.insert(
      TransactionEntity,
      lines.map((line) => ({ ...line })),
    );
  }

  /** An investor's lines, newest first (`limit` of them when given). */
  linesOf(userId: string, manager: EntityManager, limit?: number): Promise<LedgerLine[]> {
    return manager.find(TransactionEntity, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, ...(limit === undefined ? {} : { take: limit }) });
  }
}
