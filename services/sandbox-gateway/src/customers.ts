/** Razorpay's Customers API and the UPI AutoPay tokens of a customer. */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { type CustomerRecord, collection, customerEntity, tokenEntity } from './entities.ts';
import { badRequest, unknownId } from './errors.ts';
import { asFields, optionalFlag, optionalString, readNotes, requiredString } from './fields.ts';
import { newId } from './ids.ts';

function findCustomer(ctx: GatewayContext, id: string): CustomerRecord {
  const customer = ctx.ledger.customer(id);
  if (!customer) throw unknownId();
  return customer;
}

export function customerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/v1/customers', async (request) => {
    const fields = asFields(request.body);
    const name = requiredString(fields, 'name', 50);
    const email = optionalString(fields, 'email', 64) ?? null;
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('The email must be a valid email address.', 'email');
    const contact = optionalString(fields, 'contact', 15) ?? null;
    if (contact !== null && !/^\+?\d{8,14}$/.test(contact)) throw badRequest('The contact must be a valid phone number.', 'contact');
    // Razorpay's default (1): a customer with the same contact or email is an error; 0 answers the existing one.
    const failExisting = optionalFlag(fields, 'fail_existing') ?? true;
    const notes = readNotes(fields);
    const existing = ctx.ledger.sameCustomer(contact, email);
    if (existing) {
      if (failExisting) throw badRequest('Customer already exists for the merchant', 'fail_existing');
      return customerEntity(existing);
    }
    const customer: CustomerRecord = { id: newId('cust'), name, email, contact, notes, createdAt: ctx.now() };
    ctx.ledger.addCustomer(customer);
    return customerEntity(customer);
  });

  app.get<{ Params: { id: string } }>('/v1/customers/:id', async (request) => customerEntity(findCustomer(ctx, request.params.id)));

  app.get<{ Params: { id: string } }>('/v1/customers/:id/tokens', async (request) => {
    const customer = findCustomer(ctx, request.params.id);
    return collection(ctx.ledger.tokensOf(customer.id).map(tokenEntity));
  });

  app.get<{ Params: { id: string; tokenId: string } }>('/v1/customers/:id/tokens/:tokenId', async (request) => {
    const customer = findCustomer(ctx, request.params.id);
    const token = ctx.ledger.tokensOf(customer.id).find((candidate) => candidate.id === request.params.tokenId);
    if (!token) throw unknownId();
    return tokenEntity(token);
  });
}
