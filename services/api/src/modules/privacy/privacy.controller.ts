import { Body, Controller, Get, Header, HttpCode, Param, ParseEnumPipe, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  type AgreementState,
  CONSENT_TYPES,
  type ConsentState,
  type ConsentType,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ErrorCode,
  type PrivacyEventView,
  type PrivacyExport,
  type PrivacyRequestView,
} from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { ConsentUpdateDto } from './dto/consent-update.dto.js';
import { PrivacyRequestCreateDto } from './dto/privacy-request-create.dto.js';
import { PrivacyService } from './privacy.service.js';
import { AgreementStateDto, ConsentStateDto, PrivacyEventViewDto, PrivacyExportDto, PrivacyRequestViewDto } from './dto/privacy-responses.dto.js';

const consentTypePipe = new ParseEnumPipe(Object.fromEntries(CONSENT_TYPES.map((type) => [type, type])), {
  exceptionFactory: () => new AppException(404, ErrorCode.NotFound, `Unknown consent type. Known types: ${CONSENT_TYPES.join(', ')}.`),
});

/** The signed-in user's privacy requests, consents, activity and data download. */
@ApiTags('privacy')
@ApiHeader({ name: CSRF_HEADER, required: false, description: 'Required on PUT and POST.', schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@UseGuards(SessionGuard)
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('requests')
  @ApiOkResponse({ type: PrivacyRequestViewDto, isArray: true, description: "The user's requests, newest first." })
  requests(@CurrentUser() user: AuthenticatedUser): Promise<PrivacyRequestView[]> {
    return this.privacy.listRequests(user.id);
  }

  @Post('requests')
  @HttpCode(201)
  @ApiCreatedResponse({
    type: PrivacyRequestViewDto,
    description:
      'Recorded; access is completed at once, the others are pending. An erasure while money is held answers what is held and is scheduled for after the final payout is paid.',
  })
  @ApiConflictResponse({ description: 'CONFLICT: a request of this type is already pending.' })
  createRequest(@CurrentUser() user: AuthenticatedUser, @Body() body: PrivacyRequestCreateDto): Promise<PrivacyRequestView> {
    return this.privacy.createRequest(user.id, body.type, body.details);
  }

  @Get('consents')
  @ApiOkResponse({ type: ConsentStateDto, isArray: true, description: 'Current state of the four consent types.' })
  consents(@CurrentUser() user: AuthenticatedUser): Promise<ConsentState[]> {
    return this.privacy.consents(user.id);
  }

  @Put('consents/:type')
  @ApiOkResponse({ type: ConsentStateDto, description: 'A timestamped record is stored; the new state is returned.' })
  setConsent(@CurrentUser() user: AuthenticatedUser, @Param('type', consentTypePipe) type: ConsentType, @Body() body: ConsentUpdateDto): Promise<ConsentState> {
    return this.privacy.setConsent(user.id, type, body.granted);
  }

  @Get('agreements')
  @ApiOkResponse({
    type: AgreementStateDto,
    isArray: true,
    description:
      'The Aadhaar e-KYC consent and the acceptance of the Terms & Conditions and Risk Disclosure: version agreed to, when, and whether it is current.',
  })
  agreements(@CurrentUser() user: AuthenticatedUser): Promise<AgreementState[]> {
    return this.privacy.agreements(user.id);
  }

  @Get('events')
  @ApiOkResponse({ type: PrivacyEventViewDto, isArray: true, description: "The user's latest privacy events, newest first." })
  events(@CurrentUser() user: AuthenticatedUser): Promise<PrivacyEventView[]> {
    return this.privacy.events(user.id);
  }

  @Get('export')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: PrivacyExportDto, description: 'JSON attachment with every record held about the user.' })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PrivacyExport> {
    const data = await this.privacy.export(user, request.auth?.sessionId);
    reply.header('content-disposition', `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }
}
