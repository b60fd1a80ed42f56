import { describe, expect, it } from '@jest/globals';
import { payoutTransaction } from './payout-transaction.js';

const payout = {
  userId: 'u1',
  investmentId: 'i1',
  amountPaise: 1_500_00,
  principalPaise: 0,
  payoutDate: '2026-02-15',
  sequence: 2,
  tdsPaise: 0,
  netPaise: 1_500_00,
  bankLast4: '4321',
};
const now = new Date('2026-02-20T06:30:00.000Z');

describe('payoutTransaction', () => {
  it('records a monthly payout as a completed payout line of the gross amount, naming the account it went to', () => {
    expect(payoutTransaction({ ...payout, payoutType: 'monthly' }, 't1', now)).toEqual({
      id: 't1',
      userId: 'u1',
      investmentId: 'i1',
      paymentId: null,
      type: 'payout',
      status: 'completed',
      amountPaise: 1_500_00,
      description: 'Monthly interest payout 2 due 2026-02-15, ₹1,500 paid to account ending 4321',
      createdAt: now,
    });
  });

  it('says what TDS was withheld', () => {
    const line = payoutTransaction({ ...payout, payoutType: 'monthly', amountPaise: 6_000_00, tdsPaise: 5_400_00, netPaise: 600_00 }, 't2', now);
    expect(line.amountPaise).toBe(6_000_00);
    expect(line.description).toBe('Monthly interest payout 2 due 2026-02-15, TDS ₹5,400 withheld, ₹600 paid to account ending 4321');
  });

  it('names no account when none is recorded', () => {
    const line = payoutTransaction({ ...payout, payoutType: 'monthly', bankLast4: null }, 't5', now);
    expect(line.description).toBe('Monthly interest payout 2 due 2026-02-15');
  });

  it('works the amount paid out of the gross and the TDS when the net is not recorded', () => {
    const line = payoutTransaction({ ...payout, payoutType: 'monthly', amountPaise: 6_000_00, tdsPaise: 5_400_00, netPaise: null }, 't4', now);
    expect(line.description).toBe('Monthly interest payout 2 due 2026-02-15, TDS ₹5,400 withheld, ₹600 paid to account ending 4321');
  });

  it('names a maturity payout', () => {
    expect(payoutTransaction({ ...payout, payoutType: 'maturity' }, 't3', now).description).toMatch(/^Maturity payout due 2026-02-15, /);
  });

  it('names the principal a maturity payout or a withdrawal repays', () => {
    const maturity = { ...payout, payoutType: 'maturity' as const, amountPaise: 101_500_00, principalPaise: 100_000_00, netPaise: 101_500_00 };
    expect(payoutTransaction(maturity, 't4', now).description).toBe(
      'Maturity payout (principal ₹1,00,000) due 2026-02-15, ₹1,01,500 paid to account ending 4321',
    );
    const withdrawal = { ...maturity, payoutType: 'withdrawal' as const };
    expect(payoutTransaction(withdrawal, 't5', now).description).toMatch(/^Premature withdrawal \(principal ₹1,00,000\) due 2026-02-15, /);
  });
});
