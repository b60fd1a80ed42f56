import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorResponse } from './to-error-response.js';

/**
 * The one exception filter: every failure (validation, unknown route, body too large,
 * malformed JSON, rate limit, database down, bugs) leaves as an ErrorBody.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { body, headers, serverFault } = toErrorResponse(exception);
    if (serverFault) {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error({ err: error, statusCode: body.statusCode }, `Request failed: ${error.message}`);
    }
    if (reply.sent) return;
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
