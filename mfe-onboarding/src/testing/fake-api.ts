import { BankAccountMessage, type BankAccountView, type KycStatus, type KycStatusResponse, type NomineeView, type SessionResponse } from '@invest/contracts';
import { fakeApi as fakeApiRouter, type ApiAnswer, type ApiCall } from '@invest/testing';
import { ifscLookup, moneyOutRoutes, NO_NOMINEE, type MoneyOutState } from './fake-money-out.js';

export type RecordedRequest = ApiCall;

type Handler = (body: unknown) => Response | undefined;

interface Options {
  signedIn?: boolean;
  kycStatus?: KycStatus;
  /** An attempt already waits for its Aadhaar OTP (the page is loaded again during that step). */
  aadhaarOtpPending?: boolean;
  bankAccount?: BankAccountView | null;
  nominee?: NomineeView;
}

/**
 * A small stand-in for the API behind `fetch`: OTP sign-in, session, KYC status, verify and the Aadhaar OTP, then the
 * bank account, IFSC lookup and nominee (fake-money-out.ts). Each test can override one route
 * (`on('POST /api/kyc/verify', ...)`); every request is recorded.
 */
export function fakeApi(options: Options = {}) {
  const state: { signedIn: boolean; kycStatus: KycStatus; phone: string; aadhaarOtpPending: boolean } & MoneyOutState = {
    signedIn: options.signedIn ?? false,
    kycStatus: options.kycStatus ?? 'not_started',
    phone: '9876543210',
    aadhaarOtpPending: options.aadhaarOtpPending ?? false,
    bankAccount: options.bankAccount ?? null,
    verifyingReads: 1,
    pennyDrop: 'verified',
    nominee: options.nominee ?? NO_NOMINEE,
  };
  const session = (): SessionResponse => ({ userId: 'user-1', phoneMasked: `******${state.phone.slice(-4)}`, kycStatus: state.kycStatus });
  const item = () => (state.kycStatus === 'verified' || state.kycStatus === 'failed' ? state.kycStatus : 'not_started');
  const status = (): KycStatusResponse => ({
    kycStatus: state.kycStatus,
    aadhaar: { status: item(), masked: state.kycStatus === 'verified' ? 'XXXX XXXX 2346' : null },
    pan: { status: item(), masked: state.kycStatus === 'verified' ? 'ABCPEXXXXF' : null },
    mobileOtp: { status: 'verified', phoneMasked: session().phoneMasked },
    aadhaarOtp: state.aadhaarOtpPending ? { aadhaarMasked: 'XXXX XXXX 2346', expiresIn: 600, resendIn: 0 } : null,
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
  const moneyOut: Record<string, Handler> = Object.fromEntries(Object.entries(moneyOutRoutes(state)).map(([key, handler]) => [key, verifiedOnly(handler)]));

  const routes: Record<string, Handler> = {
    'GET /api/session': () => (state.signedIn ? Response.json(session()) : unauthorized()),
    'GET /api/kyc/status': () => (state.signedIn ? Response.json(status()) : unauthorized()),
    'POST /api/otp/generate': () => Response.json({ message: 'OTP sent successfully.', expiresIn: 300 }),
    'POST /api/otp/verify': (body) => {
      const { otp, phone } = body as { otp: string; phone: string };
      if (otp !== '123456')
        return Response.json({ statusCode: 400, code: 'OTP_INVALID', message: 'Invalid OTP. Please check the code and try again.' }, { status: 400 });
      state.signedIn = true;
      state.phone = phone;
      return Response.json({ message: 'Phone number verified successfully.', verified: true, session: session() });
    },
    // The provider texts an OTP to the Aadhaar-linked mobile (202); the sandbox's 111000 confirms it.
    'POST /api/kyc/verify': () => {
      if (!state.signedIn) return unauthorized();
      state.aadhaarOtpPending = true;
      return Response.json({ message: 'Enter the OTP sent to your Aadhaar-linked mobile', otpSent: true, expiresIn: 600 }, { status: 202 });
    },
    'POST /api/kyc/aadhaar-otp/resend': () => {
      if (!state.signedIn) return unauthorized();
      return Response.json({ message: 'Enter the OTP sent to your Aadhaar-linked mobile', otpSent: true, expiresIn: 600 }, { status: 202 });
    },
    'POST /api/kyc/aadhaar-otp': (body) => {
      if (!state.signedIn) return unauthorized();
      if ((body as { otp: string }).otp !== '111000') {
        const message = 'The Aadhaar OTP is wrong or has expired. Please check the code, or submit your details again for a new OTP.';
        return Response.json({ statusCode: 400, code: 'OTP_INVALID', message, errors: [{ field: 'otp', messages: [message] }] }, { status: 400 });
      }
      state.kycStatus = 'verified';
      state.aadhaarOtpPending = false;
      return Response.json({ message: 'KYC verified successfully.', status: status() });
    },
    ...moneyOut,
  };

  const answer =
    (handler: Handler): ApiAnswer =>
    (request) =>
      handler(request.body);
  const api = fakeApiRouter(
    {
      ...Object.fromEntries(Object.entries(routes).map(([key, handler]) => [key, answer(handler)])),
      'GET /api/bank-account/ifsc/:ifsc': (request) => verifiedOnly(() => ifscLookup(request.path))(request.body),
    },
    { otherwise: () => new Response('not found', { status: 404 }) },
  );
  const requests = api.calls;

  return {
    state,
    requests,
    on: (key: string, handler: Handler) => api.on(key, answer(handler)),
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
