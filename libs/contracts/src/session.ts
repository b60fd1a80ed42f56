export type KycStatus = 'not_started' | 'pending' | 'verified' | 'failed';

/** GET /api/session */
export interface SessionResponse {
  userId: string;
  phoneMasked: string;
  kycStatus: KycStatus;
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
}

export interface OtpVerifyResponse {
  message: string;
  verified: true;
  session: SessionResponse;
}

/** GET /api/dev/sms-outbox?phone= (development and test only) */
export interface SmsOutboxMessage {
  phone: string;
  body: string;
  createdAt: string;
}

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  uptimeSeconds: number;
}
