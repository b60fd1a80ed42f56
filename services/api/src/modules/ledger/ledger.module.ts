import { Module } from '@nestjs/common';
import { LedgerService } from './ledger.service.js';

/** The investor's ledger: the `transactions` table and its operations (LedgerService). */
@Module({
  providers: [LedgerService],
  exports: [LedgerService],
})
export class LedgerModule {}
