import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway.js';
import { RazorpayGateway } from './gateway/razorpay-gateway.js';
import { PaymentReconciliationService } from './payment-reconciliation.service.js';
import { PaymentSettlement } from './payment-settlement.js';
import { PaymentWebhookController } from './payment-webhook.controller.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { RefundOutcomes } from './refunds/refund-outcomes.js';
import { RefundSender } from './refunds/refund-sender.js';
import { RefundSweepService } from './refunds/refund-sweep.service.js';

/**
 * POST /api/payments/process, /verify, /webhook and /upi/validate, over the gateway port, and the refunds of captures
 * not kept (refunds/). Its one adapter is
 * Razorpay's (RazorpayGateway), pointed at Razorpay or at the local stand-in by configuration.
 */
@Module({
  imports: [RateLimitModule, SessionModule, IdempotencyModule, PayoutsModule, KycModule, BankAccountsModule],
  controllers: [PaymentsController, PaymentWebhookController],
  providers: [
    PaymentsService,
    PaymentSettlement,
    PaymentWebhookService,
    PaymentReconciliationService,
    RefundOutcomes,
    RefundSender,
    RefundSweepService,
    { provide: PAYMENT_GATEWAY, useFactory: (config: AppConfig) => new RazorpayGateway(config.gateway), inject: [APP_CONFIG] },
  ],
})
export class PaymentsModule {}
