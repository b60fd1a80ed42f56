import { Body, Controller, Headers, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type CreateInvestmentResponse, IDEMPOTENCY_KEY_HEADER } from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { sendIdempotent } from '../idempotency/idempotent-reply.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { KycVerifiedGuard } from '../session/kyc-verified.guard.js';
import { SessionGuard } from '../session/session.guard.js';
import { BankAccountVerifiedGuard } from './bank-account-verified.guard.js';
import { CreateInvestmentResponseDto } from './dto/create-investment-response.dto.js';
import { CreateInvestmentDto } from './dto/create-investment.dto.js';
import { InvestmentsService } from './investments.service.js';
import { assertOwnAccount } from './own-account.js';

@ApiTags('investments')
@ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@Controller('investments')
export class InvestmentsController {
  constructor(
    private readonly investments: InvestmentsService,
    private readonly idempotency: IdempotencyService,
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
}
