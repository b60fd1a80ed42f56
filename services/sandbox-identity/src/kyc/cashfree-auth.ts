import type { FastifyInstance } from 'fastify';
import type { SandboxIdentityOptions } from '../options.ts';
import { cashfreeError } from './cashfree-error.ts';

/** Every /verification/* call needs the `x-client-id` and `x-client-secret` headers, as on Cashfree. */
export function requireCashfreeKeys(app: FastifyInstance, options: SandboxIdentityOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/verification/')) return undefined;
    const id = request.headers['x-client-id'];
    const secret = request.headers['x-client-secret'];
    if (typeof id !== 'string' || id === '') {
      return reply.send(cashfreeError(reply, 400, 'validation_error', 'x-client-id_missing', 'x-client-id is missing in the request.'));
    }
    if (id !== options.cashfreeClientId || secret !== options.cashfreeClientSecret) {
      return reply.send(cashfreeError(reply, 401, 'authentication_error', 'authentication_failed', 'Invalid clientId and clientSecret combination'));
    }
    return undefined;
  });
}
