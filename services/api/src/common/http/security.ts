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
 * Helmet's security headers on every answer. Its middleware is built once here: @fastify/helmet builds it again on
 * every request (re-parsing the CSP each time), which cost about a seventh of the CPU of a cached catalogue read.
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const setHeaders = helmet(helmetOptions);
  fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
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
