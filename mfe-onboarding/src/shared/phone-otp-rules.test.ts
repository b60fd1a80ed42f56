import { describe, expect, it } from '@jest/globals';
import { otpSchema, phoneSchema } from './phone-otp-rules.js';

describe('phone and OTP validation messages (product §5, word for word)', () => {
  it('phone needs 10 digits', () => {
    expect(phoneSchema.safeParse('987654321').error?.issues[0]?.message).toBe('Please enter a valid 10-digit phone number.');
    expect(phoneSchema.safeParse('9876543210').success).toBe(true);
  });

  it('OTP needs exactly 6 digits', () => {
    expect(otpSchema.safeParse('12345').error?.issues[0]?.message).toBe('Please enter the complete 6-digit OTP.');
    expect(otpSchema.safeParse('123456').success).toBe(true);
  });
});
