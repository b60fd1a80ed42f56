import { AADHAAR_CONSENT_VERSION, type KycStatusResponse } from './kyc.js';
import type { BankAccountView, NomineeView } from './money-out.js';
import { TERMS_VERSION } from './payments.js';
import type { OtpPurpose } from './session.js';

/** /api/privacy: data-principal rights of a signed-in user (DPDP Act 2023). */

export const PRIVACY_REQUEST_TYPES = ['access', 'rectification', 'erasure', 'restrict-processing'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export type PrivacyRequestStatus = 'pending' | 'completed';

export const CONSENT_TYPES = ['marketing', 'analytics', 'third-party', 'personalization'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Product §3: consent type names and defaults (granted, except Personalized Experience). */
/**
 * The optional consents. Each starts as denied until the person grants it (DPDP Act 2023 s. 6: consent is a clear
 * affirmative action; README: where the spec started three of them as granted).
 */
export const CONSENT_DEFINITIONS = {
  marketing: { label: 'Marketing Communications', defaultGranted: false },
  analytics: { label: 'Analytics & Performance', defaultGranted: false },
  'third-party': { label: 'Third-party Integrations', defaultGranted: false },
  personalization: { label: 'Personalized Experience', defaultGranted: false },
} as const satisfies Readonly<Record<ConsentType, { label: string; defaultGranted: boolean }>>;

/**
 * Consents given once as part of a step, not toggled on the privacy page: the Aadhaar e-KYC consent (before the
 * Aadhaar OTP) and the acceptance of the Terms & Conditions and Risk Disclosure (before the first payment). Kept in
 * the same consent records as the optional consents, each with the version of the text and the time.
 */
export const AGREEMENT_TYPES = ['aadhaar-ekyc', 'terms-risk'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const AGREEMENT_DEFINITIONS = {
  'aadhaar-ekyc': { label: 'Aadhaar e-KYC consent', version: AADHAAR_CONSENT_VERSION },
  'terms-risk': { label: 'Terms & Conditions and Risk Disclosure', version: TERMS_VERSION },
} as const satisfies Readonly<Record<AgreementType, { label: string; version: string }>>;

/** GET /api/privacy/agreements: what the user agreed to, and whether it is the current version. */
export interface AgreementState {
  type: AgreementType;
  label: string;
  /** The version in force now. */
  currentVersion: string;
  /** The version last agreed to; null when never. */
  acceptedVersion: string | null;
  acceptedAt: string | null;
  /** The current version is agreed to. */
  current: boolean;
}

export const PRIVACY_REQUEST_LABELS = {
  access: 'Access',
  rectification: 'Rectification',
  erasure: 'Erasure',
  'restrict-processing': 'Restrict Processing',
} as const satisfies Readonly<Record<PrivacyRequestType, string>>;

/** Longest free-text note accepted with a request. */
export const PRIVACY_REQUEST_DETAILS_MAX = 500;

/** POST /api/privacy/requests */
export interface PrivacyRequestCreate {
  type: PrivacyRequestType;
  details?: string;
}

/**
 * What an erasure waits for: money the platform still holds for the investor. Erasure runs once all of it is paid
 * out (the bank account and the sign-in are needed until then).
 */
export interface ErasureHeld {
  /** Paid-for investments not yet over (before maturity, or with a payout still to pay). */
  activeInvestments: number;
  /** Their principal, in rupees. */
  outstandingPrincipal: number;
  /** Payouts not yet paid (scheduled, on their way, or returned by the bank). */
  unpaidPayouts: number;
  /** Payments still with the gateway or the bank. */
  paymentsInProgress: number;
  /** The date of the last payout still to pay ('YYYY-MM-DD', India; an investment's maturity counts), or null when none is scheduled. */
  finalPayoutDate: string | null;
}

export interface PrivacyRequestView {
  id: string;
  type: PrivacyRequestType;
  status: PrivacyRequestStatus;
  details: string | null;
  createdAt: string;
  completedAt: string | null;
  /** A pending erasure: when it is carried out (ISO instant): after the waiting period, and after the final payout. */
  scheduledFor: string | null;
  /** A pending erasure while money is held: what is held (erasure runs after the final payout is paid); else null. */
  held: ErasureHeld | null;
}

/** GET /api/privacy/consents: the current state of each type (its default until the user decides). */
/** The version of the consent texts a decision answers; kept with every consent record. */
export const CONSENT_TEXT_VERSION = '2026-11';

export interface ConsentState {
  type: ConsentType;
  label: string;
  granted: boolean;
  /** The version of the text last answered; null while the default applies. */
  version: string | null;
  /** When the user last decided; null while the default applies. */
  updatedAt: string | null;
}

/** PUT /api/privacy/consents/{type} */
export interface ConsentUpdate {
  granted: boolean;
}

export type PrivacyEventType = 'request_created' | 'consent_granted' | 'consent_withdrawn' | 'data_exported';

export interface PrivacyEventView {
  id: string;
  type: PrivacyEventType;
  description: string;
  createdAt: string;
}

/** Newest events returned by GET /api/privacy/events. */
export const PRIVACY_EVENTS_LIMIT = 20;

/** The KYC record in the export: its numbers masked as on the KYC page, with its history. */
export interface PrivacyExportKyc {
  status: KycStatusResponse;
  /** The e-KYC holder as UIDAI confirmed them: name and date of birth ('YYYY-MM-DD'); null before verification. */
  holder: { name: string; dateOfBirth: string | null } | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

/** A Form 15G/15H the investor made (amounts in rupees). */
export interface PrivacyExportTdsDeclaration {
  financialYear: string;
  form: string;
  estimatedIncome: number;
  declaredAt: string;
  updatedAt: string;
}

/** TDS withheld from one payout (amounts in rupees). */
export interface PrivacyExportTdsDeduction {
  payoutId: string;
  payoutDate: string;
  gross: number;
  tds: number;
  net: number;
}

/** A session of the user (the token itself is never kept, only its hash, which is not exported). */
export interface PrivacyExportSession {
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  expiresAt: string;
  /** The session this download was made from. */
  current: boolean;
}

/** What became of a one-time code sent to the user's phone. */
export type OtpOutcome = 'verified' | 'too-many-attempts' | 'expired' | 'active';

/** One code sent to the user's phone: times and outcome only, never the code (only its HMAC is kept, not exported). */
export interface PrivacyExportOtp {
  purpose: OtpPurpose;
  sentAt: string;
  expiresAt: string;
  wrongAttempts: number;
  outcome: OtpOutcome;
  verifiedAt: string | null;
}

/** GET /api/privacy/export (Content-Disposition: attachment): everything held about the signed-in user. */
export interface PrivacyExport {
  exportedAt: string;
  /** `language`: the investor's chosen language (always sent by the API; optional for pages written before it). */
  user: { id: string; phone: string; kycStatus: string; language?: string; createdAt: string };
  consents: ConsentState[];
  /** The Aadhaar e-KYC consent and the acceptance of the terms. */
  agreements: AgreementState[];
  /** Every consent record, optional consents and agreements alike, oldest first. */
  consentHistory: { type: ConsentType | AgreementType; granted: boolean; version: string; recordedAt: string }[];
  privacyRequests: PrivacyRequestView[];
  privacyEvents: PrivacyEventView[];
  contactMessages: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    interest: string;
    message: string;
    createdAt: string;
  }[];
  /** Null when the user never started KYC. */
  kyc: PrivacyExportKyc | null;
  /** Every bank account added, oldest first: last four digits only. */
  bankAccounts: BankAccountView[];
  nominee: NomineeView;
  sessions: PrivacyExportSession[];
  otpHistory: PrivacyExportOtp[];
  investments: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  transactions: Record<string, unknown>[];
  payouts: Record<string, unknown>[];
  /** Captures given back (refunded), oldest first. */
  refunds: Record<string, unknown>[];
  /** The texts about their money (payment received, payouts, refunds…), oldest first, with where each stands. */
  texts: Record<string, unknown>[];
  tdsDeclarations: PrivacyExportTdsDeclaration[];
  tdsDeductions: PrivacyExportTdsDeduction[];
  /** The payment gateway's customer id for this person (set up for UPI AutoPay), or null. */
  gatewayCustomerId: string | null;
}
