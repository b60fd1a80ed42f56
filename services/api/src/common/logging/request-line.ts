import { type DestinationStream, type Level, type Logger, symbols } from 'pino';

/** What changes from one request of a route to the next. */
export interface RequestLineFields {
  reqId: string;
  statusCode: number;
  responseTime: number;
}

/** Writes one route's request line at a level. */
export type RouteLineWriter = (level: Level, fields: RequestLineFields) => void;

/**
 * A route's request lines, the bytes pino writes for `logger[level]({ reqId, method, route, statusCode, responseTime },
 * 'request completed')` (its level number, epoch time, pid and hostname, the fields in that order, the message), put
 * together from the parts that never change for the route (worked out once) and the four that do. pino's generic
 * serialisation (each key's type looked up and its string escaped, on every line) cost ~1 µs a line, most of what
 * a request line costs the API's main thread on a cached catalogue read; request-line.spec.ts holds the two to the
 * same bytes. The line goes to the logger's own destination; every other log line goes through pino as before, and so
 * do the request lines of a logger with a mixin (tracing on: below).
 */
export function routeLineWriter(logger: Logger, method: string, route: string): RouteLineWriter {
  const internals = logger as unknown as Record<symbol, unknown>;
  // The logger's bindings as pino serialised them when it was made (`,"pid":…,"hostname":"…"`), and where it writes.
  const bindings = internals[symbols.chindingsSym];
  const destination = internals[symbols.streamSym] as DestinationStream | undefined;
  if (typeof bindings !== 'string' || typeof destination?.write !== 'function') throw new Error('pino: the request logger has no bindings or destination');
  // With tracing on (src/tracing.ts), OpenTelemetry's pino instrumentation gives the logger a mixin that adds the
  // active span's trace_id and span_id to each line: such a logger writes its request lines itself.
  if (typeof internals[symbols.mixinSym] === 'function') {
    return (level, { reqId, statusCode, responseTime }) => logger[level]({ reqId, method, route, statusCode, responseTime }, 'request completed');
  }
  const heads = new Map<Level, string>();
  const head = (level: Level): string => {
    let known = heads.get(level);
    if (known === undefined) {
      known = `{"level":${logger.levels.values[level]},"time":`;
      heads.set(level, known);
    }
    return known;
  };
  const routePart = `,"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"statusCode":`;
  return (level, { reqId, statusCode, responseTime }) => {
    destination.write(
      `${head(level)}${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)}${routePart}${statusCode},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  };
}
