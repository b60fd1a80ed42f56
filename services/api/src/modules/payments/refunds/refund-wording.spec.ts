import { describe, expect, it } from '@jest/globals';
import { formatRupees, refundedMessage } from './refund-wording.js';

describe('refund wording', () => {
  it('writes rupees from paise with Indian grouping, paise only when there are some', () => {
    expect(formatRupees(10_033_000)).toBe('₹1,00,330');
    expect(formatRupees(10_033_050)).toBe('₹1,00,330.50');
    expect(formatRupees(100)).toBe('₹1');
  });

  it('says why a capture was refunded and how much goes back', () => {
    expect(refundedMessage('investment_closed', 10_033_000)).toBe(
      'This payment was refunded: this investment is no longer open for payment. ₹1,00,330 goes back to the account you paid from in 5-7 working days.',
    );
  });
});
