import { describe, expect, it } from 'vitest';
import { payoutTransaction } from './payout-settlement.js';

const payout = { userId: 'u1', investmentId: 'i1', amountPaise: 1_500_00, payoutDate: '2026-02-15', sequence: 2 };
const now = new Date('2026-02-20T06:30:00.000Z');

describe('payoutTransaction', () => {
  it('records a monthly payout as a completed payout line of the same amount and investment', () => {
    expect(payoutTransaction({ ...payout, payoutType: 'monthly' }, 't1', now)).toEqual({
      id: 't1',
      userId: 'u1',
      investmentId: 'i1',
      paymentId: null,
      type: 'payout',
      status: 'completed',
      amountPaise: 1_500_00,
      description: 'Monthly interest payout 2 due 2026-02-15',
      createdAt: now,
    });
  });

  it('names a maturity payout', () => {
    expect(payoutTransaction({ ...payout, payoutType: 'maturity' }, 't2', now).description).toBe('Maturity payout due 2026-02-15');
  });
});
