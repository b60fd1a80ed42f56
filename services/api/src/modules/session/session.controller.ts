import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { SessionResponse } from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthenticatedUser } from './auth-context.js';
import { CurrentUser } from './current-user.decorator.js';
import { SessionResponseDto } from './dto/session-response.dto.js';
import { clearSessionCookie, readSessionToken } from './session-cookie.js';
import { SessionGuard } from './session.guard.js';
import { SessionService } from './session.service.js';

@ApiTags('session')
@Controller('session')
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: SessionResponseDto, description: 'The signed-in user.' })
  @ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
  current(@CurrentUser() user: AuthenticatedUser): SessionResponse {
    return SessionService.toResponse(user);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Session ended and cookie cleared (also when not signed in).' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request);
    if (token) await this.sessions.end(token);
    clearSessionCookie(reply, this.config.isProduction);
  }
}
