import { Module } from '@nestjs/common';
import { FieldCryptoModule } from '../../common/crypto/field-crypto.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { AadhaarOtpChallenges } from './aadhaar-otp-challenges.js';
import { AadhaarOtpService } from './aadhaar-otp.service.js';
import { CashfreeKycProvider } from './cashfree-kyc-provider.js';
import { KycIdentity } from './kyc-identity.js';
import { KycPanHashBackfill } from './kyc-pan-hash-backfill.js';
import { KYC_PROVIDER } from './kyc-provider.js';
import { KycController } from './kyc.controller.js';
import { KycRecordStore } from './kyc-record-store.js';
import { KycService } from './kyc.service.js';
import { UsersModule } from '../users/users.module.js';

/**
 * KYC: POST /api/kyc/verify (details → Aadhaar OTP), POST /api/kyc/aadhaar-otp (OTP → verified), GET /api/kyc/status.
 * The provider is a port with one adapter, Cashfree's Verification API (the local stand-in in development and tests).
 */
@Module({
  imports: [RateLimitModule, SessionModule, FieldCryptoModule, UsersModule],
  controllers: [KycController],
  providers: [
    KycService,
    AadhaarOtpService,
    KycRecordStore,
    AadhaarOtpChallenges,
    KycIdentity,
    KycPanHashBackfill,
    { provide: KYC_PROVIDER, useClass: CashfreeKycProvider },
  ],
  exports: [KycService, KycIdentity],
})
export class KycModule {}
