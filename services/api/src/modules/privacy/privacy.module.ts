import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { NomineesModule } from '../nominees/nominees.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { ErasureService } from './erasure.service.js';
import { PrivacySweepService } from './privacy-sweep.service.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionService } from './retention.service.js';

/**
 * /api/privacy: requests, consent records, privacy events and the Access download (signed-in users); the sweep that
 * carries out erasure requests and deletes what is past its retention period (retention-policy.ts).
 */
@Module({
  imports: [ContactModule, KycModule, BankAccountsModule, NomineesModule, RateLimitModule, SessionModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, ErasureService, RetentionService, PrivacySweepService],
})
export class PrivacyModule {}
