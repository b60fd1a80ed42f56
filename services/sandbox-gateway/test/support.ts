import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { SANDBOX_GATEWAY } from '../../../libs/contracts/src/gateway.ts';
import { type SandboxGateway, type SandboxGatewayOptions, startSandboxGateway } from '../src/index.ts';

export const KEYS = { key_id: SANDBOX_GATEWAY.keyId, key_secret: SANDBOX_GATEWAY.keySecret } as const;

export function startGateway(options: SandboxGatewayOptions = {}): Promise<SandboxGateway> {
  return startSandboxGateway({ port: 0, logLevel: 'silent', ...options });
}

/** The official SDK, pointed at the stand-in the way the API's adapter does it. */
export function razorpayAt(url: string, keys: { key_id: string; key_secret: string } = KEYS): Razorpay {
  const instance = new Razorpay(keys);
  (instance.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL = url;
  return instance;
}

/** What the SDK rejects with: `{ statusCode, error }`. */
export interface SdkError {
  statusCode: number;
  error: { code: string; description: string; field?: string; source: string; step: string; reason: string; metadata: Record<string, string> };
}

export async function sdkError(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (caught) {
    return caught as SdkError;
  }
  throw new Error('expected the SDK call to fail');
}

export interface HandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutAnswer {
  status: number;
  body: HandlerResponse & SdkError;
}

/** The hosted checkout's payment step, called directly (as the API's tests do). */
export async function payInCheckout(url: string, body: Record<string, unknown>): Promise<CheckoutAnswer> {
  const response = await fetch(`${url}/v1/payments/create/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: KEYS.key_id, ...body }),
  });
  return { status: response.status, body: (await response.json()) as CheckoutAnswer['body'] };
}

export function card(number: string, overrides: Record<string, string> = {}): Record<string, unknown> {
  return { method: 'card', card: { number, expiry_month: '12', expiry_year: '30', cvv: '123', name: 'Asha Rao', ...overrides } };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  body: {
    entity: string;
    account_id: string;
    event: string;
    contains: string[];
    payload: { payment: { entity: { id: string; status: string } }; order?: { entity: { id: string; status: string } } };
    created_at: number;
  };
  /** The status the receiver answered. */
  answered: number;
}

/** A local HTTP receiver for webhooks; `failFirst` answers 500 to the first N deliveries. */
export async function webhookReceiver(failFirst = 0): Promise<{ url: string; received: ReceivedWebhook[]; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = failFirst;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const answered = failuresLeft > 0 ? 500 : 200;
      if (failuresLeft > 0) failuresLeft -= 1;
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) as ReceivedWebhook['body'], answered });
      response.statusCode = answered;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const BASIC_AUTH = `Basic ${Buffer.from(`${KEYS.key_id}:${KEYS.key_secret}`).toString('base64')}`;

/** Razorpay's error answer, as a body. */
export interface ErrorBody {
  error: SdkError['error'];
}

export interface XAnswer<T> {
  status: number;
  /** The entity, or (status 4xx) the error. */
  body: T & ErrorBody;
}

/** A RazorpayX call over plain HTTP with the stand-in's Basic auth (the razorpay SDK has no payouts resources). */
export async function razorpayx<T>(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<XAnswer<T>> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: BASIC_AUTH, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}
