/**
 * Razorpay-style webhooks: a JSON event POSTed to the merchant's URL, signed with `X-Razorpay-Signature` (hex
 * HMAC-SHA256 of the exact raw body with the webhook secret) and identified by `x-razorpay-event-id` (the same on
 * every retry, so the receiver can drop duplicates). A failed delivery (non-2xx, no answer) is retried with
 * backoff; nothing here ever blocks an API answer. Payments' events (payment.*, order.paid, refund.*) and RazorpayX's
 * (payout.*, fund_account.validation.*) share the envelope, the URL, the secret and the delivery.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderEntity, PaymentEntity } from './entities.ts';
import { newEventId } from './ids.ts';
import type { FundAccountValidationEntity, PayoutEntity } from './payout-entities.ts';
import type { RefundEntity } from './refund-entities.ts';

type Wrapped<T> = { entity: T };

/** What each event carries under `payload` (its keys are the envelope's `contains`, in this order). */
type WebhookPayloads = {
  'payment.captured': { payment: Wrapped<PaymentEntity> };
  'payment.failed': { payment: Wrapped<PaymentEntity> };
  'order.paid': { payment: Wrapped<PaymentEntity>; order: Wrapped<OrderEntity> };
  'refund.created': { refund: Wrapped<RefundEntity>; payment: Wrapped<PaymentEntity> };
  'refund.processed': { refund: Wrapped<RefundEntity>; payment: Wrapped<PaymentEntity> };
  'refund.failed': { refund: Wrapped<RefundEntity>; payment: Wrapped<PaymentEntity> };
  'payout.initiated': { payout: Wrapped<PayoutEntity> };
  'payout.processed': { payout: Wrapped<PayoutEntity> };
  'payout.reversed': { payout: Wrapped<PayoutEntity> };
  'fund_account.validation.completed': { 'fund_account.validation': Wrapped<FundAccountValidationEntity> };
};

export type WebhookEventName = keyof WebhookPayloads;
export type WebhookPayload = WebhookPayloads[WebhookEventName];

export interface WebhookEnvelope {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: string[];
  payload: WebhookPayload;
  created_at: number;
}

/** Waits before the 2nd, 3rd and 4th attempt. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000];
const DELIVERY_TIMEOUT_MS = 10_000;

export function signWebhook(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

interface Delivery {
  eventId: string;
  event: WebhookEventName;
  /** The id of the event's first entity (payment, payout or validation), for the log. */
  entityId: string;
  body: string;
}

export interface WebhookSenderOptions {
  url: string | undefined;
  secret: string;
  accountId: string;
  retryDelaysMs: readonly number[];
  log: FastifyBaseLogger;
  now: () => number;
}

export class WebhookSender {
  #options: WebhookSenderOptions;
  readonly #retryTimers = new Set<NodeJS.Timeout>();
  readonly #inFlight = new Set<AbortController>();
  /** First attempts go out one after another, in the order the events happened. */
  #queue: Promise<void> = Promise.resolve();
  #pending = 0;
  #idleWaiters: Array<() => void> = [];
  #closed = false;

  constructor(options: WebhookSenderOptions) {
    this.#options = { ...options };
  }

  /** Points later deliveries at another URL (a test starts the stand-in before the API it calls back has a port). */
  setUrl(url: string | undefined): void {
    this.#options.url = url;
  }

  /** Queues one event; returns at once. No-op without a webhook URL. */
  send<E extends WebhookEventName>(event: E, payload: WebhookPayloads[E]): void {
    if (!this.#options.url || this.#closed) return;
    const wrapped = Object.entries<Wrapped<{ id: string }>>(payload);
    const envelope: WebhookEnvelope = {
      entity: 'event',
      account_id: this.#options.accountId,
      event,
      contains: wrapped.map(([name]) => name),
      payload,
      created_at: this.#options.now(),
    };
    const entityId = wrapped[0]?.[1].entity.id ?? '';
    const delivery: Delivery = { eventId: newEventId(), event, entityId, body: JSON.stringify(envelope) };
    this.#pending += 1;
    this.#queue = this.#queue.then(() => this.#attempt(delivery, 1));
  }

  /** Resolves once every event queued so far is delivered or given up. */
  idle(): Promise<void> {
    if (this.#pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops: pending retries are dropped, deliveries in flight aborted. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#retryTimers) {
      clearTimeout(timer);
      this.#finished();
    }
    this.#retryTimers.clear();
    for (const controller of this.#inFlight) controller.abort();
    await this.#queue;
  }

  async #attempt(delivery: Delivery, attempt: number): Promise<void> {
    const url = this.#options.url;
    if (this.#closed || !url) {
      this.#finished();
      return;
    }
    const log = { event: delivery.event, eventId: delivery.eventId, entityId: delivery.entityId, attempt };
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), DELIVERY_TIMEOUT_MS);
    this.#inFlight.add(controller);
    let status: number | null = null;
    let failure = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1 (sandbox stand-in)',
          'x-razorpay-signature': signWebhook(delivery.body, this.#options.secret),
          'x-razorpay-event-id': delivery.eventId,
        },
        body: delivery.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
      failure = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'Error';
    } finally {
      clearTimeout(timeout);
      this.#inFlight.delete(controller);
    }
    if (status !== null && status >= 200 && status < 300) {
      this.#options.log.info({ ...log, status }, 'webhook delivered');
      this.#finished();
      return;
    }
    const delay = this.#options.retryDelaysMs[attempt - 1];
    const outcome = status !== null ? { status } : { error: failure };
    if (delay === undefined || this.#closed) {
      this.#options.log.warn({ ...log, ...outcome }, 'webhook delivery failed; giving up');
      this.#finished();
      return;
    }
    this.#options.log.warn({ ...log, ...outcome, retryInMs: delay }, 'webhook delivery failed; will retry');
    const timer = setTimeout(() => {
      this.#retryTimers.delete(timer);
      void this.#attempt(delivery, attempt + 1);
    }, delay);
    this.#retryTimers.add(timer);
  }

  #finished(): void {
    this.#pending -= 1;
    if (this.#pending > 0) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
