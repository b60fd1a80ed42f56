import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import type { Socket } from 'node:net';
import { ErrorCode, type ErrorBody } from '@invest/contracts';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import type { Clock } from './common/clock/clock.js';
import { configuredClock } from './common/clock/configured-clock.js';
import { registerCloseOnShutdown } from './common/http/close-on-shutdown.js';
import { registerRequestContext } from './common/logging/request-context.js';
import { registerRequestLog, requestLogger } from './common/logging/request-log.js';
import { stdoutDestination } from './common/logging/stdout-destination.js';
import { frameworkErrors } from './common/http/framework-errors.js';
import { registerNoStoreDefault } from './common/http/no-store.js';
import { corsOptions, registerSecurityHeaders, securityHeaders } from './common/http/security.js';
import { setupSwagger } from './common/http/swagger.js';
import { registerHttpMetrics } from './common/metrics/http-metrics.js';
import { AppConfigModule } from './config/config.module.js';
import { CatalogueCache } from './modules/catalogue/catalogue-cache.js';
import { registerCatalogueFastPath } from './modules/catalogue/catalogue-fast-path.js';

export const BODY_LIMIT_BYTES = 100 * 1024;
/** Every route's path starts with it: `/api/...`. */
export const API_PREFIX = 'api';
/** A client has this long to send a whole request (headers and body) before it gets a 408 and is cut off. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface CreateAppOptions {
  /** Environment to read instead of process.env (tests). */
  env?: Record<string, string | undefined>;
  /** Time source (tests move it forward); default: real time, or TEST_CLOCK_FILE's. */
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Deadline for receiving a whole request (tests shorten it); default REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

/**
 * Node's HTTP server options that bound how long a client may take to send its request: a slow-loris client that
 * trickles its headers or body (or never finishes it) is answered 408 and disconnected instead of holding a
 * connection. Node only checks these deadlines every `connectionsCheckingInterval` (30 s by default, which made a
 * bare `requestTimeout` look ineffective), so the check runs at least every second here.
 */
export function requestDeadlines(timeoutMs: number): {
  requestTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const checkEvery = Math.max(50, Math.min(1000, Math.floor(timeoutMs / 4)));
  return { requestTimeout: timeoutMs, http: { headersTimeout: timeoutMs, requestTimeout: timeoutMs, connectionsCheckingInterval: checkEvery } };
}

const CLIENT_ERRORS: Record<string, { reason: string; body: ErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    reason: 'Request Timeout',
    body: { statusCode: 408, code: ErrorCode.RequestTimeout, message: 'The request took too long to arrive and was cut off. Please try again.' },
  },
  HPE_HEADER_OVERFLOW: {
    reason: 'Request Header Fields Too Large',
    body: { statusCode: 431, code: ErrorCode.HeadersTooLarge, message: "The request headers are too large. Please clear this site's cookies and try again." },
  },
};
const MALFORMED = { reason: 'Bad Request', body: { statusCode: 400, code: ErrorCode.BadRequest, message: 'The request is not valid HTTP. Please try again.' } };
const clientErrorLogger = new NestLogger('HTTP');

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a request that missed its deadline,
 * oversized headers, malformed HTTP) in the one error shape, then closes the connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { reason, body } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  if (body.statusCode === 408)
    clientErrorLogger.warn(`A request from ${socket.remoteAddress ?? 'a client'} did not arrive in time: answered 408 and disconnected.`);
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/**
 * Builds the whole API (not yet listening): config validated once, migrations run, every
 * cross-cutting concern in place. Shared by main.ts and the integration tests.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const loaded = await AppConfigModule.load(options.env ?? process.env);
  const { config } = loaded;
  // The Fastify instance is made here rather than by the adapter, so that the catalogue's cached reads are answered in
  // the very first hook, before the ones NestJS's adapter adds (catalogue-fast-path.ts). The app uses no API versioning,
  // the one router option the adapter would have added.
  const fastify = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    ...requestDeadlines(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  const security = securityHeaders();
  const catalogueFastPath = registerCatalogueFastPath(fastify, { prefix: API_PREFIX, corsOrigins: config.corsOrigins, securityHeaders: security });
  const adapter = new FastifyAdapter(fastify);
  // One destination for every log line, the request lines too.
  const logStream = options.logStream ?? stdoutDestination();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(loaded, { clock: options.clock ?? configuredClock(config.testClockFile), logStream }),
    adapter,
    // rawBody: the gateway's webhook signature is checked over the exact bytes received.
    { bufferLogs: true, abortOnError: false, rawBody: true },
  );
  app.useLogger(app.get(Logger));
  app.flushLogs();
  // Before the routes are registered (app.init): each route times and logs its own requests (common/metrics/http-metrics.ts,
  // common/logging/request-log.ts).
  registerHttpMetrics(fastify);
  registerRequestLog(fastify, requestLogger(config.logLevel, logStream));
  registerRequestContext(fastify);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  registerSecurityHeaders(fastify, security);
  registerNoStoreDefault(fastify);
  catalogueFastPath.serveFrom(app.get(CatalogueCache), registerCloseOnShutdown(fastify));
  app.enableCors(corsOptions(config.corsOrigins));
  app.setGlobalPrefix(API_PREFIX);
  // Ends with process.exit once the app is closed (not by the signal again), so the 'exit' hook writes the log lines
  // still gathered (common/logging/stdout-destination.ts).
  app.enableShutdownHooks([], { useProcessExit: true });
  // Off in production unless API_DOCS=true: the routes then answer 404 like any unknown path.
  if (config.apiDocs) setupSwagger(app);
  await app.init();
  return app;
}
