import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
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
  type BankAccountOtpResponse,
  type BankAccountResponse,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type IfscLookupResponse,
  PAYOUT_ACCOUNT_COOLING_OFF_HOURS,
} from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { BankAccountsService } from './bank-accounts.service.js';
import { BankAccountRequestDto } from './dto/bank-account-request.dto.js';
import { BankAccountOtpResponseDto, BankAccountResponseDto, IfscLookupResponseDto } from './dto/bank-account-response.dto.js';

@ApiTags('bank-account')
@Controller('bank-account')
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED: no live session.' })
export class BankAccountsController {
  constructor(private readonly bankAccounts: BankAccountsService) {}

  @Get()
  @ApiOkResponse({
    type: BankAccountResponseDto,
    description: 'The account payouts go to (or the latest attempt); a verifying one is checked again first. Last four digits only.',
  })
  current(@CurrentUser() user: AuthenticatedUser): Promise<BankAccountResponse> {
    return this.bankAccounts.current(user);
  }

  @Get('ifsc/:ifsc')
  @ApiOkResponse({ type: IfscLookupResponseDto, description: 'The bank and branch of the IFSC.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: not an IFSC (four letters, 0, six letters or digits).' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no branch has this IFSC.' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 60 lookups per 10 minutes per user.' })
  @ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: the IFSC directory did not answer.' })
  ifsc(@CurrentUser() user: AuthenticatedUser, @Param('ifsc') ifsc: string): Promise<IfscLookupResponse> {
    return this.bankAccounts.lookUpIfsc(user, ifsc);
  }

  @Post('otp')
  @HttpCode(200)
  @ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
  @ApiOkResponse({
    type: BankAccountOtpResponseDto,
    description: "The code confirming a change of the payout account is sent to the investor's phone (the sign-in OTP).",
  })
  @ApiForbiddenResponse({ description: 'KYC_VERIFICATION_REQUIRED: KYC is not verified.' })
  @ApiConflictResponse({ description: 'CONFLICT: no verified payout account to change (the first needs no OTP); nothing is sent.' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 3 codes per phone every 15 minutes (the sign-in limits).' })
  @ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: the SMS provider did not take the text.' })
  sendOtp(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<BankAccountOtpResponse> {
    return this.bankAccounts.sendOtp(user, request.ip);
  }

  @Post()
  @HttpCode(200)
  @ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
  @ApiOkResponse({
    type: BankAccountResponseDto,
    description: `Verified: the bank holds the account in the KYC name. The first account takes payouts from now on; a replacement (with the OTP) ${PAYOUT_ACCOUNT_COOLING_OFF_HOURS} hours after, the account on file until then. The account payouts go to, sent again with the OTP during that time, calls the change off.`,
  })
  @ApiAcceptedResponse({ type: BankAccountResponseDto, description: 'Verifying: the ₹1 deposit is under way; GET /api/bank-account follows it up.' })
  @ApiBadRequestResponse({
    description:
      'VALIDATION_FAILED: account number (9-18 digits), IFSC (format, or unknown), holder name, or the OTP missing for a change; OTP_INVALID: wrong, expired or never sent.',
  })
  @ApiForbiddenResponse({ description: 'KYC_VERIFICATION_REQUIRED: KYC is not verified.' })
  @ApiUnprocessableEntityResponse({ description: 'BANK_ACCOUNT_REJECTED: the account does not exist or cannot receive, or its name is not the KYC name.' })
  @ApiConflictResponse({ description: 'CONFLICT: another bank account is being added right now.' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 5 attempts per hour per user, or too many OTP checks.' })
  @ApiServiceUnavailableResponse({ description: 'GATEWAY_UNAVAILABLE or SERVICE_UNAVAILABLE: RazorpayX or the IFSC directory did not answer.' })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: BankAccountRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BankAccountResponse> {
    const answer = await this.bankAccounts.add(user, body, request.ip);
    reply.status(answer.status);
    return answer.body;
  }
}
