import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../../config/env.schema.js';
import { REDACTED, redactDeep } from './redact.js';

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
];

export function buildLoggerParams(level: LogLevel, stream?: DestinationStream): Params {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: (object: Record<string, unknown>) => redactDeep(object) },
    serializers: {
      req: (req: Record<string, unknown>) => redactDeep(req),
      res: (res: Record<string, unknown>) => redactDeep(res),
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  } as const;
  return { pinoHttp: stream ? [options, stream] : options };
}
