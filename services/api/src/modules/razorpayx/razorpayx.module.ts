import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PAYOUTS_GATEWAY } from './payouts-gateway.js';
import { RazorpayXGateway } from './razorpayx-gateway.js';

/** The payouts gateway port (PAYOUTS_GATEWAY), served by RazorpayX: Razorpay itself, or the stand-in by configuration. */
@Module({
  providers: [{ provide: PAYOUTS_GATEWAY, useFactory: (config: AppConfig) => new RazorpayXGateway(config.payouts), inject: [APP_CONFIG] }],
  exports: [PAYOUTS_GATEWAY],
})
export class RazorpayXModule {}
