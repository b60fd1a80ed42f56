import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiAcceptedResponse,
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
  type VerifyPaymentResponse,
  UPI_ID_PATTERN,
  type UpiValidateResponse,
} from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { sendIdempotent } from '../idempotency/idempotent-reply.js';
import { assertOwnAccount } from '../investments/own-account.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { KycVerifiedGuard } from '../session/kyc-verified.guard.js';
import { SessionGuard } from '../session/session.guard.js';
import { PaymentCompletedResponseDto, PaymentProcessingResponseDto, ProcessPaymentResponseDto } from './dto/payment-response.dto.js';
import { ProcessPaymentDto, VerifyPaymentDto } from './dto/process-payment.dto.js';
import { UpiValidateDto, UpiValidateResponseDto } from './dto/upi-validate.dto.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PaymentsService } from './payments.service.js';

const UPI_REGEX = new RegExp(UPI_ID_PATTERN);
/** Payment requests per user per window (each may create a gateway order), and result checks (the page polls). */
export const PROCESS_PER_WINDOW = 30;
export const VERIFY_PER_WINDOW = 300;
export const PROCESS_WINDOW_MS = 15 * 60_000;
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
  @ApiOperation({ summary: "Commit a payment intent and create its gateway order; the browser then pays it in the gateway's checkout" })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: 'One key per purchase attempt, reused on every retry: the same key + body replays the same order.',
  })
  @ApiOkResponse({ type: ProcessPaymentResponseDto })
  @ApiForbiddenResponse({
    description:
      "KYC_VERIFICATION_REQUIRED; FORBIDDEN when userId is not the session's; BANK_ACCOUNT_REQUIRED: net banking or UPI without a verified bank account (the order names it: payments only from the investor's own account)",
  })
  @ApiBadRequestResponse({
    description:
      'CONSENT_REQUIRED: the current Terms & Conditions and Risk Disclosure are not accepted (send termsVersion), nothing written; VALIDATION_FAILED (minimums, UPI ID, bank, amount mismatch); BAD_REQUEST for cash (offline)',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such investment of this user' })
  @ApiConflictResponse({ description: 'CONFLICT: the investment is already paid, or its payment awaits the bank' })
  @ApiUnprocessableEntityResponse({ description: 'IDEMPOTENCY_KEY_REUSED' })
  @ApiTooManyRequestsResponse({ description: 'PAYMENT_ATTEMPTS_EXCEEDED: 5 attempts per investment, 10 declines per user a day (the gateway is not called)' })
  @ApiServiceUnavailableResponse({ description: 'GATEWAY_UNAVAILABLE' })
  async process(
    @Body() body: ProcessPaymentDto,
    @CurrentUser() user: AuthenticatedUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProcessPaymentResponse> {
    assertOwnAccount(body.userId, user.id, 'process payments');
    const limit = await this.rateLimits.consume([{ key: `payments-process:user:${user.id}`, limit: PROCESS_PER_WINDOW, windowMs: PROCESS_WINDOW_MS }]);
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, 'Too many payment requests.');
    // Before the Idempotency-Key is claimed: a refusal here leaves the key free for the same attempt once accepted.
    await this.payments.assertTermsAccepted(user.id, body.termsVersion);
    const answer = await this.idempotency.run<ProcessPaymentResponse>('payments', user.id, key, body, () => this.payments.process(user, body), 'outside');
    return sendIdempotent(reply, answer);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: "The checkout's result: checks the signature, asks the gateway, and settles the payment once" })
  @ApiOkResponse({ type: PaymentCompletedResponseDto, description: 'Captured: the investment is active (the same answer however often asked)' })
  @ApiAcceptedResponse({ type: PaymentProcessingResponseDto, description: 'The bank has not confirmed yet: ask again' })
  @ApiBadRequestResponse({ description: 'SIGNATURE_INVALID, VALIDATION_FAILED' })
  @ApiPaymentRequiredResponse({
    description:
      'PAYMENT_DECLINED: the bank declined (sandbox card 4000 0000 0000 0002, UPI ID decline@okaxis), or the payment came from another account than the verified one',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such order of this user and investment' })
  @ApiConflictResponse({
    description:
      'CONFLICT: nothing has been paid on this order yet; PAYMENT_REFUNDED: captured but not kept (already paid, another amount, a closed investment) and refunded',
  })
  async verify(
    @Body() body: VerifyPaymentDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VerifyPaymentResponse> {
    const limit = await this.rateLimits.consume([{ key: `payments-verify:user:${user.id}`, limit: VERIFY_PER_WINDOW, windowMs: PROCESS_WINDOW_MS }]);
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, 'Too many payment checks.');
    return sendIdempotent(reply, { ...(await this.payments.verify(user, body)), replayed: false });
  }

  @Post('upi/validate')
  @HttpCode(200)
  @ApiOkResponse({ type: UpiValidateResponseDto })
  @ApiBadRequestResponse({
    description:
      'VALIDATION_FAILED: malformed, unknown to the bank (sandbox: unknown@okaxis), or held in another name than the KYC holder’s (sandbox: rahul.kumar@okaxis)',
  })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 20 validations per user per 15 minutes; Retry-After set.' })
  async validateUpi(@Body() body: UpiValidateDto, @CurrentUser() user: AuthenticatedUser): Promise<UpiValidateResponse> {
    const limit = await this.rateLimits.consume([
      { key: `upi-validate:user:${user.id}`, limit: UPI_VALIDATIONS_PER_WINDOW, windowMs: UPI_VALIDATION_WINDOW_MS },
    ]);
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, 'Too many UPI ID checks.');
    const upiId = body.upiId.trim();
    const fail = (message: string) => new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field: 'upiId', messages: [message] }] });
    if (!UPI_REGEX.test(upiId)) throw fail(PaymentValidationMessage.UpiId);
    const { accountHolder } = await this.payments.validateOwnUpiId(user.id, upiId);
    return { valid: true, upiId, accountHolder };
  }
}
