import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { CSRF_HEADER } from '@invest/contracts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * CSP for a JSON API: nothing may load (default-src 'none'), except what the Swagger UI at
 * /api/docs needs from its own origin (its scripts, its stylesheet plus one inline <style>,
 * data: images for its icons, and fetching /api/docs-json).
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets with these options (names in lower case): worked out once by running its middleware on a
 * response of our own. With these options they do not depend on the request (no nonce, no per-request directive).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): ReadonlyArray<readonly [string, string]> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return response.getHeaderNames().map((name) => [name, String(response.getHeader(name))] as const);
}

/**
 * Helmet's security headers on every answer but a 304, set on the Node.js response when it is sent (onSend: every
 * answer of a route, the 404s and the errors alike). They are worked out once (securityHeaders): running helmet's
 * middleware chain, let alone building it again per request as @fastify/helmet does (re-parsing the CSP: about a seventh
 * of the CPU of a cached catalogue read), only ever set the same headers; the catalogue's fast path writes the same list
 * (catalogue-fast-path.ts). A 304 leaves them out, as RFC 9110 (15.4.5)
 * asks of a 304 for anything that is not cache metadata: the browser keeps the stored answer, with its headers.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, headers: ReadonlyArray<readonly [string, string]> = securityHeaders()): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304) {
      const response = reply.raw;
      for (const [name, value] of headers) response.setHeader(name, value);
    }
    done(null, payload);
  });
}

/** Headers the browser may read from a cross-origin answer besides the safelisted ones. */
const EXPOSED_HEADERS = ['retry-after'];

/** The options of app.enableCors (@fastify/cors): `origins` may read the API's answers with credentials. */
export function corsOptions(origins: readonly string[]) {
  const allowed = new Set(origins);
  return {
    origin: (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
      callback(null, isAllowedOrigin(allowed, origin));
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', CSRF_HEADER],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  };
}

/** Same-origin and non-browser requests carry no Origin header. */
function isAllowedOrigin(allowed: ReadonlySet<string>, origin: string | undefined): boolean {
  return origin === undefined || allowed.has(origin);
}

/**
 * The CORS headers app.enableCors (@fastify/cors with corsOptions) puts on an answer to a simple (non-preflight)
 * request from `origin`, for an answer sent before its hook runs (catalogue-fast-path.ts): `Vary: Origin` always; for an
 * allowed origin (or none) the credentials and exposed headers, and the origin itself when there is one; nothing more
 * for an origin not allowed. catalogue.test.ts checks the two give the same headers.
 */
export function simpleCorsHeaders(origins: readonly string[]): (origin: string | undefined) => ReadonlyArray<readonly [string, string]> {
  // Worked out once: the allowed origins are known at start-up, so each answer picks its list instead of building one.
  const vary = ['vary', 'Origin'] as const;
  const credentials = [
    ['access-control-allow-credentials', 'true'],
    ['access-control-expose-headers', EXPOSED_HEADERS.join(', ')],
  ] as const;
  const notAllowed = [vary];
  const noOrigin = [vary, ...credentials];
  const byOrigin = new Map(origins.map((origin) => [origin, [vary, ['access-control-allow-origin', origin] as const, ...credentials]]));
  return (origin) => (origin === undefined ? noOrigin : (byOrigin.get(origin) ?? notAllowed));
}
