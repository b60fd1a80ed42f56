import { DEFAULT_LANGUAGE, isLanguage, type KycStatus } from '@invest/contracts';
import { rawText } from '../../database/raw-values.js';
import type { UserRecord } from './user-record.js';

/**
 * The user columns another table's raw read joins in (`Db.select`), for a read that must stay one round trip (the
 * session of every signed-in request): `INNER JOIN users <alias> ON ...`, selecting `userColumns(alias)`, then
 * `joinedUser(row)`. The users table stays this module's.
 */
export function userColumns(alias: string): string {
  return `${alias}.id AS user_id, ${alias}.phone AS user_phone, ${alias}.kyc_status AS user_kyc_status, ${alias}.language AS user_language`;
}

export interface JoinedUserRow {
  user_id: unknown;
  user_phone: unknown;
  user_kyc_status: unknown;
  user_language: unknown;
}

export function joinedUser(row: JoinedUserRow): Pick<UserRecord, 'id' | 'phone' | 'kycStatus' | 'language'> {
  const language = rawText(row.user_language);
  return {
    id: rawText(row.user_id),
    phone: rawText(row.user_phone),
    kycStatus: rawText(row.user_kyc_status) as KycStatus,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };
}
