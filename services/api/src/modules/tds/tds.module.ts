import { Module } from '@nestjs/common';
import { InvestmentRecordsModule } from '../investments/investment-records.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { PayoutRecordsModule } from '../payouts/payout-records.module.js';
import { SessionModule } from '../session/session.module.js';
import { TdsController } from './tds.controller.js';
import { TaxPaperRows } from './tax-paper-rows.js';
import { TdsLedger } from './tds-ledger.js';
import { TdsService } from './tds.service.js';

/**
 * TDS on fixed-deposit interest (s. 194A): the rates table (tds-rates.ts), the split a payout is sent with
 * (TdsLedger, used by the payouts), GET /api/tds and PUT /api/tds/declaration (Form 15G/15H).
 */
@Module({
  imports: [SessionModule, KycModule, InvestmentRecordsModule, PayoutRecordsModule],
  controllers: [TdsController],
  providers: [TdsLedger, TdsService, TaxPaperRows],
  exports: [TdsLedger, TaxPaperRows],
})
export class TdsModule {}
