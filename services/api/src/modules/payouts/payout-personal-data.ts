import { Injectable } from '@nestjs/common';
import { type EntityManager, In, MoreThan } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { PayoutEntity } from './entities/payout.entity.js';
import type { PayoutRecord } from './payout-record.js';

/** Payouts whose money has not reached the investor yet: scheduled, on their way, or returned by the bank. */
const UNPAID_PAYOUTS = ['pending', 'processing', 'reversed'] as const;

/**
 * One person's `payouts` rows for the privacy module (the Access download, the money still held, erasure and
 * retention), inside the caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class PayoutPersonalData {
  /** The person's payouts, oldest first. */
  rowsOf(userId: string, manager: EntityManager): Promise<PayoutRecord[]> {
    return manager.find(PayoutEntity, { where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The person's payouts whose money has not reached them yet. */
  unpaidOf(userId: string, manager: EntityManager): Promise<Array<Pick<PayoutRecord, 'id' | 'investmentId' | 'payoutDate'>>> {
    return manager.find(PayoutEntity, {
      where: { userId, status: In([...UNPAID_PAYOUTS]) },
      select: { id: true, investmentId: true, payoutDate: true },
    });
  }

  /** Whether a payout of the person's is dated after `cutoffDate` ('YYYY-MM-DD'). */
  datedAfter(userId: string, cutoffDate: string, manager: EntityManager): Promise<boolean> {
    return manager.exists(PayoutEntity, { where: { userId, payoutDate: MoreThan(cutoffDate) } });
  }

  /** Deletes the person's payouts (financial records, kept after an erasure until retention ends them). */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, PayoutEntity, userId);
  }
}
