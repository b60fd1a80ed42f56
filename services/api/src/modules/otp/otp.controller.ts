import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type OtpGenerateResponse, type OtpVerifyResponse } from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { readSessionToken, writeSessionCookie } from '../session/session-cookie.js';
import { SessionService } from '../session/session.service.js';
import { OtpGenerateDto } from './dto/otp-generate.dto.js';
import { OtpGenerateResponseDto, OtpVerifyResponseDto } from './dto/otp-responses.dto.js';
import { OtpVerifyDto } from './dto/otp-verify.dto.js';
import { OtpService } from './otp.service.js';

@ApiTags('otp')
@ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@Controller('otp')
export class OtpController {
  constructor(
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('generate')
  @HttpCode(200)
  @ApiOkResponse({ type: OtpGenerateResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({
    description: 'RATE_LIMITED: 3 per phone and purpose and OTP_IP_LIMIT per IP per 15 minutes, OTP_GLOBAL_LIMIT a minute in all; Retry-After set.',
  })
  @ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: the SMS provider did not take the text; no code is live.' })
  generate(@Body() body: OtpGenerateDto, @Req() request: FastifyRequest): Promise<OtpGenerateResponse> {
    return this.otp.generate(body.phone, body.type, request.ip);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({
    type: OtpVerifyResponseDto,
    description:
      'A `kyc` code signs in (sets the HttpOnly `sid` cookie, answers `session`); a `contact` code proves the phone for one contact message and signs nobody in.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, or OTP_INVALID (wrong, expired, used or never sent: one answer)' })
  @ApiTooManyRequestsResponse({
    description:
      'RATE_LIMITED: 2×OTP_IP_LIMIT checks per IP per 15 minutes, OTP_GLOBAL_LIMIT a minute in all. Wrong guesses count against the live code (5 kill it), never against the phone.',
  })
  async verify(@Body() body: OtpVerifyDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<OtpVerifyResponse> {
    const checked = await this.otp.verify(body.phone, body.otp, request.ip, body.type);
    // A contact code proves the phone for one message: nobody is signed in.
    if (checked.purpose === 'contact') return { message: 'Phone number verified successfully.', verified: true };
    const { user } = checked;
    const token = await this.sessions.start(user.id, readSessionToken(request));
    writeSessionCookie(reply, token, this.config.isProduction);
    return {
      message: 'Phone number verified successfully.',
      verified: true,
      session: SessionService.toResponse({ id: user.id, phone: user.phone, kycStatus: user.kycStatus, language: user.language }),
    };
  }
}
