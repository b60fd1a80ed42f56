import { Injectable } from '@nestjs/common';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { TdsDeclarationEntity } from './entities/tds-declaration.entity.js';

/** A Form 15G/15H declaration as the Access download reads it. */
export type TdsDeclarationSummary = Pick<TdsDeclarationEntity, 'financialYear' | 'form' | 'estimatedIncomePaise' | 'declaredAt' | 'updatedAt'>;

/**
 * One person's `tds_declarations` rows for the privacy module (the Access download, erasure, retention), inside the
 * caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class TdsPersonalData {
  /** The person's declarations, by financial year. */
  declarationsOf(userId: string, manager: EntityManager): Promise<TdsDeclarationSummary[]> {
    return manager.find(TdsDeclarationEntity, { where: { userId }, order: { financialYear: 'ASC' } });
  }

  /** Deletes the person's declarations. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, TdsDeclarationEntity, userId);
  }

  /**
   * Deletes the declarations of financial years up to `lastYear` ('2019-20') of the users `ofUsers` selects (one
   * `user_id` column, its parameters inline); answers how many.
   */
  async purgeYearsUpTo(lastYear: string, ofUsers: SelectQueryBuilder<ObjectLiteral>, manager: EntityManager): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(TdsDeclarationEntity)
      .where('financial_year <= :lastOver', { lastOver: lastYear })
      .andWhere(`user_id IN (${ofUsers.getQuery()})`)
      .execute();
    return result.affected ?? 0;
  }
}
