import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';
import type { LogLevel } from '../../config/env.schema.js';
import { type RouteLineWriter, routeLineWriter } from './request-line.js';
import { redactSensitiveText } from './sensitive-values.js';

/**
 * The logger of the request lines: the API's level and destination, none of the redaction of the other log lines
 * (a request line holds only what `registerRequestLog` puts in it: method, route template, status, time, request id;
 * never a header, a body, a query string or an id from the path).
 */
export function requestLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino({ level }, destination);
}

function levelOf(status: number): Level {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/**
 * One line per request, when it is answered: `{reqId, method, route, statusCode, responseTime, msg: 'request
 * completed'}` at info (warn for 4xx, error for 5xx), or `request aborted` when the client went away first. Each route
 * gets its own onResponse hook when it is registered (its method and template known once); a request no route
 * matched is logged by a hook of the whole app, with its path (no query string, values that look personal redacted).
 * Call before the routes are registered (before `app.init()`).
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    // A route registered for several methods keeps a writer per method: the line names the request's.
    const writers = new Map<string, RouteLineWriter>();
    const writerFor = (method: string): RouteLineWriter => {
      let writer = writers.get(method);
      if (writer === undefined) {
        writer = routeLineWriter(logger, method, route.url);
        writers.set(method, writer);
      }
      return writer;
    };
    const record: onResponseHookHandler = (request, reply, done) => {
      const statusCode = reply.statusCode;
      const level = levelOf(statusCode);
      if (logger.isLevelEnabled(level)) writerFor(request.method)(level, { reqId: request.id, statusCode, responseTime: Math.round(reply.elapsedTime) });
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing === undefined ? [record] : Array.isArray(existing) ? [...existing, record] : [existing, record];
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const level = levelOf(statusCode);
    if (request.is404 && logger.isLevelEnabled(level)) {
      const responseTime = Math.round(reply.elapsedTime);
      logger[level]({ reqId: request.id, method: request.method, path: pathOf(request.url), statusCode, responseTime }, 'request completed');
    }
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    if (logger.isLevelEnabled('info')) logger.info({ reqId: request.id, method: request.method, route: request.routeOptions.url ?? null }, 'request aborted');
    done();
  });
}

/** A path no route matched, as logged: without its query string, values that look personal redacted. */
function pathOf(url: string): string {
  const end = url.indexOf('?');
  return redactSensitiveText(end < 0 ? url : url.slice(0, end));
}
