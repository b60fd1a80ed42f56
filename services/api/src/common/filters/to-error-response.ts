import { HttpException } from '@nestjs/common';
import { ErrorCode, type ErrorBody } from '@invest/contracts';
import { AppException } from '../exceptions/app-exception.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

export interface ErrorResponse {
  body: ErrorBody;
  headers: Record<string, string>;
  /** Whether the failure is the server's fault and worth an error log with its stack. */
  serverFault: boolean;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.AuthenticationRequired,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

/** Fastify's own request errors (raised before a route handler runs), by their `code`. */
const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.PayloadTooLarge,
    message: 'The request body is too large (the limit is 100 KB).',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.MalformedJson,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.MalformedJson,
    message: 'The request body is empty but its content type is application/json.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.UnsupportedMediaType,
    message: 'Unsupported content type: send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.BadRequest,
    message: 'The Content-Length header does not match the body.',
  },
};

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function fastifyError(error: unknown): ErrorResponse | undefined {
  for (const candidate of [error, fieldOf(error, 'cause')]) {
    const code = fieldOf(candidate, 'code');
    if (typeof code === 'string' && code in FASTIFY_ERRORS) {
      const known = FASTIFY_ERRORS[code] as { status: number; code: ErrorCode; message: string };
      return {
        body: { statusCode: known.status, code: known.code, message: known.message },
        headers: {},
        serverFault: false,
      };
    }
    // JSON.parse failures surface as a SyntaxError with a 400 status.
    if (candidate instanceof SyntaxError && fieldOf(candidate, 'statusCode') === 400) {
      const known = FASTIFY_ERRORS['FST_ERR_CTP_INVALID_JSON_BODY'] as { status: number; code: ErrorCode; message: string };
      return { body: { statusCode: 400, code: known.code, message: known.message }, headers: {}, serverFault: false };
    }
  }
  return undefined;
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = fieldOf(response, 'message');
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join('; ');
  return exception.message;
}

function notFoundMessage(message: string): string {
  const route = /^Cannot (\w+) (.+)$/.exec(message);
  // The query string is left out: it may carry personal data.
  return route ? `No route ${route[1]} ${(route[2] ?? '').split('?')[0]}.` : message;
}

const INTERNAL: ErrorResponse = {
  body: { statusCode: 500, code: ErrorCode.InternalError, message: 'Something went wrong on our side. Please try again.' },
  headers: {},
  serverFault: true,
};

const UNAVAILABLE: ErrorResponse = {
  body: {
    statusCode: 503,
    code: ErrorCode.ServiceUnavailable,
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
  headers: { 'retry-after': '5' },
  serverFault: true,
};

/** Maps ANY thrown value to the API's one error shape. Never leaks a stack or internal message. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppException) {
    return { body: error.body, headers: { ...error.headers }, serverFault: error.body.statusCode >= 500 };
  }
  const fromFastify = fastifyError(error);
  if (fromFastify) return fromFastify;
  if (isDatabaseUnavailable(error)) return { ...UNAVAILABLE, headers: { ...UNAVAILABLE.headers } };
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    if (statusCode >= 500) return { ...INTERNAL, headers: {} };
    const message = httpExceptionMessage(error);
    return {
      body: {
        statusCode,
        code: CODE_BY_STATUS[statusCode] ?? ErrorCode.BadRequest,
        message: statusCode === 404 ? notFoundMessage(message) : message,
      },
      headers: {},
      serverFault: false,
    };
  }
  const statusCode = fieldOf(error, 'statusCode');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = fieldOf(error, 'message');
    return {
      body: {
        statusCode,
        code: CODE_BY_STATUS[statusCode] ?? ErrorCode.BadRequest,
        message: typeof message === 'string' ? message : 'The request could not be processed.',
      },
      headers: {},
      serverFault: false,
    };
  }
  return { ...INTERNAL, headers: {} };
}
