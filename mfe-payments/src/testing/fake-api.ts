import type { KycStatus } from '@invest/contracts';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** A stand-in API behind `fetch` (session, investments, payments); tests override routes with `on`. */
export function fakeApi(options: { session?: { kycStatus: KycStatus } | null } = {}) {
  const requests: RecordedRequest[] = [];
  const session = options.session === undefined ? { kycStatus: 'verified' as KycStatus } : options.session;
  let investments = 0;
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
        const { investmentId } = body as { investmentId: string };
        return Response.json({
          message: 'Payment successful. Your investment is active.',
          payment: { id: 'pay-1', investmentId, status: 'completed', amount: 100000, fee: 330, total: 100330 },
          investment: { id: investmentId, status: 'active' },
          payoutsScheduled: 24,
        });
      },
    ],
    ['POST /api/payments/upi/validate', (body) => Response.json({ valid: true, upiId: (body as { upiId: string }).upiId, accountHolder: 'Asha Rao' })],
  ]);

  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: url.pathname, headers: request.headers, body });
    const handler = routes.get(`${request.method} ${url.pathname}`);
    return handler ? handler(body) : new Response('not found', { status: 404 });
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
  };
}

export const errorResponse = (status: number, code: string, message: string) => Response.json({ statusCode: status, code, message }, { status });
