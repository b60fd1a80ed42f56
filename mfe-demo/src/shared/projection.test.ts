import { DEMO_PRODUCTS } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { findDemoProduct, projectReturns, rateOf, returnRateText } from './projection.js';

const [fd, debt, realEstate] = DEMO_PRODUCTS;

describe('rateOf / returnRateText', () => {
  it.each([
    ['18% p.a.', 18, '18'],
    ['12-15% p.a.', 12, '12'],
    ['14-16% p.a.', 14, '14'],
    ['7.5% p.a.', 7.5, '7.5'],
    ['Market Linked', 0, '0'],
  ])('%s reads as %d', (returns, rate, text) => {
    expect(rateOf(returns)).toBe(rate);
    expect(returnRateText(returns)).toBe(text);
  });
});

describe('projectReturns (product §9)', () => {
  it.each([
    // product, amount, months, total return, maturity, monthly payout
    [fd, 50_000, 12, 9_000, 59_000, 750],
    [fd, 10_000, 6, 900, 10_900, 150],
    [fd, 1_00_000, 24, 36_000, 1_36_000, 1_500],
    [fd, 50_00_000, 60, 45_00_000, 95_00_000, 75_000],
    [debt, 5_000, 12, 600, 5_600, 50],
    [debt, 1_00_000, 18, 18_000, 1_18_000, 1_000],
    [realEstate, 25_000, 24, 7_000, 32_000, 291.6666666666667],
    [realEstate, 1_00_00_000, 60, 70_00_000, 1_70_00_000, 1_16_666.66666666667],
  ])('%o: ₹%d for %d months', (product, amount, months, totalReturn, maturityAmount, monthlyPayout) => {
    const result = projectReturns(product ?? null, amount, months);
    expect(result).not.toBeNull();
    expect(result?.investment).toBe(amount);
    expect(result?.totalReturn).toBeCloseTo(totalReturn, 6);
    expect(result?.maturityAmount).toBeCloseTo(maturityAmount, 6);
    expect(result?.monthlyPayout).toBeCloseTo(monthlyPayout, 6);
  });

  it.each([
    ['below the minimum', fd, 9_999, 12],
    ['above the maximum', fd, 50_00_001, 12],
    ['debt fund below ₹5,000', debt, 4_999, 12],
    ['real estate above ₹1 crore', realEstate, 1_00_00_001, 24],
    ['under 6 months', fd, 50_000, 5],
    ['over 60 months', fd, 50_000, 61],
    ['a fraction of a month', fd, 50_000, 6.5],
    ['no amount', fd, null, 12],
    ['no months', fd, 50_000, null],
    ['no product', null, 50_000, 12],
  ])('is cleared for %s', (_case, product, amount, months) => {
    expect(projectReturns(product, amount, months)).toBeNull();
  });

  it('includes both bounds', () => {
    expect(projectReturns(fd ?? null, 10_000, 6)).not.toBeNull();
    expect(projectReturns(fd ?? null, 50_00_000, 60)).not.toBeNull();
  });
});

describe('findDemoProduct', () => {
  it('finds the three products by id', () => {
    expect(DEMO_PRODUCTS.map((product) => findDemoProduct(product.id)?.name)).toEqual(['FD Premium', 'Debt Mutual Fund Elite', 'Fractional Real Estate']);
    expect(findDemoProduct('crypto')).toBeNull();
  });
});
