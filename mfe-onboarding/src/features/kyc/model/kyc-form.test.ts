import { describe, expect, it } from '@jest/globals';
import { formatAadhaarInput, formatOtpInput, formatPanInput, kycFormSchema } from './kyc-form.js';

describe('KYC input formatting (product §5)', () => {
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

  it('the Aadhaar OTP keeps digits, truncated at 6', () => {
    expect(formatOtpInput('12a34567')).toBe('123456');
  });
});

describe('KYC validation messages (product §5, word for word)', () => {
  it('Aadhaar, PAN and phone are required', () => {
    const result = kycFormSchema.safeParse({ aadhaar: '', pan: 'ABCPE1234F', phone: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please fill in Aadhaar, PAN, and phone numbers.',
      'Please fill in Aadhaar, PAN, and phone numbers.',
    ]);
  });
});
