import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, every answer still to leave says `Connection: close`, so Node ends its connection
 * after it. Fastify's close ends the keep-alive connections that are idle when it starts and answers requests that
 * arrive later with `Connection: close`, but a request already being handled (the gateway's webhook, a browser's
 * verify) was answered keep-alive: its connection then sat idle for Fastify's `keepAliveTimeout` (72 s) and the
 * close waited for it, so a restart or a deploy hung for over a minute.
 *
 * Returns whether the app is closing, for what answers before these hooks run (catalogue-fast-path.ts).
 */
export function registerCloseOnShutdown(fastify: FastifyInstance): () => boolean {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return () => closing;
}
