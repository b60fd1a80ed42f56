import { Module } from '@nestjs/common';
import { InvestmentRecords } from './investment-records.js';

/**
 * The investments table's operations (InvestmentRecords), on their own so that every module may import them, the
 * modules InvestmentsModule itself imports (payouts) included.
 */
@Module({
  providers: [InvestmentRecords],
  exports: [InvestmentRecords],
})
export class InvestmentRecordsModule {}
