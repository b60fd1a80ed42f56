import { ErrorCode, type ErrorBody } from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers of an answer sent before the helmet hook has run: the strictest policy of a JSON error
 * (nothing may load, nobody may frame it), matching what helmet sends on every other answer.
 */
const EARLY_ANSWER_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Fastify answers a few URL problems itself, before any route, hook or Nest exception filter: a
 * malformed percent-encoding and a path parameter longer than `maxParamLength`. This keeps those
 * answers in the one error shape, with the security headers. Passed as the adapter's `frameworkErrors`.
 */
export function frameworkErrors(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { statusCode: 414, code: ErrorCode.BadRequest, message: 'A part of the URL is too long (the limit is 100 characters).' }
      : { statusCode: 400, code: ErrorCode.BadRequest, message: 'The URL is not valid: check its percent-encoding.' };
  void reply.headers(EARLY_ANSWER_HEADERS).status(body.statusCode).type('application/json; charset=utf-8').send(body);
}
