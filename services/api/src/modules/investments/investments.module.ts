import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { SessionModule } from '../session/session.module.js';
import { TdsModule } from '../tds/tds.module.js';
import { InvestmentsController } from './investments.controller.js';
import { InvestmentsService } from './investments.service.js';
import { WithdrawalService } from './withdrawal.service.js';

/**
 * POST /api/investments, and a fixed deposit's premature withdrawal (GET/POST /api/investments/{id}/withdrawal).
 * (GET /api/investments/user/{userId} is the dashboard's portfolio module.)
 */
@Module({
  imports: [SessionModule, IdempotencyModule, CatalogueModule, BankAccountsModule, OtpModule, PayoutsModule, TdsModule, KycModule],
  controllers: [InvestmentsController],
  providers: [InvestmentsService, WithdrawalService],
})
export class InvestmentsModule {}
