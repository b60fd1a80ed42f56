import { OTP_SEND_WINDOW_SECONDS, OTP_SENDS_PER_PHONE, type OtpPurpose } from '@invest/contracts';
import type { RateLimitRule } from '../rate-limit/sliding-window.js';

const WINDOW_MS = OTP_SEND_WINDOW_SECONDS * 1000;
/** The window of the platform-wide limits: what every client together may ask for in a minute. */
export const OTP_GLOBAL_WINDOW_MS = 60_000;

/**
 * The limits of POST /api/otp/generate: per phone and purpose (a contact code never uses up the sign-in sends), per
 * client address, and platform-wide (a spray from many addresses stops there, and so does the SMS bill).
 */
export function sendRules(phone: string, purpose: OtpPurpose, ip: string, ipLimit: number, globalLimit: number): RateLimitRule[] {
  return [
    { key: sendPhoneKey(phone, purpose), limit: OTP_SENDS_PER_PHONE, windowMs: WINDOW_MS },
    { key: `otp:ip:${ip}`, limit: ipLimit, windowMs: WINDOW_MS },
    { key: 'otp:global:send', limit: globalLimit, windowMs: OTP_GLOBAL_WINDOW_MS },
  ];
}

/**
 * The limits of POST /api/otp/verify: per client address (twice its send limit) and platform-wide. Nothing here
 * counts against the phone: wrong guesses count against the live code they were made for (OTP_MAX_ATTEMPTS kill it),
 * so nobody can lock an owner out of their own number by guessing at it.
 */
export function verifyRules(ip: string, ipSendLimit: number, globalLimit: number): RateLimitRule[] {
  return [
    { key: `otp:verify:ip:${ip}`, limit: ipSendLimit * 2, windowMs: WINDOW_MS },
    { key: 'otp:global:verify', limit: globalLimit, windowMs: OTP_GLOBAL_WINDOW_MS },
  ];
}

function sendPhoneKey(phone: string, purpose: OtpPurpose): string {
  return `otp:phone:${purpose}:${phone}`;
}

/** Every OTP rate-limit key that names `phone` (what erasing a phone number must also forget). */
export function phoneRateLimitKeys(phone: string): string[] {
  return [sendPhoneKey(phone, 'kyc'), sendPhoneKey(phone, 'contact')];
}
