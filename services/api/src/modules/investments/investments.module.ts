import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { SessionModule } from '../session/session.module.js';
import { InvestmentsController } from './investments.controller.js';
import { InvestmentsService } from './investments.service.js';

/** POST /api/investments. (GET /api/investments/user/{userId} is the dashboard's portfolio module.) */
@Module({
  imports: [SessionModule, IdempotencyModule, CatalogueModule, BankAccountsModule],
  controllers: [InvestmentsController],
  providers: [InvestmentsService],
})
export class InvestmentsModule {}
