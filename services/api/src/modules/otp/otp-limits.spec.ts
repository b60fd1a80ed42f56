import { describe, expect, it } from '@jest/globals';
import { phoneRateLimitKeys, sendRules, verifyRules } from './otp-limits.js';

describe('OTP limits', () => {
  it('count sends per phone and purpose (3 / 15 min), per address and platform-wide (a minute)', () => {
    expect(sendRules('9876543210', 'contact', '10.0.0.1', 30, 3000)).toEqual([
      { key: 'otp:phone:contact:9876543210', limit: 3, windowMs: 15 * 60_000 },
      { key: 'otp:ip:10.0.0.1', limit: 30, windowMs: 15 * 60_000 },
      { key: 'otp:global:send', limit: 3000, windowMs: 60_000 },
    ]);
    expect(sendRules('9876543210', 'kyc', '10.0.0.1', 30, 3000)[0]?.key).toBe('otp:phone:kyc:9876543210');
  });

  it('count checks per address (twice the send limit) and platform-wide, never per phone', () => {
    const rules = verifyRules('10.0.0.1', 30, 3000);
    expect(rules).toEqual([
      { key: 'otp:verify:ip:10.0.0.1', limit: 60, windowMs: 15 * 60_000 },
      { key: 'otp:global:verify', limit: 3000, windowMs: 60_000 },
    ]);
    expect(rules.some((rule) => rule.key.includes('9876543210'))).toBe(false);
  });

  it('name every key of a phone, for erasure', () => {
    expect(phoneRateLimitKeys('9876543210')).toEqual(['otp:phone:kyc:9876543210', 'otp:phone:contact:9876543210']);
  });
});
