import { freshPan } from '@invest/testing/identity';
import { randomInt } from 'node:crypto';
import { type BankAccountRequest, type BankAccountResponse, type ErrorBody, SANDBOX_IDENTITY_TEST_VALUES, SANDBOX_PAYOUT_TEST_VALUES } from '@invest/contracts';
import { FieldCrypto } from '../../src/common/crypto/field-crypto.js';
import { Db } from '../../src/database/db.js';
import { BankAccountsService } from '../../src/modules/bank-accounts/bank-accounts.service.js';
import { KycRecordStore } from '../../src/modules/kyc/kyc-record-store.js';
import { UserEntity } from '../../src/modules/users/entities/user.entity.js';
import type { HttpClient, HttpResult } from './http-client.js';
import { readOtp, type TestApp } from './test-app.js';

/** A 12-digit account number no test value uses (those validate invalid, under another name, or reverse payouts). */
export function freshAccountNumber(): string {
  return `5${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

/** The sandbox holder's account at the stand-in's example branch (verifies: the bank's name is the KYC name). */
export const ownAccount = (overrides: Partial<BankAccountRequest> = {}): BankAccountRequest => ({
  accountNumber: freshAccountNumber(),
  ifsc: SANDBOX_PAYOUT_TEST_VALUES.ifsc,
  holderName: SANDBOX_IDENTITY_TEST_VALUES.holderName,
  ...overrides,
});

/** POST /api/bank-account. */
export function addBankAccount(client: HttpClient, request: BankAccountRequest): Promise<HttpResult<BankAccountResponse & ErrorBody>> {
  return client.post('/api/bank-account', request);
}

/**
 * POST /api/bank-account/otp, then the code from the SMS stand-in's inbox: what replacing a verified payout account
 * takes (`{...ownAccount(), otp}`).
 */
export async function bankAccountOtp(client: HttpClient, phone: string): Promise<string> {
  const sent = await client.post('/api/bank-account/otp', {});
  if (sent.status !== 200) throw new Error(`bank-account OTP not sent: ${sent.status} ${sent.text}`);
  return readOtp(client, phone);
}

/**
 * Test setup only: makes a user (whose `users.kyc_status` the caller sets) a verified KYC holder, as the Aadhaar OTP
 * step would (the sandbox holder's name, a random Aadhaar, born 15 Aug 1990 unless said), through the KYC module's own store.
 */
export async function recordVerifiedHolder(api: TestApp, userId: string, dateOfBirth = '1990-08-15'): Promise<void> {
  const aadhaar = String(randomInt(200_000_000_000, 999_999_999_999));
  await api.app.get(KycRecordStore).markVerified(userId, {
    aadhaarHash: api.app.get(FieldCrypto).lookupHash(aadhaar, 'aadhaar'),
    aadhaarLast4: aadhaar.slice(-4),
    pan: freshPan(),
    reference: `test-${userId.slice(0, 8)}`,
    holderName: SANDBOX_IDENTITY_TEST_VALUES.holderName,
    dateOfBirth,
  });
}

/**
 * Test setup only: adds and verifies a bank account for a KYC-verified user through the bank-account module itself
 * (IFSC lookup, RazorpayX contact, fund account and penny drop at the gateway stand-in), as POST /api/bank-account
 * does. Investing needs it.
 */
export async function addVerifiedBankAccount(api: TestApp, userId: string): Promise<void> {
  const user = await api.app.get(Db).run((em) => em.findOneByOrFail(UserEntity, { id: userId }));
  const answer = await api.app
    .get(BankAccountsService)
    .add({ id: user.id, phone: user.phone, kycStatus: 'verified', language: user.language }, ownAccount(), '127.0.0.1');
  if (answer.body.account?.status !== 'verified') throw new Error(`bank account not verified: ${answer.status} ${JSON.stringify(answer.body)}`);
}
