import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys.js';
import { readStorage, removeStorage, storageEntries, writeStorage } from './storage.js';

const product = { name: 'Flexi FD', category: 'Fixed Deposits', returns: '17.5% p.a.', risk: 'Low', amount: 100000, duration: 24 };

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
