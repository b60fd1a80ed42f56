import { describe, expect, it } from '@jest/globals';
import { redactDeep } from './redact.js';
import { redactSensitiveText } from './sensitive-values.js';

describe('redactSensitiveText', () => {
  it('removes card numbers (Luhn), Aadhaar numbers (Verhoeff) and PANs inside free text', () => {
    expect(redactSensitiveText('card 4111 1111 1111 1111 ok')).toBe('card [Redacted] ok');
    expect(redactSensitiveText('4111-1111-1111-1111')).toBe('[Redacted]');
    expect(redactSensitiveText('aadhaar 234123412346')).toBe('aadhaar [Redacted]');
    expect(redactSensitiveText('pan ABCPE1234F')).toBe('pan [Redacted]');
  });

  it('keeps numbers that are not such values', () => {
    expect(redactSensitiveText('amount 100000, card 4111 1111 1111 1112, at 1763780000000, id 5f0c2a1b-8c3d-4e5f-a6b7-1234567890ab')).toBe(
      'amount 100000, card 4111 1111 1111 1112, at 1763780000000, id 5f0c2a1b-8c3d-4e5f-a6b7-1234567890ab',
    );
  });

  it('removes mobile numbers, e-mail addresses and UPI IDs, e.g. quoted back by a database error', () => {
    expect(redactSensitiveText("Duplicate entry '9876543210' for key 'users.phone'")).toBe("Duplicate entry '[Redacted]' for key 'users.phone'");
    expect(redactSensitiveText('call +91 9876543210 or 09876543210')).toBe('call [Redacted] or [Redacted]');
    expect(redactSensitiveText('from asha.rao@example.com via asha.rao@okaxis')).toBe('from [Redacted] via [Redacted]');
    // A masked UPI ID (as payments keep it) and numbers that are not mobiles stay.
    expect(redactSensitiveText('paid by as***@okaxis, 1234567890, 98765432101')).toBe('paid by as***@okaxis, 1234567890, 98765432101');
  });

  it('applies to strings under any key, at any depth', () => {
    expect(redactDeep({ body: { note: 'my card 4111111111111111', list: ['ABCPE1234F'] } })).toEqual({
      body: { note: 'my card [Redacted]', list: ['[Redacted]'] },
    });
  });
});
