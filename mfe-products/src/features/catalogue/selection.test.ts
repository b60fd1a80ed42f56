import { describe, expect, it } from 'vitest';
import { saveInvestmentSelection, selectedProductFor } from './selection.js';

describe('selectedProductFor (spec 3)', () => {
  it.each([
    ['FIXED_DEPOSITS', 'Fixed Deposits', 100000, 24],
    ['BONDS', 'Bonds', 50000, null],
    ['MUTUAL_FUNDS', 'Mutual Funds', 50000, null],
    ['PREMIUM_GOLD', 'Premium Gold', 50000, null],
    ['SDI', 'SDI', 50000, null],
    ['FRACTIONAL_REAL_ESTATE', 'Fractional Real Estate', 50000, null],
  ] as const)('%s → amount %d, duration %s', (category, label, amount, duration) => {
    expect(selectedProductFor(category, label, { name: 'X', returns: '9% p.a.', risk: 'Low' })).toEqual({
      name: 'X',
      category: label,
      returns: '9% p.a.',
      risk: 'Low',
      amount,
      duration,
    });
  });

  it('stores the investment selection in session storage and the selected product in local storage', () => {
    const plan = { name: 'Corporate Bonds', rate: '8-12% p.a.', popular: true };
    saveInvestmentSelection({
      productType: 'Government Bonds',
      category: 'BONDS',
      displayLabel: 'Bonds',
      plan,
      planIndex: 1,
      summary: { name: 'Corporate Bonds', returns: '8-12% p.a.', risk: 'Low-Medium' },
    });
    expect(JSON.parse(window.sessionStorage.getItem('selectedInvestment') ?? 'null')).toEqual({ productType: 'Government Bonds', plan, planIndex: 1 });
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual({
      name: 'Corporate Bonds',
      category: 'Bonds',
      returns: '8-12% p.a.',
      risk: 'Low-Medium',
      amount: 50000,
      duration: null,
    });
  });
});
