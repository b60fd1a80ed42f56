import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requestIds = new AsyncLocalStorage<string>();

/**
 * The request id every log line written while a request is handled carries (`reqId`, as on its request line): the
 * guards, the handler, the services it calls and the exception filter run inside it. Set in a `preHandler` hook, once
 * the body is read (the body's stream events would not carry it), for the route's whole handling.
 */
export function registerRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => requestIds.run(request.id, done));
}

/** pino's `mixin`: `{ reqId }` inside a request, nothing outside one (a new object each time: pino writes into it). */
export function requestIdMixin(): { reqId?: string } {
  const reqId = requestIds.getStore();
  return reqId === undefined ? {} : { reqId };
}
