import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '../../modules/session/auth-context.js';

export const NO_STORE = 'no-store';

/**
 * The Cache-Control an answer leaves with: `no-store` for anything personal (a signed-in request, an answer that
 * sets a cookie) whatever the route said, and for every answer that did not choose its own caching. Only a
 * public answer that says so keeps it (the catalogue's `public, max-age=60`).
 */
export function cacheControlOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const chosen = reply.getHeader('cache-control');
  const personal = request.auth !== undefined || reply.hasHeader('set-cookie');
  return personal || chosen === undefined ? NO_STORE : undefined;
}

/** One onSend hook for the whole API: personal JSON (session, KYC, portfolio, payments, privacy...) is never stored. */
export function registerNoStoreDefault(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const value = cacheControlOf(request, reply);
    if (value !== undefined) reply.header('cache-control', value);
    done(null, payload);
  });
}
