import type { FastifyBaseLogger } from 'fastify';
import type { Ledger } from './ledger.ts';
import type { WebhookSender } from './webhooks.ts';

/** Timers of the slow bank (payments captured later), penny drops and payouts; all cancelled when the server closes. */
export class Timers {
  readonly #timers = new Set<NodeJS.Timeout>();

  after(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      work();
    }, ms);
    this.#timers.add(timer);
  }

  cancelAll(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}

/** What every route needs: settings, state, the webhook sender and the clock. */
export interface GatewayContext {
  keyId: string;
  keySecret: string;
  /** Origins allowed to frame the hosted checkout (its CSP frame-ancestors, and where it may postMessage). */
  frameAncestors: readonly string[];
  slowCaptureMs: number;
  /** How long a refund stays `pending` before the bank processes (or fails) it. */
  refundProcessingMs: number;
  /** The same for the slow-refund test values. */
  slowRefundMs: number;
  /** RazorpayX: the business account payouts and validations are debited from (their `account_number`). */
  businessAccountNumber: string;
  /** How long a fund-account validation stays `created` before the bank answers. */
  fundAccountValidationMs: number;
  /** How long a payout stays `processing` before it is processed or reversed. */
  payoutProcessingMs: number;
  /** The origin browsers reach the stand-in at (known once it listens). */
  publicOrigin: () => string;
  ledger: Ledger;
  webhooks: WebhookSender;
  timers: Timers;
  log: FastifyBaseLogger;
  /** Unix seconds. */
  now: () => number;
}
