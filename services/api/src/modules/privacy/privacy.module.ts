import { Module } from '@nestjs/common';
import { BankAccountPersonalData } from '../bank-accounts/bank-account-personal-data.js';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { ContactPersonalData } from '../contact/contact-personal-data.js';
import { ContactModule } from '../contact/contact.module.js';
import { IdempotencyPersonalData } from '../idempotency/idempotency-personal-data.js';
import { InvestmentPersonalData } from '../investments/investment-personal-data.js';
import { KycPersonalData } from '../kyc/kyc-personal-data.js';
import { KycModule } from '../kyc/kyc.module.js';
import { LedgerPersonalData } from '../ledger/ledger-personal-data.js';
import { NomineePersonalData } from '../nominees/nominee-personal-data.js';
import { NomineesModule } from '../nominees/nominees.module.js';
import { OtpPersonalData } from '../otp/otp-personal-data.js';
import { PaymentPersonalData } from '../payments/payment-personal-data.js';
import { PayoutPersonalData } from '../payouts/payout-personal-data.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionPersonalData } from '../session/session-personal-data.js';
import { SessionModule } from '../session/session.module.js';
import { TdsPersonalData } from '../tds/tds-personal-data.js';
import { TextPersonalData } from '../texts/text-personal-data.js';
import { UserPersonalData } from '../users/user-personal-data.js';
import { ErasureService } from './erasure.service.js';
import { MoneyHeldCheck } from './money-held.js';
import { PersonalDataOwners } from './personal-data-owners.js';
import { PrivacySweepService } from './privacy-sweep.service.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionService } from './retention.service.js';
import { UserRecords } from './user-records.js';

/**
 * Each owning module's operations on one person's rows (the `*PersonalData` providers in the owners' folders): reads
 * for the Access download, the money still held, erasure and retention deletes, each inside the caller's
 * EntityManager. They have no dependencies, so the privacy module provides them itself and imports no owner module it
 * would otherwise need only for them (no import cycles).
 */
const OWNERS_PERSONAL_DATA = [
  UserPersonalData,
  InvestmentPersonalData,
  PaymentPersonalData,
  LedgerPersonalData,
  PayoutPersonalData,
  KycPersonalData,
  SessionPersonalData,
  OtpPersonalData,
  ContactPersonalData,
  TextPersonalData,
  TdsPersonalData,
  BankAccountPersonalData,
  NomineePersonalData,
  IdempotencyPersonalData,
];

/**
 * /api/privacy: requests, consent records, privacy events and the Access download (signed-in users); the sweep that
 * carries out erasure requests and deletes what is past its retention period (retention-policy.ts).
 */
@Module({
  imports: [ContactModule, KycModule, BankAccountsModule, NomineesModule, RateLimitModule, SessionModule],
  controllers: [PrivacyController],
  providers: [...OWNERS_PERSONAL_DATA, PersonalDataOwners, MoneyHeldCheck, UserRecords, PrivacyService, ErasureService, RetentionService, PrivacySweepService],
})
export class PrivacyModule {}
