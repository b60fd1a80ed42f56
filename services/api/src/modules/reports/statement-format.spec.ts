import { describe, expect, it } from '@jest/globals';
import { formatRupees, formatSignedRupees, isDebit, maskedAccount, payoutStateLabel, signedAmount } from './statement-format.js';

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

describe('payouts on a statement', () => {
  it('names the state, a due payout still pending as waiting for the bank account', () => {
    expect(payoutStateLabel({ status: 'pending', payoutDate: '2026-12-15' }, '2026-12-14')).toBe('Scheduled');
    expect(payoutStateLabel({ status: 'pending', payoutDate: '2026-12-15' }, '2026-12-15')).toBe('Awaiting account');
    expect(payoutStateLabel({ status: 'processing', payoutDate: '2026-12-15' }, '2026-12-15')).toBe('Processing');
    expect(payoutStateLabel({ status: 'paid', payoutDate: '2026-12-15' }, '2026-12-20')).toBe('Paid');
    expect(payoutStateLabel({ status: 'reversed', payoutDate: '2026-12-15' }, '2026-12-20')).toBe('Reversed');
  });

  it('shows only the last four digits of an account', () => {
    expect(maskedAccount('4321')).toBe('XX4321');
    expect(maskedAccount(null)).toBe('-');
  });
});
