import { CSRF_HEADER } from '@invest/contracts';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * CSP for a JSON API: nothing may load (default-src 'none'), except what the Swagger UI at
 * /api/docs needs from its own origin (its scripts, its stylesheet plus one inline <style>,
 * data: images for its icons, and fetching /api/docs-json).
 */
export const helmetOptions: FastifyHelmetOptions = {
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
