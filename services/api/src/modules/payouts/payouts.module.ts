import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { InvestmentRecordsModule } from '../investments/investment-records.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RazorpayModule } from '../razorpay/razorpay.module.js';
import { TdsModule } from '../tds/tds.module.js';
import { UsersModule } from '../users/users.module.js';
import { PayoutDispatchService } from './payout-dispatch.service.js';
import { PayoutOutcomes } from './payout-outcomes.js';
import { PayoutRecordsModule } from './payout-records.module.js';
import { PayoutSender } from './payout-sender.js';
import { PayoutStatusSweep } from './payout-status-sweep.service.js';
import { PayoutWebhooks } from './payout-webhooks.js';

/**
 * Payouts sent through RazorpayX: due payouts go to the investor's verified bank account net of TDS
 * (PayoutDispatchService), signed webhooks (PayoutWebhooks, from the razorpay module's webhook route) and a status
 * sweep (PayoutStatusSweep) settle them paid or reversed. Owns the payouts table: other modules schedule, add and
 * read payouts through PayoutRecords (PayoutRecordsModule), in their own transactions.
 */
@Module({
  imports: [RazorpayModule, BankAccountsModule, KycModule, TdsModule, InvestmentRecordsModule, PayoutRecordsModule, LedgerModule, UsersModule],
  providers: [PayoutOutcomes, PayoutSender, PayoutDispatchService, PayoutStatusSweep, PayoutWebhooks],
  exports: [PayoutDispatchService, PayoutWebhooks],
})
export class PayoutsModule {}
