/** Routes of the stand-in only (not Razorpay's): health, and the charge inspection route for QA and tests. */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { asFields, requiredString } from './fields.ts';

export function sandboxRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/', async () => ({
    name: 'sandbox-gateway',
    description: 'Local stand-in for Razorpay (development, e2e and staging only; state in memory).',
    checkoutScript: `${ctx.publicOrigin()}/v1/checkout.js`,
  }));

  /** GET /_sandbox/charges?receipt=… → { receipt, orders, captured, failed } across the orders with that receipt. */
  app.get('/_sandbox/charges', async (request) => ctx.ledger.charges(requiredString(asFields(request.query), 'receipt', 40)));
}
