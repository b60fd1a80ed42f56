import { describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS } from './storage-keys.js';
import { readStorage, removeStorage, storageEntries, writeStorage } from './storage.js';

const product = {
  planId: 'item.fixed-deposits.flexi-fd',
  name: 'Flexi FD',
  category: 'Fixed Deposits',
  returns: '17.5% p.a.',
  risk: 'Low',
  amount: 100000,
  duration: 24,
};

describe('storage helpers', () => {
  it('uses the spec keys', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'selectedProduct',
      'selectedInvestment',
      'demo-user-id',
      'demo-mode',
      'demo-selected-product',
      'demo_authenticated',
      'demo_kyc_status',
      'paymentAttempt',
    ]);
  });

  it('round-trips a JSON entry in localStorage', () => {
    expect(writeStorage(storageEntries.selectedProduct, product)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual(product);
    expect(readStorage(storageEntries.selectedProduct)).toEqual(product);
    removeStorage(storageEntries.selectedProduct);
    expect(readStorage(storageEntries.selectedProduct)).toBeNull();
  });

  it('writes text flags as plain text in sessionStorage', () => {
    writeStorage(storageEntries.demoMode, 'true');
    writeStorage(storageEntries.demoUserId, 'demo-42');
    expect(window.sessionStorage.getItem('demo-mode')).toBe('true');
    expect(window.sessionStorage.getItem('demo-user-id')).toBe('demo-42');
    expect(readStorage(storageEntries.demoMode)).toBe('true');
  });

  it('returns null for values that fail validation or are not JSON', () => {
    window.sessionStorage.setItem('demo-mode', 'yes');
    expect(readStorage(storageEntries.demoMode)).toBeNull();
    window.localStorage.setItem('selectedProduct', '{not json');
    expect(readStorage(storageEntries.selectedProduct)).toBeNull();
    window.localStorage.setItem('selectedProduct', JSON.stringify({ ...product, amount: 'lots' }));
    expect(readStorage(storageEntries.selectedProduct)).toBeNull();
    window.localStorage.setItem('demo_kyc_status', JSON.stringify({ kycStatus: 'maybe' }));
    expect(readStorage(storageEntries.demoKycStatus)).toBeNull();
  });

  it('reads a selected product written before plans had ids as no selection', () => {
    const { planId: _planId, ...old } = product;
    window.localStorage.setItem('selectedProduct', JSON.stringify(old));
    expect(readStorage(storageEntries.selectedProduct)).toBeNull();
    window.localStorage.setItem('selectedProduct', JSON.stringify({ ...product, planId: '' }));
    expect(readStorage(storageEntries.selectedProduct)).toBeNull();
  });

  it('keeps the plan and its own tenure: a 36-month plan stays 36 months', () => {
    const longTerm = {
      planId: 'plan.fixed-deposits.long-term-fd',
      name: 'Long Term FD',
      category: 'Fixed Deposits',
      returns: '22% p.a.',
      risk: 'Low',
      amount: 100000,
      duration: 36,
    };
    writeStorage(storageEntries.selectedProduct, longTerm);
    expect(readStorage(storageEntries.selectedProduct)).toEqual(longTerm);
  });

  it('keeps the payment attempt in sessionStorage, for this tab only', () => {
    const attempt = {
      selection: '["user-1","plan.fixed-deposits.long-term-fd"]',
      investment: { request: '[100000,36]', key: 'key-1', date: '2026-01-15T10:00:00.000Z', id: null },
      payment: null,
    };
    writeStorage(storageEntries.paymentAttempt, attempt);
    expect(readStorage(storageEntries.paymentAttempt)).toEqual(attempt);
    expect(window.localStorage.getItem('paymentAttempt')).toBeNull();
    const paid = { ...attempt, investment: { ...attempt.investment, id: 'inv-1' }, payment: { request: '["card"]', key: 'key-2' } };
    writeStorage(storageEntries.paymentAttempt, paid);
    expect(readStorage(storageEntries.paymentAttempt)).toEqual(paid);
    window.sessionStorage.setItem('paymentAttempt', JSON.stringify({ ...attempt, investment: { ...attempt.investment, key: '' } }));
    expect(readStorage(storageEntries.paymentAttempt)).toBeNull();
  });

  it('refuses to write a malformed value', () => {
    expect(() => writeStorage(storageEntries.selectedInvestment, { productType: 'Crypto' as 'Gold', plan: {}, planIndex: 0 })).toThrow();
    expect(window.sessionStorage.getItem('selectedInvestment')).toBeNull();
  });

  it('stores the selected investment in sessionStorage', () => {
    const selection = { productType: 'Fixed Deposit' as const, plan: { name: '12 Months', rate: '18%' }, planIndex: 0 };
    writeStorage(storageEntries.selectedInvestment, selection);
    expect(readStorage(storageEntries.selectedInvestment)).toEqual(selection);
    expect(window.localStorage.getItem('selectedInvestment')).toBeNull();
  });
});
