import { catalogueProducts } from '@invest/testing';
import { describe, expect, it } from '@jest/globals';
import { catalogueItemChoice, rangeDefault, saveInvestmentSelection, selectedProductFor } from './selection.js';

const choice = { planId: 'plan.x', name: 'X', returns: '9% p.a.', risk: 'Low', durationMonths: null, minAmount: 0 };

describe('selectedProductFor (product §3)', () => {
  it.each([
    ['FIXED_DEPOSITS', 'Fixed Deposits', 100000],
    ['BONDS', 'Bonds', 50000],
    ['MUTUAL_FUNDS', 'Mutual Funds', 50000],
    ['PREMIUM_GOLD', 'Premium Gold', 50000],
    ['SDI', 'SDI', 50000],
    ['FRACTIONAL_REAL_ESTATE', 'Fractional Real Estate', 50000],
  ] as const)('%s → amount %d, with the plan id and its own tenure', (category, label, amount) => {
    expect(selectedProductFor(category, label, { ...choice, durationMonths: 36 })).toEqual({
      planId: 'plan.x',
      name: 'X',
      category: label,
      returns: '9% p.a.',
      risk: 'Low',
      amount,
      duration: 36,
    });
  });

  it("raises the amount to the plan's minimum when that is higher, never lowers it", () => {
    expect(selectedProductFor('SDI', 'SDI', { ...choice, minAmount: 200000 }).amount).toBe(200000);
    expect(selectedProductFor('FIXED_DEPOSITS', 'Fixed Deposits', { ...choice, minAmount: 50000 }).amount).toBe(100000);
    expect(selectedProductFor('FIXED_DEPOSITS', 'Fixed Deposits', { ...choice, minAmount: 150000 }).amount).toBe(150000);
  });

  it("a /products card: the plan's booked terms, its default tenure and minimum", () => {
    const longTerm = catalogueProducts.items.FIXED_DEPOSITS.find((item) => item.planId === 'plan.fixed-deposits.long-term-fd');
    const structured = catalogueProducts.items.SDI.find((item) => item.planId === 'plan.sdi.structured-products');
    if (!longTerm || !structured) throw new Error('fixture plans missing');
    expect(catalogueItemChoice(longTerm)).toEqual({
      planId: 'plan.fixed-deposits.long-term-fd',
      name: 'Long Term FD',
      returns: '22% p.a.',
      risk: 'Medium',
      durationMonths: 36,
      minAmount: 50000,
    });
    // The card books what its product page books: ₹2,00,000 and 36 months at least, never ₹10,000 for 12.
    expect(catalogueItemChoice(structured)).toMatchObject({ durationMonths: 36, minAmount: 200000 });
  });

  it("a range's default is its floor, as the server books it", () => {
    expect(rangeDefault({ min: 36, max: 84 })).toBe(36);
  });

  it('stores the investment selection in session storage and the selected product in local storage', () => {
    const plan = { planId: 'plan.bonds.corporate-bonds', name: 'Corporate Bonds', rate: '8-12% p.a.', popular: true };
    saveInvestmentSelection({
      productType: 'Government Bonds',
      category: 'BONDS',
      displayLabel: 'Bonds',
      plan,
      planIndex: 1,
      choice: { planId: plan.planId, name: 'Corporate Bonds', returns: '8-12% p.a.', risk: 'Medium', durationMonths: 36, minAmount: 25000 },
    });
    expect(JSON.parse(window.sessionStorage.getItem('selectedInvestment') ?? 'null')).toEqual({ productType: 'Government Bonds', plan, planIndex: 1 });
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual({
      planId: 'plan.bonds.corporate-bonds',
      name: 'Corporate Bonds',
      category: 'Bonds',
      returns: '8-12% p.a.',
      risk: 'Medium',
      amount: 50000,
      duration: 36,
    });
  });
});
