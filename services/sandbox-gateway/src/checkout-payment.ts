/**
 * POST /v1/payments/create/checkout: the payment step of the hosted checkout (and of API tests that pay without a
 * browser). Validates what the customer typed, creates the payment, lets the sandbox bank decide (see
 * test-values.ts) and answers Razorpay's handler response, or its failure shape with the payment's ids.
 * The card number is read, checked and dropped: only its last four digits, network and type are kept.
 */
import { createHmac } from 'node:crypto';
import { luhnValid } from '@invest/contracts';
import { cardNetwork, cardType, isCvvValid, isExpired, normaliseCardNumber, parseExpiry } from './card.ts';
import type { GatewayContext } from './context.ts';
import { type CardSummary, type OrderRecord, PAYMENT_METHODS, type PaymentMethod, type PaymentRecord, type RefundFate } from './entities.ts';
import { GatewayError, authenticationFailed, badRequest, customerInputError, unknownId } from './errors.ts';
import { type Fields, nestedFields, optionalFlag, optionalInteger, optionalString, readNotes, requiredString } from './fields.ts';
import { newId } from './ids.ts';
import { capture, fail } from './settlement.ts';
import {
  type CustomerChoice,
  type Outcome,
  cardOutcome,
  cardRefundFate,
  isBankCode,
  isWellFormedVpa,
  netBankingOutcome,
  tpvOutcome,
  upiOutcome,
  vpaExists,
} from './test-values.ts';

/** What Razorpay's checkout hands to the merchant's `handler`. */
export interface HandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Hex HMAC-SHA256 of `order_id|payment_id` with the key secret, as Razorpay signs the handler response. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

interface Instrument {
  method: PaymentMethod;
  card: CardSummary | null;
  vpa: string | null;
  bank: string | null;
  outcome: Outcome;
  refundFate: RefundFate;
}

const INVALID_VPA = 'Invalid VPA. Please enter a valid Virtual Payment Address';

function readChoice(fields: Fields): CustomerChoice {
  const value = fields['outcome'];
  if (value === undefined || value === null || value === '' || value === 'success') return 'success';
  if (value === 'failure') return 'failure';
  throw badRequest('The outcome must be success or failure.', 'outcome');
}

function readCard(fields: Fields, now: Date): Instrument {
  const card = nestedFields(fields, 'card');
  if (!card) throw customerInputError('The card details are required.', 'card');
  const digits = normaliseCardNumber(optionalString(card, 'number', 40, 'card[number]') ?? '');
  if (digits === null || !luhnValid(digits)) throw customerInputError('The card number is invalid.', 'card[number]');
  const expiry = parseExpiry(
    optionalString(card, 'expiry_month', 2, 'card[expiry_month]') ?? '',
    optionalString(card, 'expiry_year', 4, 'card[expiry_year]') ?? '',
  );
  if (!expiry) throw customerInputError('The card expiry date is invalid.', 'card[expiry_month]');
  if (isExpired(expiry, now)) throw customerInputError('The card has expired.', 'card[expiry_year]');
  const network = cardNetwork(digits);
  if (!isCvvValid(optionalString(card, 'cvv', 4, 'card[cvv]') ?? '', network)) throw customerInputError('The CVV is invalid.', 'card[cvv]');
  optionalString(card, 'name', 100, 'card[name]');
  return {
    method: 'card',
    card: { id: newId('card'), last4: digits.slice(-4), network, type: cardType(network) },
    vpa: null,
    bank: null,
    outcome: cardOutcome(digits),
    refundFate: cardRefundFate(digits),
  };
}

function readUpi(fields: Fields): Instrument {
  const vpa = optionalString(fields, 'vpa', 321)?.trim() ?? '';
  if (!isWellFormedVpa(vpa) || !vpaExists(vpa)) throw customerInputError(INVALID_VPA, 'vpa');
  return { method: 'upi', card: null, vpa, bank: null, outcome: upiOutcome(vpa, readChoice(fields)), refundFate: 'process' };
}

function readNetBanking(fields: Fields): Instrument {
  const bank = optionalString(fields, 'bank', 10) ?? '';
  if (!isBankCode(bank)) throw customerInputError('The bank is invalid.', 'bank');
  return { method: 'netbanking', card: null, vpa: null, bank, outcome: netBankingOutcome(readChoice(fields)), refundFate: 'process' };
}

function readInstrument(fields: Fields, order: OrderRecord, now: Date): Instrument {
  const method = requiredString(fields, 'method', 20);
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw badRequest('The method is invalid.', 'method');
  if (order.method !== null && order.method !== method) throw badRequest(`This order can be paid only by ${order.method}.`, 'method');
  if (method === 'card') return readCard(fields, now);
  return withThirdPartyValidation(fields, order, method === 'upi' ? readUpi(fields) : readNetBanking(fields));
}

/**
 * Third-party validation (TPV) of a net-banking or UPI payment of an order created with `bank_account`: the bank
 * reports the account the money comes from; in the stand-in that is the order's account unless the tester chose
 * another (`payer_account_number`, stand-in only: the checkout's "Pay from"). Another account fails the payment.
 * Cards are not validated (Razorpay's TPV is for net banking and UPI here).
 */
function withThirdPartyValidation(fields: Fields, order: OrderRecord, instrument: Instrument): Instrument {
  const paidFrom = optionalString(fields, 'payer_account_number', 35)?.trim();
  if (!order.bankAccount) return instrument;
  const account = paidFrom === undefined || paidFrom === '' ? order.bankAccount.accountNumber : paidFrom;
  return { ...instrument, outcome: tpvOutcome(order.bankAccount.accountNumber, account, instrument.outcome) };
}

/** The customer of the payment: the order's for AutoPay (which must be asked for), else an optional known one. */
function readCustomer(ctx: GatewayContext, fields: Fields, order: OrderRecord): string | null {
  const recurring = optionalFlag(fields, 'recurring');
  const customerId = optionalString(fields, 'customer_id', 40);
  if (order.token) {
    if (recurring === false) throw badRequest('This order sets up a recurring payment: recurring must be 1.', 'recurring');
    if (customerId !== undefined && customerId !== order.customerId) throw badRequest('The customer_id does not match the order.', 'customer_id');
    return order.customerId;
  }
  if (recurring === true) throw badRequest('The order was not created for a recurring payment.', 'recurring');
  if (customerId === undefined) return order.customerId;
  if (!ctx.ledger.customer(customerId)) throw unknownId('customer_id');
  return customerId;
}

function refuseIfNotPayable(ctx: GatewayContext, order: OrderRecord): void {
  if (order.status === 'paid') throw badRequest('This order has already been paid.', 'order_id');
  if (ctx.ledger.paymentsOfOrder(order.id).some((payment) => payment.status === 'authorized')) {
    throw badRequest('A payment of this order is already being processed by the bank.', 'order_id');
  }
}

export function payFromCheckout(ctx: GatewayContext, fields: Fields): HandlerResponse {
  if (optionalString(fields, 'key_id', 100) !== ctx.keyId) throw authenticationFailed();
  const orderId = requiredString(fields, 'order_id', 40);
  const order = ctx.ledger.order(orderId);
  if (!order) throw unknownId('order_id');
  refuseIfNotPayable(ctx, order);
  const due = order.amount - order.amountPaid;
  const amount = optionalInteger(fields, 'amount');
  if (amount !== undefined && amount !== due) throw badRequest('The amount must be the amount due on the order.', 'amount');
  const instrument = readInstrument(fields, order, new Date(ctx.now() * 1000));
  const customerId = readCustomer(ctx, fields, order);

  const payment: PaymentRecord = {
    id: newId('pay'),
    orderId: order.id,
    amount: due,
    currency: 'INR',
    status: 'created',
    method: instrument.method,
    description: optionalString(fields, 'description', 255) ?? null,
    card: instrument.card,
    bank: instrument.bank,
    vpa: instrument.vpa,
    email: optionalString(fields, 'email', 254) ?? null,
    contact: optionalString(fields, 'contact', 20) ?? null,
    customerId,
    tokenId: null,
    recurring: order.token !== null,
    notes: readNotes(fields),
    fee: null,
    tax: null,
    failure: null,
    amountRefunded: 0,
    refundFate: instrument.refundFate,
    createdAt: ctx.now(),
  };
  ctx.ledger.addPayment(payment);
  order.attempts += 1;
  if (order.status === 'created') order.status = 'attempted';

  const outcome = instrument.outcome;
  if (outcome.kind === 'decline') {
    fail(ctx, payment, outcome.decline);
    throw new GatewayError(400, { ...outcome.decline, metadata: { order_id: order.id, payment_id: payment.id } });
  }
  payment.status = 'authorized';
  if (outcome.kind === 'slow') ctx.timers.after(ctx.slowCaptureMs, () => capture(ctx, payment));
  else capture(ctx, payment);
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: paymentSignature(order.id, payment.id, ctx.keySecret),
  };
}
