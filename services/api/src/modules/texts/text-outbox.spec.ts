import { describe, expect, it } from '@jest/globals';
import { refusalOf } from './text-outbox.js';
import { textRupees } from './text-values.js';

describe('what a text may carry', () => {
  const paid = { amount: 'Rs. 1,500', tds: 'Rs. 0', account: '6789', utr: '123456789012', product: 'Short Term FD' };

  it('takes every variable of the template, accounts by their last four digits, references as one word', () => {
    expect(refusalOf('payout_sent', paid)).toBeNull();
    expect(refusalOf('payment_received', { amount: 'Rs. 1,00,330', product: 'Short Term FD', reference: 'pay_Q1w2E3r4T5y6U7' })).toBeNull();
  });

  it.each([
    ['a missing variable', { ...paid, utr: '' }, 'no value for ##utr##'],
    ['a whole account number', { ...paid, account: '512345678901' }, '##account## would carry a full identifier'],
    ['an account masked otherwise', { ...paid, account: 'XX6789' }, '##account## would carry a full identifier'],
    ['a PAN in a free text', { ...paid, product: 'FD of ABCPE1234F' }, '##product## would carry a full identifier'],
    ['an Aadhaar number in a free text', { ...paid, product: 'FD 2341 2341 2346' }, '##product## would carry a full identifier'],
    ['a reference with spaces', { ...paid, utr: 'UTR 1234' }, '##utr## would carry a full identifier'],
  ])('refuses %s', (_what, values, reason) => {
    expect(refusalOf('payout_sent', values)).toBe(reason);
  });
});

describe('textRupees', () => {
  it('writes paise as rupees with Indian grouping, paise only when there are some', () => {
    expect([textRupees(10_033_000), textRupees(150_000), textRupees(9_889_567), textRupees(0)]).toEqual([
      'Rs. 1,00,330',
      'Rs. 1,500',
      'Rs. 98,895.67',
      'Rs. 0',
    ]);
  });
});
