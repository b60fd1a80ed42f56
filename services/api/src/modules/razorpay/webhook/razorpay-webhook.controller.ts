import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SkipCsrf } from '../../../common/guards/skip-csrf.decorator.js';
import { RazorpayWebhookService, type WebhookOutcome } from './razorpay-webhook.service.js';

class WebhookAnswerDto {
  @ApiProperty({ enum: ['processed', 'duplicate', 'ignored'] }) status: WebhookOutcome;
}

/**
 * POST /api/payments/webhook: Razorpay's signed events (payment.captured, payment.failed, order.paid, refund.processed,
 * refund.failed) and RazorpayX's (payout.processed, payout.reversed, ...). The route stays under /api/payments, where
 * the gateway's dashboard points.
 */
@ApiTags('payments')
@Controller('payments')
export class RazorpayWebhookController {
  constructor(private readonly webhooks: RazorpayWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  @SkipCsrf()
  // The operation id it had when the payments module served this route: the OpenAPI document stays as it was.
  @ApiOperation({ operationId: 'PaymentWebhookController_receive', summary: "The gateway's webhook: verified over the raw body, each event handled once" })
  @ApiHeader({ name: 'x-razorpay-signature', required: true, description: 'Hex HMAC-SHA256 of the raw body with the webhook secret' })
  @ApiHeader({ name: 'x-razorpay-event-id', required: false, description: 'Unique per event; a redelivery carries the same id' })
  @ApiOkResponse({ type: WebhookAnswerDto })
  @ApiBadRequestResponse({ description: 'SIGNATURE_INVALID' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<WebhookAnswerDto> {
    return { status: await this.webhooks.receive(request.rawBody, signature, eventId) };
  }
}
