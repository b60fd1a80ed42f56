/**
 * Public types of @invest/sandbox-gateway (the local Razorpay stand-in), for projects that import the package
 * without `allowImportingTsExtensions`. Mirrors src/index.ts; test/public-api.test.ts fails if they drift apart.
 */

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
  /** Waits before each retry of a failed webhook delivery; default [1000, 5000, 30000]. */
  webhookRetryDelaysMs?: readonly number[];
  /** Default 'warn'. */
  logLevel?: LogLevel;
}

/** What was charged for one receipt, across every order created with it (GET /_sandbox/charges). */
export interface ChargeSummary {
  receipt: string;
  orders: string[];
  captured: number;
  failed: number;
}

export type NotesJson = Record<string, string> | [];

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: NotesJson;
  created_at: number;
}

export type CardNetwork = 'Visa' | 'MasterCard' | 'American Express' | 'RuPay' | 'Diners Club' | 'Maestro' | 'Unknown';

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card' | 'upi' | 'netbanking';
  amount_refunded: 0;
  refund_status: null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
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

/** The read-only view of the stand-in's state. */
export interface SandboxLedger {
  charges(receipt: string): ChargeSummary;
  order(id: string): OrderEntity | undefined;
  payment(id: string): PaymentEntity | undefined;
  paymentsOfOrder(orderId: string): PaymentEntity[];
}

export interface SandboxGateway {
  /** Where it listens, e.g. http://127.0.0.1:8090: the SDK's baseURL. */
  url: string;
  /** The origin browsers use (publicUrl). */
  publicUrl: string;
  ledger: SandboxLedger;
  /** Resolves once every webhook sent so far is delivered or given up. */
  webhooksIdle(): Promise<void>;
  /** Where later webhooks go (undefined: none are sent). */
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

/** What Razorpay's checkout hands to the merchant's `handler`. */
export interface HandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's error object (`{ error: … }` of a 4xx answer, and of a failed checkout payment). */
export interface GatewayErrorDetails {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  field?: string | null;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
}

/** The parts of the API's checkout (GatewayCheckout in @invest/contracts) the payment step needs. */
export interface CheckoutToPay {
  keyId: string;
  orderId: string;
  autoPay?: { customerId: string } | null;
}

/** What the customer does: a card number, a UPI ID (approve or decline), or a bank and the bank's answer. */
export type PayWith =
  | { card: string }
  | { vpa: string; outcome?: 'success' | 'failure' }
  | { bank: string; outcome: 'success' | 'failure' };

export type CheckoutResult = { ok: true; response: HandlerResponse } | { ok: false; status: number; error: GatewayErrorDetails };

export function startSandboxGateway(options?: SandboxGatewayOptions): Promise<SandboxGateway>;

/** Pays through POST {gatewayUrl}/v1/payments/create/checkout without a browser, as the hosted page does. */
export function payInCheckout(gatewayUrl: string, checkout: CheckoutToPay, payWith: PayWith): Promise<CheckoutResult>;

/** Hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string;

/** Hex HMAC-SHA256 of the raw webhook body with the webhook secret (X-Razorpay-Signature). */
export function signWebhook(rawBody: string, secret: string): string;
