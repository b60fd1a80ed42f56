/** Razorpay's Orders API: create, list (by receipt), fetch, and the payments of an order. */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import {
  type MandateTerms,
  type OrderBankAccount,
  type OrderRecord,
  PAYMENT_METHODS,
  type PaymentMethod,
  collection,
  orderEntity,
  paymentEntity,
} from './entities.ts';
import { badRequest, unknownId } from './errors.ts';
import { type Fields, asFields, nestedFields, optionalFlag, optionalInteger, optionalString, readNotes, requiredInteger, requiredString } from './fields.ts';
import { newId } from './ids.ts';

/** Razorpay's smallest order: ₹1. */
const MINIMUM_AMOUNT = 100;
const MAX_PAGE = 100;
/** The frequencies Razorpay accepts for a UPI AutoPay mandate. */
const FREQUENCIES = ['daily', 'weekly', 'fortnightly', 'bimonthly', 'monthly', 'quarterly', 'half_yearly', 'yearly', 'as_presented'];

function readMethod(fields: Fields): PaymentMethod | null {
  const method = optionalString(fields, 'method', 20);
  if (method === undefined) return null;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw badRequest('The method is invalid.', 'method');
  return method as PaymentMethod;
}

/** `token` of a UPI AutoPay authorisation order: max_amount (paise), expire_at (unix seconds), frequency. */
function readMandate(fields: Fields, now: number): MandateTerms | null {
  const token = nestedFields(fields, 'token');
  if (!token) return null;
  const maxAmount = requiredInteger(token, 'max_amount', 'token.max_amount');
  if (maxAmount < MINIMUM_AMOUNT) throw badRequest('The token.max_amount must be at least 100.', 'token.max_amount');
  const expireAt = requiredInteger(token, 'expire_at', 'token.expire_at');
  if (expireAt <= now) throw badRequest('The token.expire_at must be a time in the future.', 'token.expire_at');
  const frequency = optionalString(token, 'frequency', 20, 'token.frequency') ?? 'as_presented';
  if (!FREQUENCIES.includes(frequency)) throw badRequest('The token.frequency is invalid.', 'token.frequency');
  return { maxAmount, expireAt, frequency };
}

const IFSC = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{5,35}$/;

/** `bank_account` of a TPV order: the customer's registered account (account_number, name, ifsc, all required). */
function readBankAccount(fields: Fields): OrderBankAccount | null {
  const account = nestedFields(fields, 'bank_account');
  if (!account) return null;
  const accountNumber = requiredString(account, 'account_number', 35, 'bank_account.account_number').trim();
  if (!ACCOUNT_NUMBER.test(accountNumber)) throw badRequest('The bank_account.account_number is invalid.', 'bank_account.account_number');
  const name = requiredString(account, 'name', 120, 'bank_account.name').trim();
  const ifsc = requiredString(account, 'ifsc', 11, 'bank_account.ifsc').trim().toUpperCase();
  if (!IFSC.test(ifsc)) throw badRequest('The bank_account.ifsc is invalid.', 'bank_account.ifsc');
  return { accountNumber, name, ifsc };
}

function createOrder(ctx: GatewayContext, fields: Fields): OrderRecord {
  const amount = requiredInteger(fields, 'amount');
  if (amount < MINIMUM_AMOUNT) throw badRequest('The amount must be atleast INR 1.00', 'amount');
  const currency = optionalString(fields, 'currency', 3) ?? 'INR';
  if (currency !== 'INR') throw badRequest('The sandbox accepts only INR.', 'currency');
  const receipt = optionalString(fields, 'receipt', 40) ?? null;
  const notes = readNotes(fields);
  // Accepted for compatibility: every payment on an order is captured automatically.
  optionalFlag(fields, 'payment_capture');
  if (optionalFlag(fields, 'partial_payment') === true) throw badRequest('The sandbox does not support partial payments.', 'partial_payment');
  const customerId = optionalString(fields, 'customer_id', 40) ?? null;
  if (customerId !== null && !ctx.ledger.customer(customerId)) throw unknownId('customer_id');
  const method = readMethod(fields);
  const token = readMandate(fields, ctx.now());
  const bankAccount = readBankAccount(fields);
  if (token) {
    if (method !== 'upi') throw badRequest('A recurring (token) order needs method upi.', 'method');
    if (customerId === null) throw badRequest('A recurring (token) order needs a customer_id.', 'customer_id');
  }
  const order: OrderRecord = {
    id: newId('order'),
    amount,
    currency: 'INR',
    receipt,
    notes,
    status: 'created',
    attempts: 0,
    amountPaid: 0,
    createdAt: ctx.now(),
    customerId,
    method,
    token,
    bankAccount,
  };
  ctx.ledger.addOrder(order);
  return order;
}

function findOrder(ctx: GatewayContext, id: string): OrderRecord {
  const order = ctx.ledger.order(id);
  if (!order) throw unknownId();
  return order;
}

export function orderRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/v1/orders', async (request) => orderEntity(createOrder(ctx, asFields(request.body))));

  app.get('/v1/orders', async (request) => {
    const query = asFields(request.query);
    const count = optionalInteger(query, 'count') ?? 10;
    const skip = optionalInteger(query, 'skip') ?? 0;
    if (count < 1 || count > MAX_PAGE) throw badRequest(`The count must be between 1 and ${MAX_PAGE}.`, 'count');
    if (skip < 0) throw badRequest('The skip must be at least 0.', 'skip');
    const from = optionalInteger(query, 'from');
    const to = optionalInteger(query, 'to');
    const receipt = optionalString(query, 'receipt', 40);
    const orders = ctx.ledger.orders({
      count,
      skip,
      ...(receipt !== undefined ? { receipt } : {}),
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    });
    return collection(orders.map(orderEntity));
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id', async (request) => orderEntity(findOrder(ctx, request.params.id)));

  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', async (request) => {
    const order = findOrder(ctx, request.params.id);
    return collection(ctx.ledger.paymentsOfOrder(order.id).map(paymentEntity));
  });
}
