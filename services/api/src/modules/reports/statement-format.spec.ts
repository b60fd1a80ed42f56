import { describe, expect, it } from 'vitest';
import { formatRupees, formatSignedRupees, isDebit, signedAmount } from './statement-format.js';

describe('money the way it moves', () => {
  it.each([
    ['investment', true, -100000, '-INR 1,00,000'],
    ['fee', true, -330, '-INR 330'],
    ['payout', false, 1500, '+INR 1,500'],
  ] as const)('%s: debit %s, signed %d, shown %s', (type, debit, signed, shown) => {
    const amount = Math.abs(signed);
    expect(isDebit({ type })).toBe(debit);
    expect(signedAmount({ type, amount })).toBe(signed);
    expect(formatSignedRupees({ type, amount })).toBe(shown);
  });

  it('formats rupees with Indian grouping and no decimals', () => {
    expect(formatRupees(1234567.4)).toBe('INR 12,34,567');
  });
});
