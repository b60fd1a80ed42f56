import { Module } from '@nestjs/common';
import { PayoutSettlementService } from './payout-settlement.service.js';

/** The ledger's own jobs: payouts that fall due are paid (PayoutSettlementService). */
@Module({ providers: [PayoutSettlementService], exports: [PayoutSettlementService] })
export class LedgerModule {}
