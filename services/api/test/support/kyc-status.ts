import type { KycStatus } from '@invest/contracts';
import { Db } from '../../src/database/db.js';
import { UserEntity } from '../../src/modules/users/entities/user.entity.js';
import type { TestApp } from './test-app.js';

/**
 * Test setup only: sets `users.kyc_status` directly (the KYC endpoint has its own tests), through the app's one
 * database door so it is serialised with the requests on sql.js.
 */
export async function setKycStatus(api: TestApp, userId: string, status: KycStatus): Promise<void> {
  await api.app.get(Db).run((em) => em.update(UserEntity, { id: userId }, { kycStatus: status }));
}
