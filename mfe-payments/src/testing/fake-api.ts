import type { GatewayCheckout, KycStatus, ProcessPaymentRequest } from '@invest/contracts';
import { vi } from 'vitest';
import { PLAN_TERMS } from './plan-terms-fixtures.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** A route's answer; throwing makes the call fail with no answer (network error). */
type Handler = (body: unknown, request: RecordedRequest) => Response | Promise<Response>;

export const errorResponse = (status: number, code: string, message: string) => Response.json({ statusCode: status, code, message }, { status });

export const DECLINED = 'Payment declined: Your payment was declined by the bank (insufficient funds). Your investment has not been paid; no money was taken.';

/** The checkout the API answers for a payment request (`sandbox` as the stand-in says). */
export function checkoutFor(body: ProcessPaymentRequest, orderId: string, sandbox = true): GatewayCheckout {
  const method = body.paymentMethod === 'cash' ? 'card' : body.paymentMethod;
  const amountPaise = (Number(body.amount) + 330) * 100;
  return {
    gateway: 'razorpay',
    keyId: 'rzp_test_sandbox',
    orderId,
    amountPaise,
    currency: 'INR',
    name: 'Solidstep Invest',
    description: 'Long Term FD',
    method,
    // As the API: no UPI ID in the answer (the page adds the one it validated).
    prefill: { method, ...(body.bank ? { bank: 'HDFC' } : {}) },
    autoPay: body.autoPay ? { customerId: 'cust_1', maxAmount: Number(body.amount), frequency: 'monthly', validUntil: '2036-01-15' } : null,
    sandbox,
  };
}

export const completed = (investmentId: string) =>
  Response.json({
    status: 'completed',
    message: 'Payment successful. Your investment is active.',
    payment: { id: 'pay-1', investmentId, method: 'card', status: 'completed', amount: 100000, fee: 330, total: 100330, instrument: 'VISA •••• 1111', gatewayReference: 'pay_1', createdAt: '2026-01-15T10:00:00.000Z' },
    investment: { id: investmentId, status: 'active' },
    payoutsScheduled: 36,
  });

export const processing = () => Response.json({ status: 'processing', message: 'Waiting for your bank to confirm the payment.', paymentId: 'pay-1' }, { status: 202 });

/** A stand-in API behind `fetch` (session, plan terms, investments, payments); tests override routes with `on`. */
export function fakeApi(options: { session?: { kycStatus: KycStatus } | null } = {}) {
  const requests: RecordedRequest[] = [];
  const session = options.session === undefined ? { kycStatus: 'verified' as KycStatus } : options.session;
  let investments = 0;
  let orders = 0;
  const routes = new Map<string, Handler>([
    [
      'GET /api/session',
      () =>
        session
          ? Response.json({ userId: 'user-1', phoneMasked: '******3210', kycStatus: session.kycStatus })
          : Response.json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in.' }, { status: 401 }),
    ],
    [
      'POST /api/investments',
      (body) => {
        investments += 1;
        return Response.json({ message: 'Investment created.', investment: { id: `inv-${investments}`, ...(body as object), status: 'pending_payment' } }, { status: 201 });
      },
    ],
    [
      'POST /api/payments/process',
      (body) => {
        orders += 1;
        const request = body as ProcessPaymentRequest;
        return Response.json({ message: 'Complete the payment in the checkout.', paymentId: `payment-${orders}`, attempt: orders, status: 'created', checkout: checkoutFor(request, `order_${orders}`) });
      },
    ],
    ['POST /api/payments/verify', (body) => completed((body as { investmentId: string }).investmentId)],
    ['POST /api/payments/upi/validate', (body) => Response.json({ valid: true, upiId: (body as { upiId: string }).upiId, accountHolder: 'Asha Rao' })],
  ]);
  const planTerms = new Map<string, unknown>(Object.values(PLAN_TERMS).map((plan) => [plan.planId, plan]));

  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const recorded = { method: request.method, path: url.pathname, headers: request.headers, body };
    requests.push(recorded);
    const plan = /^\/api\/catalogue\/plans\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && plan?.[1]) {
      const terms = planTerms.get(decodeURIComponent(plan[1]));
      return terms ? Response.json(terms) : errorResponse(404, 'NOT_FOUND', 'No such plan in the catalogue.');
    }
    const handler = routes.get(`${request.method} ${url.pathname}`);
    return handler ? handler(body, recorded) : new Response('not found', { status: 404 });
  });

  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    on: (key: string, handler: Handler) => routes.set(key, handler),
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    keys: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key).map((request) => request.headers.get('idempotency-key')),
  };
}
