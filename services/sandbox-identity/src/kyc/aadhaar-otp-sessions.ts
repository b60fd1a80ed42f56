import { randomInt } from 'node:crypto';

interface OtpSession {
  aadhaar: string;
  expiresAt: number;
}

/** How long an Aadhaar OTP (and its ref_id) stays valid, as UIDAI's: 10 minutes. */
export const AADHAAR_OTP_TTL_MS = 10 * 60_000;
const MAX_SESSIONS = 10_000;

/** Open Aadhaar OTP requests by Cashfree `ref_id`, in memory; a ref_id is used once. */
export class AadhaarOtpSessions {
  private readonly sessions = new Map<string, OtpSession>();

  open(aadhaar: string): string {
    let refId = String(randomInt(10_000_000, 99_999_999));
    while (this.sessions.has(refId)) refId = String(randomInt(10_000_000, 99_999_999));
    this.sessions.set(refId, { aadhaar, expiresAt: Date.now() + AADHAAR_OTP_TTL_MS });
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    return refId;
  }

  /** The session of `refId`: 'unknown', 'expired' (then forgotten), or its Aadhaar. */
  find(refId: string): { kind: 'unknown' } | { kind: 'expired' } | { kind: 'open'; aadhaar: string } {
    const session = this.sessions.get(refId);
    if (!session) return { kind: 'unknown' };
    if (session.expiresAt <= Date.now()) {
      this.sessions.delete(refId);
      return { kind: 'expired' };
    }
    return { kind: 'open', aadhaar: session.aadhaar };
  }

  close(refId: string): void {
    this.sessions.delete(refId);
  }
}
