import { describe, expect, it } from 'vitest';
import { REDACTED, redactDeep } from './redact.js';

describe('redactDeep', () => {
  it('censors sensitive keys at any depth, case-insensitively', () => {
    const input = {
      phone: '9876543210',
      body: { otp: '123456', nested: { Aadhaar: '1234 5678 9012', PAN: 'ABCDE1234F' } },
      headers: { cookie: 'sid=abc', 'set-cookie': ['sid=abc'] },
      list: [{ otp: '654321' }],
    };
    expect(redactDeep(input)).toEqual({
      phone: REDACTED,
      body: { otp: REDACTED, nested: { Aadhaar: REDACTED, PAN: REDACTED } },
      headers: { cookie: REDACTED, 'set-cookie': REDACTED },
      list: [{ otp: REDACTED }],
    });
  });

  it('censors number, expiry, cvv and holder under a card-like key only', () => {
    const input = { amount: 5000, number: 7, cardDetails: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', holder: 'A' } };
    expect(redactDeep(input)).toEqual({
      amount: 5000,
      number: 7,
      cardDetails: { number: REDACTED, expiry: REDACTED, cvv: REDACTED, holder: REDACTED },
    });
  });

  it('does not mutate its input and leaves non-plain objects alone', () => {
    const error = new Error('boom');
    const input = { otp: '111111', err: error };
    const output = redactDeep(input);
    expect(input.otp).toBe('111111');
    expect(output.err).toBe(error);
  });
});
