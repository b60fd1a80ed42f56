import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type KycStatusResponse, type KycVerifyResponse } from '@invest/contracts';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { KycStatusResponseDto, KycVerifyResponseDto } from './dto/kyc-status.dto.js';
import { KycVerifyDto } from './dto/kyc-verify.dto.js';
import { KycService } from './kyc.service.js';

@ApiTags('kyc')
@Controller('kyc')
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED: no live session.' })
export class KycController {
  constructor(private readonly kyc: KycService) {}

  @Get('status')
  @ApiOkResponse({ type: KycStatusResponseDto, description: 'The signed-in user’s KYC state, numbers masked.' })
  status(@CurrentUser() user: AuthenticatedUser): Promise<KycStatusResponse> {
    return this.kyc.status(user);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
  @ApiOkResponse({ type: KycVerifyResponseDto, description: 'Verified: the user is KYC-verified on the server.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: Aadhaar (12 digits, 2-9 first, Verhoeff) or PAN (AAAPA9999A) malformed.' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: userId is not the signed-in user.' })
  @ApiConflictResponse({ description: 'CONFLICT: Aadhaar linked to another account, or already verified with other details.' })
  @ApiUnprocessableEntityResponse({ description: 'KYC_VERIFICATION_FAILED: the registry did not confirm the details.' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: 10 attempts per hour per user.' })
  verify(@CurrentUser() user: AuthenticatedUser, @Body() body: KycVerifyDto): Promise<KycVerifyResponse> {
    return this.kyc.verify(user, body);
  }
}
