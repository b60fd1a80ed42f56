import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { GatewayUnavailableError } from '../../../common/providers/gateway-unavailable.error.js';
import type { GatewayConfig } from '../../../config/gateway-config.js';
import { maskUpiId } from './upi-mask.js';
import { failureReasonOf } from './failure-reasons.js';
import {
  type CreateOrderRequest,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type CreateRefundRequest,
  type GatewayRefund,
  type GatewayRefundStatus,
  type PaymentGateway,
  type UpiLookup,
  type WebhookEvent,
} from './payment-gateway.js';
import { providerOutcome, timedProviderCall } from '../../../common/metrics/api-metrics.js';

/** The gateway's answers we read (a subset of Razorpay's entities). */
interface RazorpayOrderEntity {
  id: string;
  receipt?: string | null;
  amount: number | string;
  status: GatewayOrder['status'];
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  status: GatewayPaymentStatus;
  amount: number | string;
  method: string;
  vpa?: string | null;
  bank?: string | null;
  card?: { last4?: string; network?: string } | null;
  error_description?: string | null;
  error_reason?: string | null;
}

interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number | string;
  receipt?: string | null;
  status: GatewayRefundStatus;
}

interface RazorpayError {
  statusCode?: number;
  error?: { description?: string };
}

/** How long one call to the gateway may take before it counts as unreachable. */
export const GATEWAY_TIMEOUT_MS = 10_000;

const PROVIDER = 'Razorpay';

/** The HTTP status of the package's error (undefined: no answer). */
function statusOf(caught: unknown): number | undefined {
  const status = (caught as RazorpayError | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return given.length === expected.length && /^[0-9a-f]+$/i.test(given) && timingSafeEqual(a, b);
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

function toOrder(order: RazorpayOrderEntity): GatewayOrder {
  return { id: order.id, receipt: order.receipt ?? '', amountPaise: Number(order.amount), status: order.status };
}

function instrumentOf(payment: RazorpayPaymentEntity): string | null {
  if (payment.card?.last4) return `${(payment.card.network ?? 'CARD').toUpperCase()} •••• ${payment.card.last4}`;
  if (payment.vpa) return maskUpiId(payment.vpa);
  return payment.bank ?? null;
}

function toPayment(payment: RazorpayPaymentEntity): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.order_id,
    status: payment.status,
    amountPaise: Number(payment.amount),
    method: payment.method,
    instrument: instrumentOf(payment),
    failureReason: failureReasonOf(payment.error_reason ?? null, payment.error_description ?? null),
  };
}

function toRefund(refund: RazorpayRefundEntity): GatewayRefund {
  return { id: refund.id, paymentId: refund.payment_id, amountPaise: Number(refund.amount), receipt: refund.receipt ?? null, status: refund.status };
}

/** Razorpay lists at most 100 refunds of a payment per page; ours are one per attempt. */
const REFUNDS_PAGE = 100;

/**
 * Razorpay through its official Node package (`razorpay`): the Orders API, payments of an order, UPI ID
 * validation and customers. The package fixes `https://api.razorpay.com` as the host in its constructor; its
 * axios client's `baseURL` is set afterwards to the configured URL, so the same adapter talks to Razorpay in
 * production and to the local stand-in (services/sandbox-gateway) everywhere else.
 *
 * Signatures are checked here with Node's HMAC and `timingSafeEqual`: the package's `validatePaymentVerification`
 * and `validateWebhookSignature` compute the same HMACs but compare them with `===`, which leaks timing.
 */
export class RazorpayGateway implements PaymentGateway {
  private readonly client: Razorpay;

  constructor(private readonly config: GatewayConfig) {
    this.client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
    const http = (this.client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
    http.defaults.baseURL = config.apiUrl;
    http.defaults.timeout = GATEWAY_TIMEOUT_MS;
  }

  get sandbox(): boolean {
    return this.config.sandbox;
  }

  get keyId(): string {
    return this.config.keyId;
  }

  async lookUpUpiId(upiId: string): Promise<UpiLookup> {
    const answer = await this.callOrNull(() => this.client.payments.validateVpa({ vpa: upiId }), [400]);
    if (answer === null || !answer.success) return { exists: false };
    return { exists: true, accountHolder: answer.customer_name || 'UPI Customer' };
  }

  async createOrder(request: CreateOrderRequest): Promise<GatewayOrder> {
    const body = {
      amount: request.amountPaise,
      currency: 'INR',
      receipt: request.receipt,
      notes: request.notes,
      ...(request.bankAccount
        ? { bank_account: { account_number: request.bankAccount.accountNumber, name: request.bankAccount.name, ifsc: request.bankAccount.ifsc } }
        : {}),
      ...(request.autoPay
        ? {
            customer_id: request.autoPay.customerId,
            method: 'upi' as const,
            token: { max_amount: request.autoPay.maxAmountPaise, expire_at: request.autoPay.expireAt, frequency: request.autoPay.frequency },
          }
        : {}),
    };
    const order = await this.call(() => this.client.orders.create(body));
    return toOrder(order as RazorpayOrderEntity);
  }

  async findOrderByReceipt(receipt: string): Promise<GatewayOrder | null> {
    const found = await this.call(() => this.client.orders.all({ receipt }));
    const order = (found.items as RazorpayOrderEntity[]).find((item) => item.receipt === receipt);
    return order ? toOrder(order) : null;
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    const found = await this.call(() => this.client.orders.fetchPayments(orderId));
    return (found.items as RazorpayPaymentEntity[]).map(toPayment);
  }

  async ensureCustomer(customer: { name: string; contact: string }): Promise<string> {
    // fail_existing 0: the customer with this contact is returned instead of an error.
    const created = await this.call(() => this.client.customers.create({ name: customer.name, contact: customer.contact, fail_existing: 0 }));
    return created.id;
  }

  async createRefund(request: CreateRefundRequest): Promise<GatewayRefund> {
    const refund = await this.call(() =>
      this.client.payments.refund(request.paymentId, { amount: request.amountPaise, speed: 'normal', receipt: request.receipt, notes: request.notes }),
    );
    return toRefund(refund as unknown as RazorpayRefundEntity);
  }

  async findRefundByReceipt(paymentId: string, receipt: string): Promise<GatewayRefund | null> {
    const found = await this.call(() => this.client.payments.fetchMultipleRefund(paymentId, { count: REFUNDS_PAGE }));
    const refund = (found.items as unknown as RazorpayRefundEntity[]).find((item) => item.receipt === receipt);
    return refund ? toRefund(refund) : null;
  }

  async fetchRefund(refundId: string): Promise<GatewayRefund> {
    return toRefund((await this.call(() => this.client.refunds.fetch(refundId))) as unknown as RazorpayRefundEntity);
  }

  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return sameHex(hmacHex(this.config.keySecret, `${orderId}|${paymentId}`), signature);
  }

  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean {
    return sameHex(hmacHex(this.config.webhookSecret, rawBody), signature);
  }

  parseWebhook(rawBody: Buffer): WebhookEvent {
    const body = JSON.parse(rawBody.toString('utf8')) as {
      event?: unknown;
      payload?: { payment?: { entity?: RazorpayPaymentEntity }; refund?: { entity?: RazorpayRefundEntity } };
    };
    const entity = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    return {
      event: typeof body.event === 'string' ? body.event : 'unknown',
      payment: entity?.id && entity.order_id ? toPayment(entity) : null,
      refund: refund?.id && refund.payment_id && typeof refund.status === 'string' ? toRefund(refund) : null,
    };
  }

  /** One gateway call: no answer, a timeout or a 5xx is GatewayUnavailableError; a 4xx is a bug of ours, thrown as is. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    const answer = await this.callOrNull(work, []);
    if (answer === null) throw new Error('Razorpay answered no body.');
    return answer;
  }

  /** The same, but a 4xx listed in `expected` answers null (the caller knows what it means). */
  private async callOrNull<T>(work: () => Promise<T>, expected: number[]): Promise<T | null> {
    try {
      return await timedProviderCall(PROVIDER, work, (result) => providerOutcome('error' in result ? statusOf(result.error) : 200));
    } catch (caught) {
      const error = caught as RazorpayError;
      const status = statusOf(caught);
      if (status !== undefined && expected.includes(status)) return null;
      // The intent stays as it is and is reconciled later: nothing is known to have happened.
      if (status === undefined || status >= 500) {
        throw new GatewayUnavailableError(status === undefined ? 'The payment gateway could not be reached.' : `The payment gateway answered ${status}.`, {
          cause: caught,
        });
      }
      throw new Error(`Razorpay answered ${status}: ${error.error?.description ?? 'no description'}`, { cause: caught });
    }
  }
}
