/** Razorpay's Payments API (fetch, validate a UPI ID) and the checkout's payment step. */
import type { FastifyInstance } from 'fastify';
import { payFromCheckout } from './checkout-payment.ts';
import type { GatewayContext } from './context.ts';
import { paymentEntity } from './entities.ts';
import { customerInputError, unknownId } from './errors.ts';
import { asFields, requiredString } from './fields.ts';
import { accountHolderOf, isWellFormedVpa, vpaExists } from './test-values.ts';

export const CHECKOUT_PAYMENT_PATH = '/v1/payments/create/checkout';

export function paymentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get<{ Params: { id: string } }>('/v1/payments/:id', async (request) => {
    const payment = ctx.ledger.payment(request.params.id);
    if (!payment) throw unknownId();
    return paymentEntity(payment);
  });

  app.post('/v1/payments/validate/vpa', async (request) => {
    const vpa = requiredString(asFields(request.body), 'vpa', 321).trim();
    if (!isWellFormedVpa(vpa)) throw customerInputError('Invalid VPA. Please enter a valid Virtual Payment Address', 'vpa');
    return vpaExists(vpa) ? { vpa, success: true, customer_name: accountHolderOf(vpa) } : { vpa, success: false };
  });

  // Public (no Basic auth): the hosted checkout calls it with the key id in the body, as Razorpay's checkout does.
  app.post(CHECKOUT_PAYMENT_PATH, async (request) => payFromCheckout(ctx, asFields(request.body)));
}
