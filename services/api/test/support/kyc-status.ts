import type { KycStatus } from '@invest/contracts';
import { Db } from '../../src/database/db.js';
import { UserEntity } from '../../src/modules/users/entities/user.entity.js';
import { addVerifiedBankAccount, recordVerifiedHolder } from './bank-account.js';
import type { TestApp } from './test-app.js';

export interface SetKycOptions {
  /** With 'verified': also add a verified bank account (investing needs one). Default true. */
  bankAccount?: boolean;
  /** The KYC holder's date of birth ('YYYY-MM-DD'); default 1990-08-15 (under 60). */
  dateOfBirth?: string;
}

/**
 * Test setup only: sets `users.kyc_status` directly (the KYC endpoint has its own tests), through the app's one
 * database door so it is serialised with the requests on sql.js. 'verified' also records the verified KYC holder
 * and, unless `bankAccount: false`, a verified bank account (the bank-account module has its own tests too).
 */
export async function setKycStatus(api: TestApp, userId: string, status: KycStatus, options: SetKycOptions = {}): Promise<void> {
  await api.app.get(Db).run((em) => em.update(UserEntity, { id: userId }, { kycStatus: status }));
  if (status !== 'verified') return;
  await recordVerifiedHolder(api, userId, options.dateOfBirth);
  if (options.bankAccount !== false) await addVerifiedBankAccount(api, userId);
}
