/**
 * KYC (product §2 "KYC", §3 "KYC payload", §4 "KYC", §5, §8): POST /api/kyc/verify and GET /api/kyc/status.
 * Full Aadhaar and clear PAN never appear in an answer: only their masked forms do.
 */
import type { KycStatus } from './session.js';

/**
 * State of one verification item on the status panel (product §4: not-started, then verified or failed); `pending` while
 * a new attempt waits for its Aadhaar OTP (a new attempt clears an earlier failure).
 */
export type KycItemStatus = 'not_started' | 'pending' | 'verified' | 'failed';

/** POST /api/kyc/verify (product §3: aadhaar, pan, userId). `userId` must be the signed-in user's. */
export interface KycVerifyRequest {
  /** 12 digits; spaces allowed (the form shows it grouped 4-4-4). */
  aadhaar: string;
  /** AAAAA9999A, fourth letter P (an individual). */
  pan: string;
  userId: string;
  /**
   * The version of the Aadhaar e-KYC consent text the holder ticked (AADHAAR_CONSENT_VERSION): without the current
   * one the API refuses (400 CONSENT_REQUIRED) and asks the provider nothing.
   */
  consentVersion: string;
}

/** GET /api/kyc/status: the signed-in user's real KYC state, for the status panel and /kyc-verification. */
export interface KycStatusResponse {
  kycStatus: KycStatus;
  aadhaar: { status: KycItemStatus; /** 'XXXX XXXX 1234' once verified. */ masked: string | null };
  pan: { status: KycItemStatus; /** First five, XXXX, last: 'ABCPEXXXXF' once verified. */ masked: string | null };
  /** Signed in means the phone proved ownership with an OTP. */
  mobileOtp: { status: KycItemStatus; phoneMasked: string };
  verifiedAt: string | null;
  /** The attempt waiting for its Aadhaar OTP, if any: the page shows the OTP step again after a reload. */
  aadhaarOtp: KycPendingAadhaarOtp | null;
}

/**
 * A KYC attempt waiting for the OTP UIDAI texted to the Aadhaar-linked mobile. Times are relative (seconds from the
 * answer), so the page does not depend on its own clock.
 */
export interface KycPendingAadhaarOtp {
  /** Where the OTP went: the mobile linked to the Aadhaar ending in these digits, 'XXXX XXXX 1234'. */
  aadhaarMasked: string;
  /** Seconds the OTP stays valid. */
  expiresIn: number;
  /** Seconds before another OTP may be asked for (POST /api/kyc/aadhaar-otp/resend); 0: now. */
  resendIn: number;
}

/** 200 from POST /api/kyc/verify (details already verified) and from POST /api/kyc/aadhaar-otp. */
export interface KycVerifyResponse {
  message: string;
  status: KycStatusResponse;
}

/**
 * 202 from POST /api/kyc/verify: the KYC provider sent an OTP to the Aadhaar-linked mobile (UIDAI e-KYC); the holder
 * confirms it with POST /api/kyc/aadhaar-otp within `expiresIn` seconds.
 */
export interface KycOtpSentResponse {
  message: string;
  otpSent: true;
  expiresIn: number;
}

/** POST /api/kyc/aadhaar-otp/resend: another OTP for the pending attempt (after KYC_AADHAAR_OTP_RESEND_SECONDS). */
export interface KycAadhaarOtpResendRequest {
  userId: string;
}

/** POST /api/kyc/aadhaar-otp: the OTP sent to the Aadhaar-linked mobile. `userId` must be the signed-in user's. */
export interface KycAadhaarOtpRequest {
  otp: string;
  userId: string;
}

/** Seconds an Aadhaar OTP stays valid (UIDAI: 10 minutes). */
export const KYC_AADHAAR_OTP_TTL_SECONDS = 600;
/** Seconds before another Aadhaar OTP may be asked for (Cashfree/UIDAI: a second OTP only 45 s after the first). */
export const KYC_AADHAAR_OTP_RESEND_SECONDS = 45;

/** Input rules of the KYC form (product §5). */
export const KYC_AADHAAR_INPUT_MAX_LENGTH = 14;
export const KYC_PAN_MAX_LENGTH = 10;
export const KYC_PHONE_MAX_LENGTH = 10;
/** Seconds after success before the page goes to /payment (product §2). */
export const KYC_SUCCESS_REDIRECT_MS = 2000;

/** Product §5 and §8 wording of the KYC screen, word for word. */
export const KycMessage = {
  InvalidPhoneTitle: 'Invalid Phone Number',
  MissingFields: 'Please fill in Aadhaar, PAN, and phone numbers.',
  PhoneNotVerified: 'Please verify your phone number with OTP first.',
  OtpSendFailedTitle: 'Failed to Send OTP',
  OtpSendFailedFallback: 'Please try again.',
  VerificationFailedTitle: 'Verification Failed',
  KycFailed: 'Please check your details and try again.',
  /** Shown once the identity form is submitted: the provider texted an OTP to the Aadhaar-linked mobile. */
  AadhaarOtpPrompt: 'Enter the OTP sent to your Aadhaar-linked mobile',
  /** POST /api/kyc/verify without the current Aadhaar consent (400 CONSENT_REQUIRED). */
  ConsentRequired: 'Please read the Aadhaar consent and tick the box to continue.',
} as const;

/** The version of the Aadhaar e-KYC consent text below; a new text gets a new version. */
export const AADHAAR_CONSENT_VERSION = '2026-11';

/**
 * What the holder is told before the Aadhaar OTP (Aadhaar Act 2016 s. 8(2)-(3), Aadhaar (Authentication and Offline
 * Verification) Regulations 2021: purpose, use of the number and the OTP, storage, that it is voluntary and the
 * alternatives). The checkbox's label is `AADHAAR_CONSENT_LABEL`.
 */
export const AADHAAR_CONSENT_TEXT = [
  'We use your Aadhaar only for your KYC, which the law requires before you invest with us.',
  'Your Aadhaar number and the OTP go to our licensed KYC provider, which checks them with UIDAI and sends back your e-KYC details (name and date of birth). We use them only to verify you.',
  'We never store your Aadhaar number in full: only its last four digits and a one-way code. The OTP is not kept.',
  'Using Aadhaar is voluntary. If you prefer not to, write to us and we will verify you with another officially valid document, such as your passport, driving licence or voter ID.',
] as const;

export const AADHAAR_CONSENT_LABEL = 'I agree to use my Aadhaar and the OTP sent to my Aadhaar-linked mobile for e-KYC, as described above.';
