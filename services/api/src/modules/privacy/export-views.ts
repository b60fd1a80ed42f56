import { OTP_MAX_ATTEMPTS, type OtpOutcome, type PrivacyExportOtp, type PrivacyExportSession } from '@invest/contracts';
import type { OtpCodeSummary } from '../otp/otp-personal-data.js';
import type { SessionSummary } from '../session/session-personal-data.js';

/** A session as the export shows it: its times only (the stored token hash is not the person's data to carry away). */
export function toSessionExport(row: SessionSummary, currentSessionId: string | undefined): PrivacyExportSession {
  return {
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    idleExpiresAt: row.idleExpiresAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

export function otpOutcome(row: Pick<OtpCodeSummary, 'verifiedAt' | 'attempts' | 'expiresAt'>, now: Date): OtpOutcome {
  if (row.verifiedAt) return 'verified';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'too-many-attempts';
  return row.expiresAt <= now ? 'expired' : 'active';
}

/** A code sent to the person's phone: when, what for, and what became of it; never the code or its hash. */
export function toOtpExport(row: OtpCodeSummary, now: Date): PrivacyExportOtp {
  return {
    purpose: row.purpose,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    wrongAttempts: row.attempts,
    outcome: otpOutcome(row, now),
    verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
  };
}
