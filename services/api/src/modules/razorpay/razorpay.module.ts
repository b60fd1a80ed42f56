import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway.js';
import { RazorpayGateway } from './gateway/razorpay-gateway.js';
import { PAYOUTS_GATEWAY } from './payouts/payouts-gateway.js';
import { RazorpayXGateway } from './payouts/razorpayx-gateway.js';

/**
 * Razorpay, behind two ports: the payment gateway (PAYMENT_GATEWAY: orders, payments, refunds; gateway/) and RazorpayX
 * (PAYOUTS_GATEWAY: fund-account validation and payouts; payouts/). Each adapter talks to Razorpay itself or to the
 * local stand-in, by configuration. Their signed webhooks are RazorpayWebhookModule's (webhook/).
 */
@Module({
  providers: [
    { provide: PAYMENT_GATEWAY, useFactory: (config: AppConfig) => new RazorpayGateway(config.gateway), inject: [APP_CONFIG] },
    { provide: PAYOUTS_GATEWAY, useFactory: (config: AppConfig) => new RazorpayXGateway(config.payouts), inject: [APP_CONFIG] },
  ],
  exports: [PAYMENT_GATEWAY, PAYOUTS_GATEWAY],
})
export class RazorpayModule {}
