import { describe, expect, it } from 'vitest';
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
    expect(redactSensitiveText('phone 9876543210, amount 100000, card 4111 1111 1111 1112')).toBe('phone 9876543210, amount 100000, card 4111 1111 1111 1112');
  });

  it('applies to strings under any key, at any depth', () => {
    expect(redactDeep({ body: { note: 'my card 4111111111111111', list: ['ABCPE1234F'] } })).toEqual({ body: { note: 'my card [Redacted]', list: ['[Redacted]'] } });
  });
});
