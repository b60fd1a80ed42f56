import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type NomineeResponse } from '@invest/contracts';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { NomineeRequestDto } from './dto/nominee-request.dto.js';
import { NomineeResponseDto } from './dto/nominee-response.dto.js';
import { NomineesService } from './nominees.service.js';

@ApiTags('nominee')
@Controller('nominee')
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED: no live session.' })
export class NomineesController {
  constructor(private readonly nominees: NomineesService) {}

  @Get()
  @ApiOkResponse({ type: NomineeResponseDto, description: 'The nomination: not started, named, or opted out.' })
  current(@CurrentUser() user: AuthenticatedUser): Promise<NomineeResponse> {
    return this.nominees.current(user.id);
  }

  @Put()
  @ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
  @ApiOkResponse({ type: NomineeResponseDto, description: 'Saved: replaces any earlier choice.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: name, relationship, date of birth, or a guardian for a nominee under 18.' })
  save(@CurrentUser() user: AuthenticatedUser, @Body() body: NomineeRequestDto): Promise<NomineeResponse> {
    return this.nominees.save(user.id, body);
  }
}
