import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../exceptions/app-exception.js';
import { SKIP_CSRF } from './skip-csrf.decorator.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests without `x-requested-with: invest-web`. A cross-site form
 * cannot set the header, and a cross-site script cannot without a CORS preflight we refuse.
 */
@Injectable()
export class CsrfHeaderGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!STATE_CHANGING.has(request.method.toUpperCase())) return true;
    if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return true;
    throw new AppException(
      403,
      ErrorCode.CsrfHeaderMissing,
      `Missing or wrong ${CSRF_HEADER} header: state-changing requests must send "${CSRF_HEADER}: ${CSRF_HEADER_VALUE}".`,
    );
  }
}
