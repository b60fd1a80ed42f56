import { describe, expect, it } from '@jest/globals';
import { isDebit, type LedgerTransactionType } from './portfolio.js';

describe('isDebit', () => {
  it.each<[LedgerTransactionType, boolean]>([
    ['investment', true],
    ['fee', true],
    ['payout', false],
  ])('a %s is a debit: %p', (type, debit) => {
    expect(isDebit({ type })).toBe(debit);
  });
});
