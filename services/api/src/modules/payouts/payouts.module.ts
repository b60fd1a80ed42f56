import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { RazorpayXModule } from '../razorpayx/razorpayx.module.js';
import { TdsModule } from '../tds/tds.module.js';
import { PayoutDispatchService } from './payout-dispatch.service.js';
import { PayoutOutcomes } from './payout-outcomes.js';
import { PayoutSender } from './payout-sender.js';
import { PayoutStatusSweep } from './payout-status-sweep.service.js';
import { PayoutWebhooks } from './payout-webhooks.js';

/**
 * Payouts sent through RazorpayX: due payouts go to the investor's verified bank account net of TDS
 * (PayoutDispatchService), signed webhooks (PayoutWebhooks, from the payments' webhook route) and a status sweep
 * (PayoutStatusSweep) settle them paid or reversed.
 */
@Module({
  imports: [RazorpayXModule, BankAccountsModule, KycModule, TdsModule],
  providers: [PayoutOutcomes, PayoutSender, PayoutDispatchService, PayoutStatusSweep, PayoutWebhooks],
  exports: [PayoutDispatchService, PayoutWebhooks],
})
export class PayoutsModule {}
