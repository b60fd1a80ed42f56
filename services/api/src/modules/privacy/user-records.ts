import type { EntityManager, EntityMetadata } from 'typeorm';
import { InvestmentEntity } from '../investments/entities/investment.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';

/**
 * Every table that holds rows of one user (an entity with a `userId` column), read from the entity metadata so a
 * new table is covered without a change here; investments come last (payments, transactions and payouts refer to
 * them), the users table itself is not included.
 */
export function userKeyedTables(em: EntityManager): EntityMetadata[] {
  return em.connection.entityMetadatas
    .filter((meta) => meta.target !== UserEntity && meta.findColumnWithPropertyName('userId') !== undefined)
    .sort((a, b) => Number(a.target === InvestmentEntity) - Number(b.target === InvestmentEntity));
}

/** Deletes the user's rows from every user-keyed table except those of `keep`; answers how many rows went. */
export async function deleteUserRows(em: EntityManager, userId: string, keep: ReadonlySet<unknown> = new Set()): Promise<number> {
  let deleted = 0;
  for (const meta of userKeyedTables(em)) {
    if (keep.has(meta.target)) continue;
    const column = meta.findColumnWithPropertyName('userId')?.databaseName ?? 'user_id';
    const result = await em.createQueryBuilder().delete().from(meta.target).where(`${column} = :userId`, { userId }).execute();
    deleted += result.affected ?? 0;
  }
  return deleted;
}
