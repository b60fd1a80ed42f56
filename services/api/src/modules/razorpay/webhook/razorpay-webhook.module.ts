import { Module } from '@nestjs/common';
import { PaymentsModule } from '../../payments/payments.module.js';
import { PayoutsModule } from '../../payouts/payouts.module.js';
import { RazorpayModule } from '../razorpay.module.js';
import { RazorpayWebhookController } from './razorpay-webhook.controller.js';
import { RazorpayWebhookService } from './razorpay-webhook.service.js';

/**
 * POST /api/payments/webhook: Razorpay's and RazorpayX's signed events, dispatched to the module that owns what they
 * change (payments, refunds, payouts). Its own Nest module, beside RazorpayModule, because it imports the modules
 * that import the gateways.
 */
@Module({
  imports: [RazorpayModule, PaymentsModule, PayoutsModule],
  controllers: [RazorpayWebhookController],
  providers: [RazorpayWebhookService],
})
export class RazorpayWebhookModule {}
