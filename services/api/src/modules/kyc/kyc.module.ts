import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { fieldCryptoProvider } from './field-crypto.js';
import { KYC_REGISTRY } from './kyc-registry.js';
import { KycController } from './kyc.controller.js';
import { KycService } from './kyc.service.js';
import { SandboxKycRegistry } from './sandbox-kyc-registry.js';

/** KYC: POST /api/kyc/verify, GET /api/kyc/status. The registry is a port (sandbox adapter here). */
@Module({
  imports: [RateLimitModule, SessionModule],
  controllers: [KycController],
  providers: [
    KycService,
    fieldCryptoProvider,
    { provide: KYC_REGISTRY, useClass: SandboxKycRegistry },
  ],
  exports: [KycService],
})
export class KycModule {}
