import { describe, expect, it } from 'vitest';
import { cardSchema, formatCardNumber, formatCvv, formatExpiry, minimumProblem, returnRateOf, upiIdSchema } from './payment-rules.js';

describe('payment rules (spec 5)', () => {
  it('formats card number, expiry and CVV as typed', () => {
    expect(formatCardNumber('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-11')).toBe('4111 11');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatCvv('a12b34c5')).toBe('1234');
  });

  it('checks the UPI ID with the spec message', () => {
    expect(upiIdSchema.safeParse('asha.rao@okaxis').success).toBe(true);
    const bad = upiIdSchema.safeParse('a@okaxis');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)');
    expect(upiIdSchema.safeParse('asha@ok1').success).toBe(false);
  });

  it('needs at least 13 card digits', () => {
    const result = cardSchema.safeParse({ number: '4111 1111 1111', expiry: '12/30', cvv: '123', holder: 'Asha' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid card number');
  });

  it('knows the minimums per method', () => {
    expect(minimumProblem('upi', 9999)).toBe('The minimum investment is ₹10,000.');
    expect(minimumProblem('card', 10000)).toBeNull();
    expect(minimumProblem('cash', 499999)).toBe('Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.');
    expect(minimumProblem('cash', 500000)).toBeNull();
  });

  it('takes the first number of the returns text', () => {
    expect(returnRateOf('18% p.a.')).toBe('18');
    expect(returnRateOf('17.5% p.a.')).toBe('17.5');
    expect(returnRateOf('12-15%')).toBe('12');
    expect(returnRateOf('Market Linked')).toBeUndefined();
  });
});
