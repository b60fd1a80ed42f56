import { describe, expect, it } from '@jest/globals';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';

describe('OTP codes', () => {
  it('are always 6 digits', () => {
    for (let i = 0; i < 200; i += 1) expect(newOtpCode()).toMatch(/^\d{6}$/);
  });

  it('hash with the pepper and phone, and match only the same code', () => {
    const hash = hashOtp('pepper-pepper-pepper', '9876543210', '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(otpMatches('pepper-pepper-pepper', '9876543210', '012345', hash)).toBe(true);
    expect(otpMatches('pepper-pepper-pepper', '9876543210', '012346', hash)).toBe(false);
    expect(otpMatches('pepper-pepper-pepper', '9876543211', '012345', hash)).toBe(false);
    expect(otpMatches('another-pepper-xx', '9876543210', '012345', hash)).toBe(false);
  });
});
