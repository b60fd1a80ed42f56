import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { clearSessionCookie, hasSessionCookie, readSessionToken } from './session-cookie.js';
import { SessionService } from './session.service.js';

export function authenticationRequired(): AppException {
  return new AppException(401, ErrorCode.AuthenticationRequired, 'Authentication required. Please verify your phone number with an OTP to sign in.');
}

/**
 * Lets a request through only with a live session; sets `request.auth` for `@CurrentUser()`.
 * Usage: `@UseGuards(SessionGuard)` on a controller or handler (401 AUTHENTICATION_REQUIRED).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (request.auth) return true;
    const token = readSessionToken(request);
    const auth = token ? await this.sessions.resolve(token) : undefined;
    if (!auth) {
      if (hasSessionCookie(request)) clearSessionCookie(http.getResponse<FastifyReply>(), this.config.isProduction);
      throw authenticationRequired();
    }
    request.auth = auth;
    return true;
  }
}
