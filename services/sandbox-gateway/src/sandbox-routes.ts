/** Routes of the stand-in only (not Razorpay's): health, and the charge and payout inspection routes for QA and tests. */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { badRequest } from './errors.ts';
import { asFields, optionalString, requiredString } from './fields.ts';

export function sandboxRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/', async () => ({
    name: 'sandbox-gateway',
    description: 'Local stand-in for Razorpay and RazorpayX (development, e2e and staging only; state in memory).',
    checkoutScript: `${ctx.publicOrigin()}/v1/checkout.js`,
  }));

  /** GET /_sandbox/charges?receipt=… → { receipt, orders, captured, failed } across the orders with that receipt. */
  app.get('/_sandbox/charges', async (request) => ctx.ledger.charges(requiredString(asFields(request.query), 'receipt', 40)));

  /**
   * GET /_sandbox/payouts?reference_id=… (or ?idempotency_key=…) → { reference_id, count, payouts, processing,
   * processed, reversed }: the payouts made for it, to prove a payout was sent once.
   */
  app.get('/_sandbox/payouts', async (request) => {
    const query = asFields(request.query);
    const referenceId = optionalString(query, 'reference_id', 40);
    if (referenceId !== undefined) return ctx.ledger.razorpayx.summary({ referenceId });
    const idempotencyKey = optionalString(query, 'idempotency_key', 36);
    if (idempotencyKey !== undefined) return ctx.ledger.razorpayx.summary({ idempotencyKey });
    throw badRequest('Give reference_id or idempotency_key.', 'reference_id');
  });
}
