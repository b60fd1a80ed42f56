import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { UserEntity } from './entities/user.entity.js';

/**
 * Joins the user of another table's row into the caller's query (as `alias`, mapped onto `property`), for a read that
 * must stay one round trip (the session of every signed-in request): the users table stays this module's.
 */
export function joinUser<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, property: string, alias: string, condition: string): SelectQueryBuilder<T> {
  return query.innerJoinAndMapOne(property, UserEntity, alias, condition);
}
