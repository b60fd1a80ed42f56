import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './auth-context.js';
import { authenticationRequired } from './session.guard.js';

/** The signed-in user set by SessionGuard: `handler(@CurrentUser() user: AuthenticatedUser)`. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!request.auth) throw authenticationRequired();
  return request.auth.user;
});
