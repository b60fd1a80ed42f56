import { describe, expect, it } from '@jest/globals';
import { lockoutRule, OTP_LOCKOUT_FAILURES, phoneRateLimitKeys, verifyRules } from './otp-limits.js';

describe('OTP verification limits', () => {
  it('count checks per phone (10 / 15 min) and per address (twice the send limit), the address last after `ip:`', () => {
    expect(verifyRules('9876543210', '10.0.0.1', 30)).toEqual([
      { key: 'otp:verify:phone:9876543210', limit: 10, windowMs: 15 * 60_000 },
      { key: 'otp:verify:ip:10.0.0.1', limit: 60, windowMs: 15 * 60_000 },
    ]);
  });

  it('lock a phone after 10 failures within an hour', () => {
    expect(lockoutRule('9876543210')).toEqual({ key: 'otp:failures:phone:9876543210', limit: OTP_LOCKOUT_FAILURES, windowMs: 60 * 60_000 });
    expect(OTP_LOCKOUT_FAILURES).toBe(10);
  });

  it('name every key of a phone, for erasure', () => {
    expect(phoneRateLimitKeys('9876543210')).toEqual(['otp:phone:9876543210', 'otp:verify:phone:9876543210', 'otp:failures:phone:9876543210']);
  });
});
