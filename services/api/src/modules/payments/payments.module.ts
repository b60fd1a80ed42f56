import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway.js';
import { SandboxPaymentGateway } from './gateway/sandbox-payment-gateway.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';

/** POST /api/payments/process and /api/payments/upi/validate, over the gateway port (sandbox adapter). */
@Module({
  imports: [RateLimitModule, SessionModule, IdempotencyModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, { provide: PAYMENT_GATEWAY, useClass: SandboxPaymentGateway }],
})
export class PaymentsModule {}
