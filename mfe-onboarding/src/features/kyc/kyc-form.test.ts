import { describe, expect, it } from '@jest/globals';
import { formatAadhaarInput, formatOtpInput, formatPanInput, formatPhoneInput, kycFormSchema, otpSchema, phoneSchema } from './kyc-form.js';

describe('KYC input formatting (spec 5)', () => {
  it.each([
    ['234123412346', '2341 2341 2346'],
    ['2341-2341-2346', '2341 2341 2346'],
    ['23412341234699', '2341 2341 2346'],
    ['23412', '2341 2'],
    ['abc', ''],
  ])('Aadhaar %j is shown as %j (at most 14 characters)', (typed, shown) => {
    expect(formatAadhaarInput(typed)).toBe(shown);
    expect(formatAadhaarInput(typed).length).toBeLessThanOrEqual(14);
  });

  it.each([
    ['abcpe1234f', 'ABCPE1234F'],
    ['abcpe1234fzz', 'ABCPE1234F'],
    ['ab-cp e12', 'ABCPE12'],
  ])('PAN %j is upper-cased to %j (at most 10)', (typed, shown) => {
    expect(formatPanInput(typed)).toBe(shown);
  });

  it('phone keeps digits, 10 at most; OTP keeps digits, truncated at 6', () => {
    expect(formatPhoneInput('98765 43210 99')).toBe('9876543210');
    expect(formatOtpInput('12a34567')).toBe('123456');
  });
});

describe('KYC validation messages (spec 5, word for word)', () => {
  it('phone needs 10 digits', () => {
    expect(phoneSchema.safeParse('987654321').error?.issues[0]?.message).toBe('Please enter a valid 10-digit phone number.');
    expect(phoneSchema.safeParse('9876543210').success).toBe(true);
  });

  it('OTP needs exactly 6 digits', () => {
    expect(otpSchema.safeParse('12345').error?.issues[0]?.message).toBe('Please enter the complete 6-digit OTP.');
    expect(otpSchema.safeParse('123456').success).toBe(true);
  });

  it('Aadhaar, PAN and phone are required', () => {
    const result = kycFormSchema.safeParse({ aadhaar: '', pan: 'ABCPE1234F', phone: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please fill in Aadhaar, PAN, and phone numbers.',
      'Please fill in Aadhaar, PAN, and phone numbers.',
    ]);
  });
});
