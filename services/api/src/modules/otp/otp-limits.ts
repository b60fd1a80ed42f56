import { OTP_SEND_WINDOW_SECONDS } from '@invest/contracts';
import type { RateLimitRule } from '../rate-limit/sliding-window.js';

const WINDOW_MS = OTP_SEND_WINDOW_SECONDS * 1000;

/** Checks of a code allowed per phone per 15 minutes (whatever the code and the caller). */
export const OTP_VERIFY_PER_PHONE = 10;
/** Wrong or expired codes, across re-sends, after which the phone is locked. */
export const OTP_LOCKOUT_FAILURES = 10;
/** The failures counted for the lockout are those of the last hour; the lock lifts as they age out. */
export const OTP_LOCKOUT_WINDOW_MS = 60 * 60_000;

const verifyPhoneKey = (phone: string) => `otp:verify:phone:${phone}`;

/** The limits of POST /api/otp/verify: per phone, and per client address (twice the address's send limit). */
export function verifyRules(phone: string, ip: string, ipSendLimit: number): RateLimitRule[] {
  return [
    { key: verifyPhoneKey(phone), limit: OTP_VERIFY_PER_PHONE, windowMs: WINDOW_MS },
    { key: `otp:verify:ip:${ip}`, limit: ipSendLimit * 2, windowMs: WINDOW_MS },
  ];
}

/** One hit per failed check of this phone's codes; full means locked. */
export function lockoutRule(phone: string): RateLimitRule {
  return { key: `otp:failures:phone:${phone}`, limit: OTP_LOCKOUT_FAILURES, windowMs: OTP_LOCKOUT_WINDOW_MS };
}

/** Every OTP rate-limit key that names `phone` (what erasing a phone number must also forget). */
export function phoneRateLimitKeys(phone: string): string[] {
  return [`otp:phone:${phone}`, verifyPhoneKey(phone), lockoutRule(phone).key];
}
