import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { type Clock, systemClock } from './common/clock/clock.js';
import { frameworkErrors } from './common/http/framework-errors.js';
import { corsOptions, helmetOptions } from './common/http/security.js';
import { setupSwagger } from './common/http/swagger.js';
import { loadConfig } from './config/app-config.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface CreateAppOptions {
  /** Environment to read instead of process.env (tests). */
  env?: Record<string, string | undefined>;
  /** Time source (tests move it forward). */
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/**
 * Builds the whole API (not yet listening): config validated once, migrations run, every
 * cross-cutting concern in place. Shared by main.ts and the integration tests.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = loadConfig(options.env ?? process.env);
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy, frameworkErrors });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { clock: options.clock ?? systemClock, ...(options.logStream ? { logStream: options.logStream } : {}) }),
    adapter,
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  app.flushLogs();
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(helmet, helmetOptions);
  app.enableCors(corsOptions(config.corsOrigins));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  setupSwagger(app);
  await app.init();
  return app;
}
