import { Module } from '@nestjs/common';
import { KycVerifiedGuard } from './kyc-verified.guard.js';
import { SessionController } from './session.controller.js';
import { SessionGuard } from './session.guard.js';
import { SessionService } from './session.service.js';

/** Sessions: import this module to use SessionGuard, KycVerifiedGuard and @CurrentUser(). */
@Module({
  controllers: [SessionController],
  providers: [SessionService, SessionGuard, KycVerifiedGuard],
  exports: [SessionService, SessionGuard, KycVerifiedGuard],
})
export class SessionModule {}
