import { type AgreementState, type GatewayCheckout, type KycStatus, type ProcessPaymentRequest, TERMS_VERSION } from '@invest/contracts';
import { errorResponse, fakeApi as fakeApiRouter, type ApiRequest } from '@invest/testing';
import { PLAN_TERMS } from './plan-terms-fixtures.js';

export type RecordedRequest = ApiRequest;

/** A route's answer; throwing makes the call fail with no answer (network error). */
type Handler = (body: unknown, request: RecordedRequest) => Response | Promise<Response>;

export { errorResponse };

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
    payment: {
      id: 'pay-1',
      investmentId,
      method: 'card',
      status: 'completed',
      amount: 100000,
      fee: 330,
      total: 100330,
      instrument: 'VISA •••• 1111',
      gatewayReference: 'pay_1',
      createdAt: '2026-01-15T10:00:00.000Z',
    },
    investment: { id: investmentId, status: 'active' },
    payoutsScheduled: 36,
  });

export const processing = () =>
  Response.json({ status: 'processing', message: 'Waiting for your bank to confirm the payment.', paymentId: 'pay-1' }, { status: 202 });

/** The acceptance of the Terms & Conditions and Risk Disclosure as GET /api/privacy/agreements answers it. */
function termsState(acceptedVersion: string | null): AgreementState {
  return {
    type: 'terms-risk',
    label: 'Terms & Conditions and Risk Disclosure',
    currentVersion: TERMS_VERSION,
    acceptedVersion,
    acceptedAt: acceptedVersion ? '2026-01-15T10:00:00.000Z' : null,
    current: acceptedVersion === TERMS_VERSION,
  };
}

/**
 * A stand-in API behind `fetch` (session, plan terms, agreements, investments, payments); tests override routes with
 * `on`. `termsAccepted`: the version of the terms on record (default the current one; null: never accepted); like the
 * server, a payment refuses without the current one and records it when sent.
 */
export function fakeApi(options: { session?: { kycStatus: KycStatus } | null; termsAccepted?: string | null } = {}) {
  const session = options.session === undefined ? { kycStatus: 'verified' as KycStatus } : options.session;
  let termsAccepted = options.termsAccepted === undefined ? TERMS_VERSION : options.termsAccepted;
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
        return Response.json(
          { message: 'Investment created.', investment: { id: `inv-${investments}`, ...(body as object), status: 'pending_payment' } },
          { status: 201 },
        );
      },
    ],
    [
      'GET /api/privacy/agreements',
      () =>
        Response.json([
          {
            type: 'aadhaar-ekyc',
            label: 'Aadhaar e-KYC consent',
            currentVersion: '2026-11',
            acceptedVersion: '2026-11',
            acceptedAt: '2026-01-15T10:00:00.000Z',
            current: true,
          },
          termsState(termsAccepted),
        ]),
    ],
    [
      'POST /api/payments/process',
      (body) => {
        const request = body as ProcessPaymentRequest;
        if (termsAccepted !== TERMS_VERSION) {
          if (request.termsVersion !== TERMS_VERSION)
            return errorResponse(400, 'CONSENT_REQUIRED', 'Please accept the Terms & Conditions and the Risk Disclosure to pay.');
          termsAccepted = TERMS_VERSION;
        }
        orders += 1;
        return Response.json({
          message: 'Complete the payment in the checkout.',
          paymentId: `payment-${orders}`,
          attempt: orders,
          status: 'created',
          checkout: checkoutFor(request, `order_${orders}`),
        });
      },
    ],
    ['POST /api/payments/verify', (body) => completed((body as { investmentId: string }).investmentId)],
    ['POST /api/payments/upi/validate', (body) => Response.json({ valid: true, upiId: (body as { upiId: string }).upiId, accountHolder: 'Asha Rao' })],
  ]);
  const planTerms = new Map<string, unknown>(Object.values(PLAN_TERMS).map((plan) => [plan.planId, plan]));

  const api = fakeApiRouter(
    {
      'GET /api/catalogue/plans/:planId': ({ params }) => {
        const terms = planTerms.get(params.planId ?? '');
        return terms ? Response.json(terms) : errorResponse(404, 'NOT_FOUND', 'No such plan in the catalogue.');
      },
    },
    {
      otherwise: (request) => {
        const handler = routes.get(`${request.method} ${request.path}`);
        return handler ? handler(request.body, request) : new Response('not found', { status: 404 });
      },
    },
  );
  const requests = api.requests;
  const matching = (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key);

  return {
    requests,
    on: (key: string, handler: Handler) => routes.set(key, handler),
    calls: matching,
    keys: (key: string) => matching(key).map((request) => request.headers.get('idempotency-key')),
  };
}
