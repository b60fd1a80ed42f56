import { BankAccountMessage, type BankAccountView, type KycStatus, type KycStatusResponse, type NomineeView, type SessionResponse } from '@invest/contracts';
import { vi } from 'vitest';
import { ifscLookup, moneyOutRoutes, NO_NOMINEE, type MoneyOutState } from './fake-money-out.js';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | undefined;

interface Options {
  signedIn?: boolean;
  kycStatus?: KycStatus;
  bankAccount?: BankAccountView | null;
  nominee?: NomineeView;
}

/**
 * A small stand-in for the API behind `fetch`: OTP sign-in, session, KYC status, verify and the Aadhaar OTP, then the
 * bank account, IFSC lookup and nominee (fake-money-out.ts). Each test can override one route
 * (`on('POST /api/kyc/verify', ...)`); every request is recorded.
 */
export function fakeApi(options: Options = {}) {
  const state: { signedIn: boolean; kycStatus: KycStatus; phone: string } & MoneyOutState = {
    signedIn: options.signedIn ?? false,
    kycStatus: options.kycStatus ?? 'not_started',
    phone: '9876543210',
    bankAccount: options.bankAccount ?? null,
    verifyingReads: 1,
    pennyDrop: 'verified',
    nominee: options.nominee ?? NO_NOMINEE,
  };
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
  /** The money-out routes answer only a signed-in, KYC-verified investor. */
  const verifiedOnly =
    (handler: Handler): Handler =>
    (body) => {
      if (!state.signedIn) return unauthorized();
      if (state.kycStatus !== 'verified') {
        return Response.json({ statusCode: 403, code: 'KYC_VERIFICATION_REQUIRED', message: BankAccountMessage.KycRequired }, { status: 403 });
      }
      return handler(body);
    };
  const moneyOut: Record<string, Handler> = Object.fromEntries(
    Object.entries(moneyOutRoutes(state)).map(([key, handler]) => [key, verifiedOnly(handler)]),
  );

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
    ...moneyOut,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const key = `${request.method} ${url.pathname}`;
    requests.push({ method: request.method, path: url.pathname, body });
    const answer = overrides.get(key)?.(body) ?? routes[key]?.(body) ?? (request.method === 'GET' && url.pathname.startsWith('/api/bank-account/ifsc/') ? verifiedOnly(() => ifscLookup(url.pathname))(body) : undefined);
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
