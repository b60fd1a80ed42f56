import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  PaymentValidationMessage,
  type ProcessPaymentResponse,
  UPI_ID_PATTERN,
  type UpiValidateResponse,
} from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { assertOwnAccount } from '../investments/own-account.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { KycVerifiedGuard } from '../session/kyc-verified.guard.js';
import { SessionGuard } from '../session/session.guard.js';
import { ProcessPaymentResponseDto } from './dto/payment-response.dto.js';
import { ProcessPaymentDto } from './dto/process-payment.dto.js';
import { UpiValidateDto, UpiValidateResponseDto } from './dto/upi-validate.dto.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { sendIdempotent } from './idempotency/idempotent-reply.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PaymentsService } from './payments.service.js';

const UPI_REGEX = new RegExp(UPI_ID_PATTERN);
/** UPI ID look-ups each reach the bank through the gateway: at most this many per user per window. */
export const UPI_VALIDATIONS_PER_WINDOW = 20;
export const UPI_VALIDATION_WINDOW_MS = 15 * 60_000;

@ApiTags('payments')
@ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@ApiForbiddenResponse({ description: "KYC_VERIFICATION_REQUIRED, or FORBIDDEN when userId is not the session's" })
@UseGuards(SessionGuard, KycVerifiedGuard)
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly idempotency: IdempotencyService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post('process')
  @HttpCode(200)
  @ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false, description: 'Same key + same body replays the first answer; another body → 422.' })
  @ApiOkResponse({ type: ProcessPaymentResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (minimums, UPI ID, card, bank, amount mismatch); BAD_REQUEST for cash (offline)' })
  @ApiPaymentRequiredResponse({ description: 'PAYMENT_DECLINED: sandbox card 4000 0000 0000 0002 or UPI ID decline@okaxis' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such investment of this user' })
  @ApiConflictResponse({ description: 'CONFLICT: the investment is already paid' })
  @ApiUnprocessableEntityResponse({ description: 'IDEMPOTENCY_KEY_REUSED' })
  async process(
    @Body() body: ProcessPaymentDto,
    @CurrentUser() user: AuthenticatedUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProcessPaymentResponse> {
    assertOwnAccount(body.userId, user.id, 'process payments');
    const answer = await this.idempotency.run<ProcessPaymentResponse>('payments', user.id, key, body, () => this.payments.process(user.id, body));
    return sendIdempotent(reply, answer);
  }

  @Post('upi/validate')
  @HttpCode(200)
  @ApiOkResponse({ type: UpiValidateResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: malformed, or unknown to the bank (sandbox: unknown@okaxis)' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 20 validations per user per 15 minutes; Retry-After set.' })
  async validateUpi(@Body() body: UpiValidateDto, @CurrentUser() user: AuthenticatedUser): Promise<UpiValidateResponse> {
    const limit = await this.rateLimits.consume([
      { key: `upi-validate:user:${user.id}`, limit: UPI_VALIDATIONS_PER_WINDOW, windowMs: UPI_VALIDATION_WINDOW_MS },
    ]);
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, 'Too many UPI ID checks.');
    const upiId = body.upiId.trim();
    const fail = (message: string) => new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field: 'upiId', messages: [message] }] });
    if (!UPI_REGEX.test(upiId)) throw fail(PaymentValidationMessage.UpiId);
    const lookup = await this.payments.validateUpiId(upiId);
    if (!lookup.exists) throw fail('This UPI ID could not be found. Please check it and try again.');
    return { valid: true, upiId, accountHolder: lookup.accountHolder };
  }
}
