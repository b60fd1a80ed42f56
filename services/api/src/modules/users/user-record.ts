import type { UserEntity } from './entities/user.entity.js';

/** A user as other modules read it: the columns of the `users` table, as a plain shape (UsersService reads it). */
export type UserRecord = Pick<UserEntity, keyof UserEntity>;
