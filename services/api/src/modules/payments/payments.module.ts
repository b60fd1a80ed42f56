import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { InvestmentRecordsModule } from '../investments/investment-records.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PayoutRecordsModule } from '../payouts/payout-records.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { RazorpayModule } from '../razorpay/razorpay.module.js';
import { PaymentReconciliationService } from './payment-reconciliation.service.js';
import { PaymentSettlement } from './payment-settlement.js';
import { PaymentEvents } from './payment-events.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { RefundOutcomes } from './refunds/refund-outcomes.js';
import { RefundSender } from './refunds/refund-sender.js';
import { RefundSweepService } from './refunds/refund-sweep.service.js';

/**
 * POST /api/payments/process, /verify and /upi/validate, over the payment gateway port (the razorpay module's), and the
 * refunds of captures not kept (refunds/). Owns the payments, refunds and gateway_customers tables; the gateway's
 * webhooks reach it through PaymentEvents and RefundOutcomes (exported for the razorpay module's webhook).
 */
@Module({
  imports: [
    RazorpayModule,
    InvestmentRecordsModule,
    PayoutRecordsModule,
    LedgerModule,
    RateLimitModule,
    SessionModule,
    IdempotencyModule,
    PayoutsModule,
    KycModule,
    BankAccountsModule,
  ],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentSettlement, PaymentEvents, PaymentReconciliationService, RefundOutcomes, RefundSender, RefundSweepService],
  exports: [PaymentEvents, RefundOutcomes],
})
export class PaymentsModule {}
