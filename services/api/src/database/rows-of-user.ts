import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Deletes one person's rows of a table keyed by `user_id` (the owners' erasure operations); answers how many went.
 * The same statement for every table: `DELETE FROM <table> WHERE user_id = ?`.
 */
export async function deleteRowsOfUser(manager: EntityManager, target: EntityTarget<ObjectLiteral>, userId: string): Promise<number> {
  const result = await manager.createQueryBuilder().delete().from(target).where('user_id = :userId', { userId }).execute();
  return result.affected ?? 0;
}
