import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { PayoutRecordsModule } from '../payouts/payout-records.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { SessionModule } from '../session/session.module.js';
import { TdsModule } from '../tds/tds.module.js';
import { UsersModule } from '../users/users.module.js';
import { InvestmentRecordsModule } from './investment-records.module.js';
import { InvestmentsController } from './investments.controller.js';
import { InvestmentsService } from './investments.service.js';
import { WithdrawalService } from './withdrawal.service.js';

/**
 * POST /api/investments, and a fixed deposit's premature withdrawal (GET/POST /api/investments/{id}/withdrawal).
 * (GET /api/investments/user/{userId} is the dashboard's portfolio module.) Owns the investments table: other modules
 * activate, move and read investments through InvestmentRecords (InvestmentRecordsModule, re-exported here), in
 * their own transactions.
 */
@Module({
  imports: [
    SessionModule,
    IdempotencyModule,
    CatalogueModule,
    BankAccountsModule,
    OtpModule,
    PayoutsModule,
    PayoutRecordsModule,
    TdsModule,
    KycModule,
    UsersModule,
    InvestmentRecordsModule,
  ],
  controllers: [InvestmentsController],
  providers: [InvestmentsService, WithdrawalService],
  exports: [InvestmentRecordsModule],
})
export class InvestmentsModule {}
