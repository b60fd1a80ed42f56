import { Body, Controller, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type TdsDeclarationResponse, type TdsSummaryResponse } from '@invest/contracts';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { KycVerifiedGuard } from '../session/kyc-verified.guard.js';
import { SessionGuard } from '../session/session.guard.js';
import { TdsDeclarationDto } from './dto/tds-declaration.dto.js';
import { TdsService } from './tds.service.js';
import { TdsDeclarationResponseDto, TdsSummaryResponseDto } from './dto/tds-responses.dto.js';

/** TDS on fixed-deposit interest: the signed-in investor's figures per financial year, and their Form 15G/15H. */
@ApiTags('tds')
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@UseGuards(SessionGuard)
@Controller('tds')
export class TdsController {
  constructor(private readonly tds: TdsService) {}

  @Get()
  @ApiOkResponse({ type: TdsSummaryResponseDto, description: "This year's threshold, rate, interest and TDS, the declaration, totals per year" })
  summary(@CurrentUser() user: AuthenticatedUser): Promise<TdsSummaryResponse> {
    return this.tds.summary(user.id);
  }

  @Put('declaration')
  @HttpCode(200)
  @UseGuards(KycVerifiedGuard)
  @ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
  @ApiOkResponse({ type: TdsDeclarationResponseDto, description: 'The declaration is recorded' })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: the year is not open, the form does not fit the age, the income is over the limit, or nil tax is not confirmed',
  })
  @ApiForbiddenResponse({ description: 'KYC_VERIFICATION_REQUIRED' })
  declare(@CurrentUser() user: AuthenticatedUser, @Body() body: TdsDeclarationDto): Promise<TdsDeclarationResponse> {
    return this.tds.declare(user, body);
  }
}
