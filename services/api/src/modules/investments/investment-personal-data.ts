import { Injectable } from '@nestjs/common';
import { type EntityManager, MoreThan } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { InvestmentEntity } from './entities/investment.entity.js';
import type { InvestmentRecord } from './investment-record.js';

/**
 * One person's `investments` rows for the privacy module (the Access download, the money still held, erasure and
 * retention), inside the caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class InvestmentPersonalData {
  /** Every investment of the person, oldest first. */
  rowsOf(userId: string, manager: EntityManager): Promise<InvestmentRecord[]> {
    return manager.find(InvestmentEntity, { where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The person's active investments: what the "money still held" check needs of them. */
  activeOf(userId: string, manager: EntityManager): Promise<Array<Pick<InvestmentRecord, 'id' | 'amountPaise' | 'maturityDate'>>> {
    return manager.find(InvestmentEntity, {
      where: { userId, status: 'active' },
      select: { id: true, amountPaise: true, maturityDate: true },
    });
  }

  /** Whether the person has any investment (a financial record the law keeps). */
  hasAny(userId: string, manager: EntityManager): Promise<boolean> {
    return manager.exists(InvestmentEntity, { where: { userId } });
  }

  /** Whether one of the person's investments changed after `cutoff`. */
  changedSince(userId: string, cutoff: Date, manager: EntityManager): Promise<boolean> {
    return manager.exists(InvestmentEntity, { where: { userId, updatedAt: MoreThan(cutoff) } });
  }

  /** Deletes the person's investments; answers how many rows went. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, InvestmentEntity, userId);
  }
}
