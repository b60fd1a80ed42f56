/**
 * Builds and starts the stand-in: a Fastify server with Razorpay's routes, the checkout, RazorpayX's routes
 * (contacts, fund accounts, validations, payouts), the IFSC lookup and the sandbox routes.
 */
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { SANDBOX_GATEWAY, SANDBOX_PAYOUTS } from '@invest/contracts';
import { requireBasicAuth } from './auth.ts';
import { checkoutPageRoutes } from './checkout-page.ts';
import { checkoutScriptRoutes } from './checkout-script.ts';
import { contactRoutes } from './contacts.ts';
import { type GatewayContext, Timers } from './context.ts';
import { customerRoutes } from './customers.ts';
import { GatewayError, badRequest, notFound, serverError } from './errors.ts';
import { fromFormEncoded } from './fields.ts';
import { fundAccountRoutes } from './fund-accounts.ts';
import { accountIdFor } from './ids.ts';
import { ifscRoutes } from './ifsc.ts';
import { Ledger, type SandboxLedger } from './ledger.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { DEFAULT_FUND_ACCOUNT_VALIDATION_MS, DEFAULT_PAYOUT_PROCESSING_MS } from './payout-test-values.ts';
import { payoutRoutes } from './payouts.ts';
import { refundRoutes } from './refunds.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { SANDBOX_TEST_VALUES } from './test-values.ts';
import { validationRoutes } from './validations.ts';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS, WebhookSender } from './webhooks.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface SandboxGatewayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks are POSTed; none are sent when unset. */
  webhookUrl?: string;
  /** The origin browsers use to reach the stand-in (checkout script and page); default the listening URL. */
  publicUrl?: string;
  /** Origins allowed to frame the hosted checkout; default ['http://localhost:8080']. */
  frameAncestors?: readonly string[];
  /** How long the slow-bank test card stays authorized before it is captured; default 5000. */
  slowCaptureMs?: number;
  /** How long a refund stays `pending` before it is processed or fails; default 500. */
  refundProcessingMs?: number;
  /** How long a slow refund (README "Refund test values") stays `pending`; default 600000 (10 minutes). */
  slowRefundMs?: number;
  /** RazorpayX business account number payouts and validations must name; default SANDBOX_PAYOUTS.businessAccountNumber. */
  businessAccountNumber?: string;
  /** How long a fund-account validation (penny drop) stays `created` before it completes; default 300. */
  fundAccountValidationMs?: number;
  /** How long a payout stays `processing` before it is processed or reversed; default 500. */
  payoutProcessingMs?: number;
  /** Waits before each retry of a failed webhook delivery; default [1000, 5000, 30000]. */
  webhookRetryDelaysMs?: readonly number[];
  /** Default 'warn' (main.ts passes LOG_LEVEL, default 'info'). */
  logLevel?: LogLevel;
}

export interface SandboxGateway {
  /** Where it listens, e.g. http://127.0.0.1:8090: the SDK's baseURL. */
  url: string;
  /** The origin browsers use (publicUrl). */
  publicUrl: string;
  /** What was ordered, charged and paid out, read-only. */
  ledger: SandboxLedger;
  /** Resolves once every webhook sent so far is delivered or given up. */
  webhooksIdle(): Promise<void>;
  /** Where later webhooks go (undefined: none are sent). */
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ['http://localhost:8080'];

/** An origin without a trailing slash (`http://localhost:8080/` → `http://localhost:8080`). */
export function originOf(url: string): string {
  return new URL(url).origin;
}

function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GatewayError) return reply.code(error.statusCode).send(error.body);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send(badRequest(error.message).body);
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(serverError().body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound().body));
}

function registerLogging(app: FastifyInstance): void {
  // The route pattern, never the URL: the checkout page's query carries the customer's email, phone and UPI ID.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? '(unmatched)', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

export async function startSandboxGateway(options: SandboxGatewayOptions = {}): Promise<SandboxGateway> {
  const keyId = options.keyId ?? SANDBOX_GATEWAY.keyId;
  const keySecret = options.keySecret ?? SANDBOX_GATEWAY.keySecret;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    // Fastify's own request lines log the URL; registerLogging logs the route pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100_000,
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, fromFormEncoded(typeof body === 'string' ? body : body.toString('utf8')));
  });

  let publicOrigin = options.publicUrl ? originOf(options.publicUrl) : '';
  const now = () => Math.floor(Date.now() / 1000);
  const ledger = new Ledger();
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret ?? SANDBOX_GATEWAY.webhookSecret,
    accountId: accountIdFor(keyId),
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
    log: app.log,
    now,
  });
  const ctx: GatewayContext = {
    keyId,
    keySecret,
    frameAncestors: (options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS).map(originOf),
    slowCaptureMs: options.slowCaptureMs ?? SANDBOX_TEST_VALUES.slowCaptureMs,
    refundProcessingMs: options.refundProcessingMs ?? SANDBOX_TEST_VALUES.refundProcessingMs,
    slowRefundMs: options.slowRefundMs ?? SANDBOX_TEST_VALUES.slowRefundMs,
    businessAccountNumber: options.businessAccountNumber ?? SANDBOX_PAYOUTS.businessAccountNumber,
    fundAccountValidationMs: options.fundAccountValidationMs ?? DEFAULT_FUND_ACCOUNT_VALIDATION_MS,
    payoutProcessingMs: options.payoutProcessingMs ?? DEFAULT_PAYOUT_PROCESSING_MS,
    publicOrigin: () => publicOrigin,
    ledger,
    webhooks,
    timers: new Timers(),
    log: app.log,
    now,
  };

  registerErrorHandling(app);
  registerLogging(app);
  requireBasicAuth(app, ctx);
  sandboxRoutes(app, ctx);
  orderRoutes(app, ctx);
  paymentRoutes(app, ctx);
  refundRoutes(app, ctx);
  customerRoutes(app, ctx);
  contactRoutes(app, ctx);
  fundAccountRoutes(app, ctx);
  validationRoutes(app, ctx);
  payoutRoutes(app, ctx);
  ifscRoutes(app);
  checkoutScriptRoutes(app, ctx);
  checkoutPageRoutes(app, ctx);

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 0);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!publicOrigin) publicOrigin = url;

  return {
    url,
    publicUrl: publicOrigin,
    ledger: ledger.view(),
    webhooksIdle: () => webhooks.idle(),
    setWebhookUrl: (next) => webhooks.setUrl(next),
    close: async () => {
      ctx.timers.cancelAll();
      await webhooks.close();
      await app.close();
    },
  };
}
