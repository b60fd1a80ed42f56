import { describe, expect, it } from '@jest/globals';
import {
  clearAttempt,
  forInvestment,
  forPayment,
  investmentSettled,
  loadAttempt,
  paymentSettled,
  saveAttempt,
  selectionOf,
  withInvestmentId,
} from './payment-attempt.js';

const now = new Date('2026-01-15T10:00:00.000Z');
const later = new Date('2026-01-15T10:05:00.000Z');
const selection = selectionOf('user-1', 'plan.fixed-deposits.long-term-fd');

describe('a purchase attempt', () => {
  it('keeps its investment key and date while the investment request is unchanged', () => {
    const first = forInvestment(null, selection, '[100000]', now);
    expect(first.investment).toMatchObject({ request: '[100000]', date: now.toISOString(), id: null });
    expect(forInvestment(first, selection, '[100000]', later)).toBe(first);
    const changed = forInvestment(first, selection, '[200000]', later);
    expect(changed.investment.key).not.toBe(first.investment.key);
    expect(changed.investment.date).toBe(later.toISOString());
    expect(forInvestment(first, selectionOf('user-2', 'plan.fixed-deposits.long-term-fd'), '[100000]', later).investment.key).not.toBe(first.investment.key);
  });

  it('keeps the payment key while the body is unchanged, and a fresh one once settled or for another body', () => {
    const created = withInvestmentId(forInvestment(null, selection, '[100000]', now), 'inv-1');
    const card = forPayment(created, '["card"]');
    expect(forPayment(card, '["card"]').payment.key).toBe(card.payment.key);
    expect(forPayment(card, '["upi"]').payment.key).not.toBe(card.payment.key);
    const declined = paymentSettled(card);
    expect(declined.investment.id).toBe('inv-1');
    expect(forPayment(declined, '["card"]').payment.key).not.toBe(card.payment.key);
  });

  it('starts the investment over when it cannot be paid', () => {
    const created = forPayment(withInvestmentId(forInvestment(null, selection, '[100000]', now), 'inv-1'), '["card"]');
    const over = investmentSettled(created, later);
    expect(over.investment).toMatchObject({ request: '[100000]', id: null, date: later.toISOString() });
    expect(over.investment.key).not.toBe(created.investment.key);
    expect(over.payment).toBeNull();
  });

  it('survives a reload in sessionStorage, for its own selection only', () => {
    const attempt = forPayment(withInvestmentId(forInvestment(null, selection, '[100000]', now), 'inv-1'), '["card"]');
    saveAttempt(attempt);
    expect(loadAttempt(selection)).toEqual(attempt);
    expect(loadAttempt(selectionOf('user-1', 'plan.bonds.corporate-bonds'))).toBeNull();
    clearAttempt();
    expect(loadAttempt(selection)).toBeNull();
  });
});
