import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@invest/contracts';

/** A uniformly random 6-digit code (leading zeros kept). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC-SHA256 of phone and code, keyed with OTP_PEPPER: a leaked table cannot be brute-forced offline. */
export function hashOtp(pepper: string, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${code}`, 'utf8').digest('hex');
}

export function otpMatches(pepper: string, phone: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(pepper, phone, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
