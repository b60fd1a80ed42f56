import { describe, expect, it } from '@jest/globals';
import { paymentsTranslate } from '../../../testing/payments-i18n.js';
import { frequencyLabel, mandateDate, previewMandate } from './autopay-mandate.js';

describe('the AutoPay mandate shown before the order exists', () => {
  it('is the one the API sets up: up to the amount a debit, monthly, for 10 years', () => {
    expect(previewMandate(100000, new Date('2026-01-15T10:00:00Z'))).toEqual({ maxAmount: 100000, frequency: 'monthly', validUntil: '2036-01-15' });
    expect(frequencyLabel('monthly', paymentsTranslate('en'))).toBe('Monthly');
    expect(mandateDate('2036-01-15')).toBe('15 Jan 2036');
  });

  it('counts from the India day: at 22:45 UTC it is already the next day in India', () => {
    expect(previewMandate(100000, new Date('2026-11-26T22:45:00Z')).validUntil).toBe('2036-11-27');
    expect(mandateDate('2036-11-27')).toBe('27 Nov 2036');
  });

  it('reads in Hindi under /hi: the frequency and the end date', () => {
    expect(frequencyLabel('monthly', paymentsTranslate('hi'))).toBe('मासिक');
    expect(mandateDate('2036-01-15', 'hi')).toMatch(/^15 .+ 2036$/);
    expect(mandateDate('2036-01-15', 'hi')).not.toContain('Jan');
  });
});
