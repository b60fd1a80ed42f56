import type { Params } from 'nestjs-pino';
import { type DestinationStream, type LogFn, type Logger, stdSerializers } from 'pino';
import type { LogLevel } from '../../config/env.schema.js';
import { REDACTED, redactDeep } from './redact.js';
import { requestIdMixin } from './request-context.js';
import { redactSensitiveText } from './sensitive-values.js';

/**
 * An error as logged: pino's serialization (type, message, stack, own fields, nested errors such as TypeORM's
 * `driverError`) made plain, then redacted like any log object. A failed query's bound values (`parameters`) and
 * mysql2's `sql` (values inlined) are censored; a message quoting a value ("Duplicate entry '98...'") is redacted.
 */
export function serializeError(error: unknown): unknown {
  const serialized: unknown = stdSerializers.err(error as Error);
  const plain: unknown = typeof serialized === 'object' && serialized !== null ? JSON.parse(JSON.stringify(serialized)) : serialized;
  return redactDeep(plain);
}

/** Every log call's message text is redacted too (what a template string put in it). */
function redactMessages(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactSensitiveText(arg) : arg)) as Parameters<LogFn>;
  method.apply(this, redacted);
}

/** Fixed paths pino censors after serialization (belt and braces with `redactDeep`). */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'res.headers.cookie',
  '*.otp',
  '*.aadhaar',
  '*.pan',
  '*.cvv',
  '*.phone',
  '*.email',
  '*.accountNumber',
  '*.account_number',
  '*.parameters',
];

/**
 * The logger behind Nest's Logger (every log line but the request lines): redacted, and inside a request carrying its
 * `reqId`. nestjs-pino's per-request middleware (pino-http: a child logger and a line with every header of each
 * request) is not mounted (`forRoutes: []`): the request lines are common/logging/request-log.ts'.
 */
export function buildLoggerParams(level: LogLevel, stream: DestinationStream): Params {
  const options = {
    level,
    mixin: requestIdMixin,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: (object: Record<string, unknown>) => redactDeep(object) },
    serializers: {
      req: (req: Record<string, unknown>) => redactDeep(req),
      res: (res: Record<string, unknown>) => redactDeep(res),
      err: serializeError,
    },
    hooks: { logMethod: redactMessages },
  } as const;
  return { pinoHttp: [options, stream], forRoutes: [] };
}
