/**
 * The web server of the shell and of every remote in production (Node 24 runs this file directly).
 *
 *   node servers/web/src/serve-app.ts --app <folder> [--port <n>] [--host <h>] [--kind shell|remote] [--api <url>]
 *
 * The folder's kind and port come from the apps table (libs/mf/src/apps.ts); --app may be given as APP instead.
 * Serves <folder>/dist: long cache for content-hashed files, no-cache for HTML, mf-manifest.json and
 * remoteEntry.js.
 * - shell: every page rendered on the server (shell-pages.ts: the remotes' server builds composed at request
 *   time; SHELL_RENDERING=client serves index.html for the browser to render instead), with the platform config
 *   (built from REMOTE_<NAME>_URL) inlined as a JSON block and also served as /platform-config.json; robots.txt and
 *   sitemap.xml; /api/* proxied to API_URL (default http://127.0.0.1:3000) with
 *   X-Forwarded-For, CSP naming the remote origins and the payment gateway's checkout origin (GATEWAY_CHECKOUT_SCRIPT_URL).
 * - shell: Prometheus metrics at GET /metrics on METRICS_PORT (default 9465, 0: off), a port no proxy forwards to
 *   (shell-metrics.ts).
 * - both: SHELL_TRUST_PROXY names the proxies in front (serve-app-posture.ts); a request must arrive within 10 s;
 *   source maps are not served.
 * - remote: CORS for ALLOWED_ORIGINS (default http://localhost:8080) and Cross-Origin-Resource-Policy;
 *   SPA fallback for its standalone page; /api proxied only when --api is given.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { collectDefaultMetrics } from 'prom-client';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { appInFolder } from '@invest/mf/apps';
import { parseAllowedOrigins, platformConfigFromEnv, remoteCorsHeaders, shellCspOrigins, shellSecurityHeaders, type Env } from '@invest/mf/serving';
import { cacheControlFor } from './cache-control.ts';
import { forwardedHeaders, HSTS_HEADER, isSourceMap, parseStaticTrustProxy, staticServerDeadlines } from './serve-app-posture.ts';
import { serverRemotesFromEnv } from './server-remotes.ts';
import { withInlinePlatformConfig } from './shell-document.ts';
import { createShellPages, type ShellPages } from './shell-pages.ts';
import { metricsPortFrom, shellRegistry, startMetricsServer } from './shell-metrics.ts';

export interface ServeOptions {
  appDir: string;
  port: number;
  host: string;
  kind: 'shell' | 'remote';
  /** Where /api/* goes; undefined = no proxy (remotes unless --api). */
  apiUrl?: string;
  env: Env;
  logger?: boolean;
  /** Deadline for receiving a whole request (tests shorten it); default STATIC_REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

/** A request for a page (not for a file): gets index.html when nothing else matched. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api') return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      // API down or unreachable: answer in the API's own error shape, so the front shows
      // "503: {...SERVICE_UNAVAILABLE...}" instead of a proxy-internal 500.
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'api proxy error');
        void reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again.' });
      },
      // The client address this server trusts (SHELL_TRUST_PROXY), not a list the client may have written.
      rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeaders(request) }),
    },
  });
}

export async function createServer(options: ServeOptions): Promise<FastifyInstance> {
  const dist = resolve(options.appDir, 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html not found: build the app first (npx nx run <project>:build)`);
  }
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: parseStaticTrustProxy(options.env.SHELL_TRUST_PROXY),
    ...staticServerDeadlines(options.requestTimeoutMs),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isSourceMap(request.url)) return reply.code(404).type('text/plain').send(`GET ${request.url} → not found`);
  });
  const platformConfig = platformConfigFromEnv(options.env);
  const allowedOrigins = parseAllowedOrigins(options.env.ALLOWED_ORIGINS);
  const shellHeaders = shellSecurityHeaders(shellCspOrigins(platformConfig));
  const production = options.env.NODE_ENV === 'production';
  // The shell's page carries its platform config; a remote's standalone page is served as built.
  const shellPage = options.kind === 'shell' ? withInlinePlatformConfig(readFileSync(resolve(dist, 'index.html'), 'utf8'), platformConfig) : null;

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return;
    const headers = {
      ...(options.kind === 'shell' ? shellHeaders : remoteCorsHeaders(request.headers.origin, allowedOrigins)),
      ...(production ? HSTS_HEADER : {}),
    };
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'Vary') {
        const current = reply.getHeader('vary');
        reply.header('Vary', current ? `${String(current)}, ${value}` : value);
      } else {
        reply.header(name, value);
      }
    }
  });

  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    // The shell answers / and /index.html itself (below), with the config inlined.
    index: options.kind === 'shell' ? false : ['index.html'],
    cacheControl: false,
    // Serve the .br / .gz twins emitted by the build when the browser accepts them.
    preCompressed: true,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  let shellPages: ShellPages | null = null;
  if (shellPage !== null) {
    // Server rendering unless SHELL_RENDERING=client (the page as built, rendered by the browser; the benchmarks'
    // baseline).
    if (options.env.SHELL_RENDERING !== 'client') {
      shellPages = await createShellPages({
        dist,
        template: shellPage,
        serverRemotes: serverRemotesFromEnv(options.env, platformConfig),
        remoteManifests: platformConfig.remotes,
        apiUrl: options.apiUrl ?? 'http://127.0.0.1:3000',
        env: options.env,
      });
      app.get('/robots.txt', shellPages.sendRobots);
      app.get('/sitemap.xml', shellPages.sendSitemap);
    }
    const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (shellPages) return shellPages.sendPage(request, reply);
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(shellPage);
    };
    app.get('/', sendShellPage);
    app.get('/index.html', sendShellPage);
    app.get('/platform-config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return platformConfig;
    });
  }
  if (options.apiUrl) await registerApiProxy(app, options.apiUrl);

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) {
      if (shellPages) return shellPages.sendPage(request, reply);
      reply.header('Cache-Control', 'no-cache');
      if (shellPage !== null) return reply.type('text/html; charset=utf-8').send(shellPage);
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send(`GET ${request.url} → not found`);
  });

  return app;
}

function parseCli(argv: string[], env: Env): ServeOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      kind: { type: 'string' },
      api: { type: 'string' },
    },
    strict: true,
  });
  // APP: the front-end image names its app once (deploy/frontend.Dockerfile).
  const appFolder = values.app ?? env.APP;
  if (!appFolder) throw new Error('Usage: node servers/web/src/serve-app.ts --app <folder> (or APP) [--port <n>] [--kind shell|remote] [--api <url>]');
  const appDir = resolve(appFolder);
  // The apps table knows the shell's and each remote's folder, kind and port; --kind and --port/PORT override it.
  const listed = appInFolder(basename(appDir));
  const kind = values.kind === 'shell' || values.kind === 'remote' ? values.kind : listed?.kind === 'shell' ? 'shell' : 'remote';
  const port = Number(values.port ?? env.PORT ?? listed?.port ?? NaN);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Give --port <n> (or PORT): ${basename(appDir)} is not in the apps table (libs/mf/src/apps.ts)`);
  const host = values.host ?? env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const apiUrl = kind === 'shell' ? (values.api ?? env.API_URL ?? 'http://127.0.0.1:3000') : values.api;
  return { appDir, port, host, kind, apiUrl, env, logger: env.LOG_REQUESTS === 'true' };
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2), process.env);
  const app = await createServer(options);
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: options.port, host: options.host });
  console.log(
    `[serve-app] ${options.kind} ${basename(options.appDir)} on http://${options.host}:${options.port}${options.apiUrl ? ` (api → ${options.apiUrl})` : ''}`,
  );
  const metricsPort = options.kind === 'shell' ? metricsPortFrom(options.env.METRICS_PORT) : 0;
  if (metricsPort > 0) {
    collectDefaultMetrics({ register: shellRegistry, prefix: 'invest_shell_' });
    // Metrics are for watching: a port already taken is reported, and the pages are served on without them.
    await startMetricsServer(shellRegistry, metricsPort, options.host).then(
      ({ server, port }) => {
        server.unref();
        console.log(`[serve-app] metrics on http://${options.host}:${port}/metrics`);
      },
      (error: unknown) => console.error(`[serve-app] metrics not served on port ${metricsPort}: ${String(error)}`),
    );
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`[serve-app] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
