/**
 * The stand-in's records (mutable, in memory) and Razorpay's JSON entities made from them. Only what the API,
 * the checkout and the tests read is modelled; field names and value shapes follow Razorpay's documentation.
 */
import type { CardNetwork } from './card.ts';
import type { Notes } from './fields.ts';

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
/** What the sandbox bank does with a refund of this payment (README "Refund test values"). */
export type RefundFate = 'process' | 'slow' | 'fail';
export type PaymentMethod = 'card' | 'upi' | 'netbanking';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'upi', 'netbanking'];

/** UPI AutoPay terms given with an order's `token` (Razorpay recurring payments). */
export interface MandateTerms {
  maxAmount: number;
  /** Unix seconds. */
  expireAt: number;
  frequency: string;
}

/**
 * Third-party validation (TPV): the customer's registered bank account given with the order (`bank_account`). Net
 * banking and UPI payments of the order are taken only from it.
 */
export interface OrderBankAccount {
  accountNumber: string;
  name: string;
  ifsc: string;
}

export interface OrderRecord {
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string | null;
  notes: Notes;
  status: OrderStatus;
  attempts: number;
  amountPaid: number;
  createdAt: number;
  customerId: string | null;
  method: PaymentMethod | null;
  token: MandateTerms | null;
  bankAccount: OrderBankAccount | null;
}

export interface CardSummary {
  id: string;
  last4: string;
  network: CardNetwork;
  type: 'credit' | 'debit';
}

export interface FailureRecord {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

export interface PaymentRecord {
  id: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  status: PaymentStatus;
  method: PaymentMethod;
  description: string | null;
  card: CardSummary | null;
  bank: string | null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  customerId: string | null;
  tokenId: string | null;
  recurring: boolean;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  failure: FailureRecord | null;
  /** Paise refunded so far (pending and processed refunds). */
  amountRefunded: number;
  /** Decided by the card the customer paid with. */
  refundFate: RefundFate;
  createdAt: number;
}

export interface CustomerRecord {
  id: string;
  name: string;
  email: string | null;
  contact: string | null;
  notes: Notes;
  createdAt: number;
}

export interface TokenRecord {
  id: string;
  customerId: string;
  vpa: string;
  maxAmount: number;
  expiredAt: number;
  frequency: string;
  createdAt: number;
}

/** Razorpay sends empty notes as `[]` (a PHP-ism); the stand-in does the same. */
export type NotesJson = Notes | [];

export const notesJson = (notes: Notes): NotesJson => (Object.keys(notes).length === 0 ? [] : { ...notes });

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: NotesJson;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  /** Cards only: never the number, only its last four digits, network and type. */
  card?: { last4: string; network: CardNetwork; type: 'credit' | 'debit' };
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  customer_id: string | null;
  token_id: string | null;
  recurring: boolean;
  notes: NotesJson;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface CustomerEntity {
  id: string;
  entity: 'customer';
  name: string;
  email: string | null;
  contact: string | null;
  gstin: null;
  notes: NotesJson;
  created_at: number;
}

export interface TokenEntity {
  id: string;
  entity: 'token';
  method: 'upi';
  bank: null;
  wallet: null;
  recurring: true;
  recurring_details: { status: 'confirmed'; failure_reason: null };
  auth_type: null;
  max_amount: number;
  expired_at: number;
  frequency: string;
  vpa: { username: string; handle: string };
  used_at: number;
  created_at: number;
}

export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export function collection<T>(items: T[]): Collection<T> {
  return { entity: 'collection', count: items.length, items };
}

export function orderEntity(order: OrderRecord): OrderEntity {
  return {
    id: order.id,
    entity: 'order',
    amount: order.amount,
    amount_paid: order.amountPaid,
    amount_due: order.amount - order.amountPaid,
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: notesJson(order.notes),
    created_at: order.createdAt,
  };
}

export function paymentEntity(payment: PaymentRecord): PaymentEntity {
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    invoice_id: null,
    international: false,
    method: payment.method,
    amount_refunded: payment.amountRefunded,
    refund_status: payment.amountRefunded === 0 ? null : payment.amountRefunded >= payment.amount ? 'full' : 'partial',
    captured: payment.status === 'captured' || payment.status === 'refunded',
    description: payment.description,
    card_id: payment.card?.id ?? null,
    ...(payment.card ? { card: { last4: payment.card.last4, network: payment.card.network, type: payment.card.type } } : {}),
    bank: payment.bank,
    wallet: null,
    vpa: payment.vpa,
    email: payment.email,
    contact: payment.contact,
    customer_id: payment.customerId,
    token_id: payment.tokenId,
    recurring: payment.recurring,
    notes: notesJson(payment.notes),
    fee: payment.fee,
    tax: payment.tax,
    error_code: payment.failure?.code ?? null,
    error_description: payment.failure?.description ?? null,
    error_source: payment.failure?.source ?? null,
    error_step: payment.failure?.step ?? null,
    error_reason: payment.failure?.reason ?? null,
    created_at: payment.createdAt,
  };
}

export function customerEntity(customer: CustomerRecord): CustomerEntity {
  return {
    id: customer.id,
    entity: 'customer',
    name: customer.name,
    email: customer.email,
    contact: customer.contact,
    gstin: null,
    notes: notesJson(customer.notes),
    created_at: customer.createdAt,
  };
}

export function tokenEntity(token: TokenRecord): TokenEntity {
  const [username = '', handle = ''] = token.vpa.split('@');
  return {
    id: token.id,
    entity: 'token',
    method: 'upi',
    bank: null,
    wallet: null,
    recurring: true,
    recurring_details: { status: 'confirmed', failure_reason: null },
    auth_type: null,
    max_amount: token.maxAmount,
    expired_at: token.expiredAt,
    frequency: token.frequency,
    vpa: { username, handle },
    used_at: token.createdAt,
    created_at: token.createdAt,
  };
}
