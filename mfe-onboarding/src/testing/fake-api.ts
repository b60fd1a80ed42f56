import type { KycStatus, KycStatusResponse, SessionResponse } from '@invest/contracts';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | undefined;

/**
 * A small stand-in for the API behind `fetch`: OTP sign-in, session, KYC status, verify and the Aadhaar OTP. Each test
 * can override one route (`on('POST /api/kyc/verify', ...)`); every request is recorded.
 */
export function fakeApi(options: { signedIn?: boolean; kycStatus?: KycStatus } = {}) {
  const state = { signedIn: options.signedIn ?? false, kycStatus: options.kycStatus ?? ('not_started' as KycStatus), phone: '9876543210' };
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Handler>();
  const session = (): SessionResponse => ({ userId: 'user-1', phoneMasked: `******${state.phone.slice(-4)}`, kycStatus: state.kycStatus });
  const item = () => (state.kycStatus === 'verified' || state.kycStatus === 'failed' ? state.kycStatus : 'not_started');
  const status = (): KycStatusResponse => ({
    kycStatus: state.kycStatus,
    aadhaar: { status: item(), masked: state.kycStatus === 'verified' ? 'XXXX XXXX 2346' : null },
    pan: { status: item(), masked: state.kycStatus === 'verified' ? 'ABCPEXXXXF' : null },
    mobileOtp: { status: 'verified', phoneMasked: session().phoneMasked },
    verifiedAt: null,
  });
  const unauthorized = () => Response.json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in.' }, { status: 401 });

  const routes: Record<string, Handler> = {
    'GET /api/session': () => (state.signedIn ? Response.json(session()) : unauthorized()),
    'GET /api/kyc/status': () => (state.signedIn ? Response.json(status()) : unauthorized()),
    'POST /api/otp/generate': () => Response.json({ message: 'OTP sent successfully.', expiresIn: 300 }),
    'POST /api/otp/verify': (body) => {
      const { otp, phone } = body as { otp: string; phone: string };
      if (otp !== '123456') return Response.json({ statusCode: 400, code: 'OTP_INVALID', message: 'Invalid OTP. Please check the code and try again.' }, { status: 400 });
      state.signedIn = true;
      state.phone = phone;
      return Response.json({ message: 'Phone number verified successfully.', verified: true, session: session() });
    },
    // The provider texts an OTP to the Aadhaar-linked mobile (202); the sandbox's 111000 confirms it.
    'POST /api/kyc/verify': () => {
      if (!state.signedIn) return unauthorized();
      return Response.json({ message: 'Enter the OTP sent to your Aadhaar-linked mobile', otpSent: true, expiresIn: 600 }, { status: 202 });
    },
    'POST /api/kyc/aadhaar-otp': (body) => {
      if (!state.signedIn) return unauthorized();
      if ((body as { otp: string }).otp !== '111000') {
        const message = 'The Aadhaar OTP is wrong or has expired. Please check the code, or submit your details again for a new OTP.';
        return Response.json({ statusCode: 400, code: 'OTP_INVALID', message }, { status: 400 });
      }
      state.kycStatus = 'verified';
      return Response.json({ message: 'KYC verified successfully.', status: status() });
    },
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const key = `${request.method} ${url.pathname}`;
    requests.push({ method: request.method, path: url.pathname, body });
    const answer = overrides.get(key)?.(body) ?? routes[key]?.(body);
    return answer ?? new Response('not found', { status: 404 });
  });

  // Relative '/api/...' requests resolve against http://localhost under Node's fetch.
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    requests,
    on: (key: string, handler: Handler) => overrides.set(key, handler),
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
