/** Machine-readable codes carried in every error body (`code`). */
export const ErrorCode = {
  AuthenticationRequired: 'AUTHENTICATION_REQUIRED',
  KycVerificationRequired: 'KYC_VERIFICATION_REQUIRED',
  /** The identity registry did not confirm the Aadhaar/PAN (POST /api/kyc/verify, 422). */
  KycVerificationFailed: 'KYC_VERIFICATION_FAILED',
  ValidationFailed: 'VALIDATION_FAILED',
  BadRequest: 'BAD_REQUEST',
  MalformedJson: 'MALFORMED_JSON',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The request (headers and body) did not arrive within the server's deadline (408). */
  RequestTimeout: 'REQUEST_TIMEOUT',
  /** The request headers are over the server's limit (431). */
  HeadersTooLarge: 'HEADERS_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  OtpInvalid: 'OTP_INVALID',
  OtpExpired: 'OTP_EXPIRED',
  CsrfHeaderMissing: 'CSRF_HEADER_MISSING',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  InternalError: 'INTERNAL_ERROR',
  PaymentDeclined: 'PAYMENT_DECLINED',
  /** The payment was captured but not kept (already paid, another amount, a closed investment): it is refunded. */
  PaymentRefunded: 'PAYMENT_REFUNDED',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** A client-sent term (rate, tenure, name, type) disagrees with the catalogue plan (422). */
  PlanTermsMismatch: 'PLAN_TERMS_MISMATCH',
  /** Too many payment attempts for this investment or this user (429); the gateway is not called. */
  PaymentAttemptsExceeded: 'PAYMENT_ATTEMPTS_EXCEEDED',
  /** The payment signature or webhook signature does not verify (400). */
  SignatureInvalid: 'SIGNATURE_INVALID',
  /** The payment gateway could not be reached or answered an error (502/503); nothing was charged twice. */
  GatewayUnavailable: 'GATEWAY_UNAVAILABLE',
  /** Investing needs a verified bank account for the payouts (403). */
  BankAccountRequired: 'BANK_ACCOUNT_REQUIRED',
  /** The penny drop found the account invalid, or the bank's name is not the KYC name (422). */
  BankAccountRejected: 'BANK_ACCOUNT_REJECTED',
  /** The Aadhaar e-KYC consent or the acceptance of the terms (current version) is missing (400); nothing was done. */
  ConsentRequired: 'CONSENT_REQUIRED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One field's problems, as listed in `errors` of a 400 answer. */
export interface FieldError {
  field: string;
  messages: string[];
}

/** The one error body of every failed API call. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  errors?: FieldError[];
}

/**
 * Header every state-changing request must carry. A cross-site HTML form cannot set it,
 * and a cross-site script cannot send it without a CORS preflight the API refuses.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'invest-web';
