import { Module } from '@nestjs/common';
import { InvestmentRecordsModule } from '../investments/investment-records.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MarketModule } from '../market/market.module.js';
import { PayoutRecordsModule } from '../payouts/payout-records.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { SessionModule } from '../session/session.module.js';
import { PortfolioController } from './portfolio.controller.js';
import { PortfolioService } from './portfolio.service.js';

/** Portfolio, investments, transactions and payouts of the signed-in user, read from the ledger. */
@Module({
  imports: [PayoutsModule, SessionModule, MarketModule, InvestmentRecordsModule, PayoutRecordsModule, LedgerModule],
  controllers: [PortfolioController],
  providers: [PortfolioService],
  exports: [PortfolioService],
})
export class PortfolioModule {}
