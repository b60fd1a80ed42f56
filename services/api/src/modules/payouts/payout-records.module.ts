import { Module } from '@nestjs/common';
import { PayoutRecords } from './payout-records.js';

/**
 * The payouts table's operations (PayoutRecords), on their own so that every module may import them, the modules
 * PayoutsModule itself imports (tds) included.
 */
@Module({
  providers: [PayoutRecords],
  exports: [PayoutRecords],
})
export class PayoutRecordsModule {}
