import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type KycOtpSentResponse, type KycStatusResponse, type KycVerifyResponse } from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { AadhaarOtpService } from './aadhaar-otp.service.js';
import { KycAadhaarOtpResendDto } from './dto/kyc-aadhaar-otp-resend.dto.js';
import { KycAadhaarOtpDto } from './dto/kyc-aadhaar-otp.dto.js';
import { KycOtpSentResponseDto, KycStatusResponseDto, KycVerifyResponseDto } from './dto/kyc-status.dto.js';
import { KycVerifyDto } from './dto/kyc-verify.dto.js';
import { KycService } from './kyc.service.js';

const csrf = ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } });
const unavailable = ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: the KYC provider did not answer; nothing was recorded.' });

@ApiTags('kyc')
@Controller('kyc')
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED: no live session.' })
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly aadhaarOtp: AadhaarOtpService,
  ) {}

  @Get('status')
  @ApiOkResponse({ type: KycStatusResponseDto, description: 'The signed-in user’s KYC state, numbers masked.' })
  status(@CurrentUser() user: AuthenticatedUser): Promise<KycStatusResponse> {
    return this.kyc.status(user);
  }

  @Post('verify')
  @HttpCode(200)
  @csrf
  @ApiAcceptedResponse({
    type: KycOtpSentResponseDto,
    description: 'The provider texted an OTP to the Aadhaar-linked mobile: confirm it with POST /api/kyc/aadhaar-otp.',
  })
  @ApiOkResponse({ type: KycVerifyResponseDto, description: 'This account is already verified with these details.' })
  @ApiBadRequestResponse({
    description:
      'CONSENT_REQUIRED: no consent to the current Aadhaar e-KYC text (consentVersion), nothing done; VALIDATION_FAILED: Aadhaar (12 digits, 2-9 first; Verhoeff check digit) or PAN (AAAPA9999A) malformed, each under its field in `errors`.',
  })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: userId is not the signed-in user.' })
  @ApiConflictResponse({ description: 'CONFLICT: this account is already verified with other details.' })
  @ApiUnprocessableEntityResponse({ description: 'KYC_VERIFICATION_FAILED: the provider does not know this Aadhaar (`errors`: aadhaar).' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 10 attempts per hour per user.' })
  @unavailable
  async verify(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: KycVerifyDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<KycVerifyResponse | KycOtpSentResponse> {
    const answer = await this.kyc.start(user, body);
    if ('otpSent' in answer) reply.status(202);
    return answer;
  }

  @Post('aadhaar-otp/resend')
  @HttpCode(202)
  @csrf
  @ApiAcceptedResponse({ type: KycOtpSentResponseDto, description: 'The provider texted a new OTP to the same Aadhaar-linked mobile.' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: userId is not the signed-in user.' })
  @ApiConflictResponse({ description: 'CONFLICT: no attempt is waiting for its Aadhaar OTP (submit the details again).' })
  @ApiUnprocessableEntityResponse({ description: 'KYC_VERIFICATION_FAILED: the provider no longer sends an OTP for this Aadhaar.' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: sooner than 45 s after the last OTP (Retry-After), or 10 attempts per hour.' })
  @unavailable
  resendAadhaarOtp(@CurrentUser() user: AuthenticatedUser, @Body() body: KycAadhaarOtpResendDto): Promise<KycOtpSentResponse> {
    return this.kyc.resend(user, body);
  }

  @Post('aadhaar-otp')
  @HttpCode(200)
  @csrf
  @ApiOkResponse({ type: KycVerifyResponseDto, description: 'Verified: the user is KYC-verified on the server.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, or OTP_INVALID (`errors`: otp): the Aadhaar OTP is wrong or expired (3 tries, 10 minutes).' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: userId is not the signed-in user.' })
  @ApiConflictResponse({ description: 'CONFLICT: the Aadhaar (now proven) or the PAN already verified another account (`errors`: the field).' })
  @ApiUnprocessableEntityResponse({
    description: 'KYC_VERIFICATION_FAILED: PAN unknown, not linked, inoperative, or its name is not the Aadhaar holder’s (`errors`: pan).',
  })
  @unavailable
  confirmAadhaarOtp(@CurrentUser() user: AuthenticatedUser, @Body() body: KycAadhaarOtpDto): Promise<KycVerifyResponse> {
    return this.aadhaarOtp.confirm(user, body);
  }
}
