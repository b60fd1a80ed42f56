import { describe, expect, it } from 'vitest';
import { cardBrand, checkExpiry, isValidCardNumber, maskCard, maskUpiId } from './card.js';

describe('card checks', () => {
  it('accepts Luhn-valid numbers of 13-19 digits, with spaces', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4000000000000002')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('411111111111')).toBe(false);
    expect(isValidCardNumber('4111-1111-1111-111a')).toBe(false);
  });

  it('checks the expiry against today (valid through the expiry month)', () => {
    expect(checkExpiry('11/26', '2026-11-30')).toEqual({ ok: true, month: 11, year: 2026 });
    expect(checkExpiry('10/26', '2026-11-01')).toEqual({ ok: false, reason: 'expired' });
    expect(checkExpiry('13/27', '2026-11-01')).toEqual({ ok: false, reason: 'format' });
    expect(checkExpiry('1/27', '2026-11-01')).toEqual({ ok: false, reason: 'format' });
  });

  it('keeps only brand and last four', () => {
    expect(cardBrand('5500 0000 0000 0004')).toBe('MASTERCARD');
    expect(maskCard('4111 1111 1111 1111')).toBe('VISA •••• 1111');
    expect(maskUpiId('rahul.k@okaxis')).toBe('ra***@okaxis');
  });
});
