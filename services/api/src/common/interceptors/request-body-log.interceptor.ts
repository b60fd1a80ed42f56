import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import type { Observable } from 'rxjs';

/**
 * At LOG_LEVEL=debug, logs the JSON body of state-changing requests. The logger's redaction
 * removes OTPs, Aadhaar, PAN, card fields and cookies from it (see common/logging/redact.ts).
 */
@Injectable()
export class RequestBodyLogInterceptor implements NestInterceptor {
  constructor(private readonly logger: PinoLogger) {
    logger.setContext(RequestBodyLogInterceptor.name);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http' && this.logger.logger.isLevelEnabled('debug')) {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      if (request.method !== 'GET' && request.body !== undefined) {
        this.logger.debug({ body: request.body }, 'request body');
      }
    }
    return next.handle();
  }
}
