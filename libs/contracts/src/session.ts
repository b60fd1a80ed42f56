import type { Language } from './language.js';

export type KycStatus = 'not_started' | 'pending' | 'verified' | 'failed';

/** GET /api/session */
export interface SessionResponse {
  userId: string;
  phoneMasked: string;
  kycStatus: KycStatus;
  /**
   * The investor's chosen language (PUT /api/profile/language), 'en' until they choose. The API always sends it;
   * optional in the type only so that pages and fixtures written before it still compile.
   */
  language?: Language;
}

export type OtpPurpose = 'kyc' | 'contact';

/** POST /api/otp/generate */
export interface OtpGenerateRequest {
  phone: string;
  type: OtpPurpose;
}

export interface OtpGenerateResponse {
  message: string;
  /** Seconds until the code expires and a new one may be requested (300). */
  expiresIn: number;
}

/** POST /api/otp/verify */
export interface OtpVerifyRequest {
  phone: string;
  otp: string;
  /** Which live code is checked: `kyc` (sign-in, the default) or `contact`; the two never cancel each other. */
  type?: OtpPurpose;
}

export interface OtpVerifyResponse {
  message: string;
  verified: true;
  /** The signed-in user, for a `kyc` code. A `contact` code proves the phone for one message and signs nobody in. */
  session?: SessionResponse;
}

/** An outside system the API talks to through a local stand-in (allowed in production only with ALLOW_SANDBOX=true). */
export type SandboxedService = 'payments' | 'sms' | 'kyc';

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  uptimeSeconds: number;
  /** The services answered by a stand-in rather than the real provider (empty in a real deployment). */
  sandbox: SandboxedService[];
}
