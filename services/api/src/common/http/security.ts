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
 * Helmet's security headers on every answer, set on the Node.js response as helmet does (so an answer written to it
 * directly carries them too). They are worked out once (securityHeaders): running helmet's middleware chain, let alone
 * building it again per request as @fastify/helmet does (re-parsing the CSP: about a seventh of the CPU of a cached
 * catalogue read), only ever set the same headers.
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const headers = securityHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
}

export function corsOptions(origins: readonly string[]) {
  const allowed = new Set(origins);
  return {
    origin: (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
      // Same-origin and non-browser requests carry no Origin header.
      callback(null, origin === undefined || allowed.has(origin));
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', CSRF_HEADER],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  };
}
