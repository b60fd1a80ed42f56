import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type CreateInvestmentResponse,
  IDEMPOTENCY_KEY_HEADER,
  type OtpGenerateResponse,
  type WithdrawalConfirmResponse,
  type WithdrawalPreview,
} from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { OtpGenerateResponseDto } from '../otp/dto/otp-responses.dto.js';
import { sendIdempotent } from '../idempotency/idempotent-reply.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { KycVerifiedGuard } from '../session/kyc-verified.guard.js';
import { SessionGuard } from '../session/session.guard.js';
import { BankAccountVerifiedGuard } from './bank-account-verified.guard.js';
import { CreateInvestmentResponseDto } from './dto/create-investment-response.dto.js';
import { CreateInvestmentDto } from './dto/create-investment.dto.js';
import { WithdrawalConfirmDto, WithdrawalConfirmResponseDto, WithdrawalPreviewDto } from './dto/withdrawal.dto.js';
import { InvestmentsService } from './investments.service.js';
import { assertOwnAccount } from './own-account.js';
import { WithdrawalService } from './withdrawal.service.js';

@ApiTags('investments')
@ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@Controller('investments')
export class InvestmentsController {
  constructor(
    private readonly investments: InvestmentsService,
    private readonly idempotency: IdempotencyService,
    private readonly withdrawals: WithdrawalService,
  ) {}

  @Post()
  @UseGuards(SessionGuard, KycVerifiedGuard, BankAccountVerifiedGuard)
  @ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false, description: 'Same key + same body replays the first answer; another body → 422.' })
  @ApiCreatedResponse({ type: CreateInvestmentResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (minimum ₹10,000, unknown product type, ...)' })
  @ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
  @ApiForbiddenResponse({
    description: "KYC_VERIFICATION_REQUIRED, BANK_ACCOUNT_REQUIRED (no verified bank account), or FORBIDDEN when userId is not the session's",
  })
  @ApiUnprocessableEntityResponse({ description: 'IDEMPOTENCY_KEY_REUSED' })
  async create(
    @Body() body: CreateInvestmentDto,
    @CurrentUser() user: AuthenticatedUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreateInvestmentResponse> {
    assertOwnAccount(body.userId, user.id, 'create investments');
    const answer = await this.idempotency.run<CreateInvestmentResponse>('investments', user.id, key, body, async () => ({
      status: 201,
      body: await this.investments.create(user.id, body),
    }));
    return sendIdempotent(reply, answer);
  }

  @Get(':id/withdrawal')
  @UseGuards(SessionGuard, KycVerifiedGuard)
  @ApiOkResponse({ type: WithdrawalPreviewDto, description: 'What a premature withdrawal of this fixed deposit pays today; nothing changes.' })
  @ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
  @ApiForbiddenResponse({ description: 'KYC_VERIFICATION_REQUIRED, or BANK_ACCOUNT_REQUIRED (no verified account to pay it into)' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such investment of the signed-in investor' })
  @ApiConflictResponse({ description: 'CONFLICT: not a fixed deposit, not active, already withdrawing, matured, inside its lock-in, or a payout on its way' })
  preview(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<WithdrawalPreview> {
    return this.withdrawals.preview(user.id, id);
  }

  @Post(':id/withdrawal/otp')
  @HttpCode(200)
  @UseGuards(SessionGuard, KycVerifiedGuard)
  @ApiOkResponse({ type: OtpGenerateResponseDto, description: "The confirmation code is sent to the investor's phone (the sign-in OTP)." })
  @ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
  @ApiForbiddenResponse({ description: 'KYC_VERIFICATION_REQUIRED, or BANK_ACCOUNT_REQUIRED' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such investment of the signed-in investor' })
  @ApiConflictResponse({ description: 'CONFLICT: the deposit cannot be withdrawn (as for the preview); nothing is sent' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 3 codes per phone every 15 minutes' })
  @ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: the SMS provider did not take the text' })
  sendOtp(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<OtpGenerateResponse> {
    return this.withdrawals.sendOtp(user, id, request.ip);
  }

  @Post(':id/withdrawal')
  @HttpCode(200)
  @UseGuards(SessionGuard, KycVerifiedGuard)
  @ApiOkResponse({
    type: WithdrawalConfirmResponseDto,
    description: 'Confirmed: the remaining payouts are cancelled and the amount is sent once through RazorpayX.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (quoteId, otp), or OTP_INVALID (wrong, expired or never sent)' })
  @ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
  @ApiForbiddenResponse({ description: 'KYC_VERIFICATION_REQUIRED, or BANK_ACCOUNT_REQUIRED' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such investment of the signed-in investor' })
  @ApiConflictResponse({
    description: 'CONFLICT: the preview is stale (the day or the payouts changed), or the deposit cannot be withdrawn (as for the preview)',
  })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: too many OTP checks for this phone' })
  confirm(
    @Param('id') id: string,
    @Body() body: WithdrawalConfirmDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<WithdrawalConfirmResponse> {
    return this.withdrawals.confirm(user, id, body.quoteId, body.otp, request.ip);
  }
}
