import { describe, expect, it } from '@jest/globals';
import { serverMessage } from './failure-toast.js';

describe('serverMessage', () => {
  it("is the server's own message of a failed call", () => {
    const refusal = {
      status: 400,
      message: '400: Bad Request',
      body: { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid or expired OTP. Please check the code or request a new OTP.' },
    };
    expect(serverMessage(refusal)).toBe('Invalid or expired OTP. Please check the code or request a new OTP.');
  });

  it('is nothing when the call failed without an answer (network, thrown error)', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage({ status: 502, message: 'Bad Gateway' })).toBeUndefined();
  });
});
