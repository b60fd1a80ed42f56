import type { ErrorBody, ErrorCode } from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { IdempotentAnswer } from './idempotency.service.js';

export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Sends an idempotent answer: the body with its status, or the error it holds (through the one error filter). */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>): T {
  if (answer.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.status >= 400) {
    const body = answer.body as ErrorBody;
    throw new AppException(answer.status, body.code as ErrorCode, body.message, {
      ...(body.errors ? { errors: body.errors } : {}),
      ...(answer.replayed ? { headers: { [IDEMPOTENT_REPLAYED_HEADER]: 'true' } } : {}),
    });
  }
  void reply.status(answer.status);
  return answer.body as T;
}
