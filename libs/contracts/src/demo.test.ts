import { describe, expect, it } from '@jest/globals';
import { DEMO_DEFAULT_DURATION_MONTHS, DEMO_PRODUCTS, demoCurrentValuePaise } from './demo.js';

// Product §9: current value = amount + amount × rate × months / 12, simple interest, rounded half up to the paisa.
// Each expected value is worked out by hand in the comment beside it.

describe('demoCurrentValuePaise', () => {
  it.each([
    // ₹1,00,000 at 18% for 12 months: 1,00,000 × 0.18 × 12/12 = ₹18,000 → ₹1,18,000.
    [1_00_00_000, 1800, 12, 1_18_00_000],
    // ₹10,000 (FD Premium's minimum) at 18% for 6 months: 10,000 × 0.18 × 6/12 = ₹900 → ₹10,900.
    [10_00_000, 1800, 6, 10_90_000],
    // ₹50,00,000 (FD Premium's maximum) at 18% for 60 months: 50,00,000 × 0.18 × 5 = ₹45,00,000 → ₹95,00,000.
    [50_00_00_000, 1800, 60, 95_00_00_000],
    // ₹20,000 at 12.5% for 24 months: 20,000 × 0.125 × 2 = ₹5,000 → ₹25,000.
    [20_00_000, 1250, 24, 25_00_000],
    // ₹1 crore (Fractional Real Estate's maximum) at 14% for 60 months: 1,00,00,000 × 0.14 × 5 = ₹70,00,000 → ₹1.7 crore.
    [1_00_00_00_000, 1400, 60, 1_70_00_00_000],
    // ₹5,000 at 0%: no interest.
    [5_00_000, 0, 36, 5_00_000],
  ])('%p paise at %p bp for %p months is %p paise', (amountPaise, rateBp, months, valuePaise) => {
    expect(demoCurrentValuePaise(amountPaise, rateBp, months)).toBe(valuePaise);
  });

  it('rounds the interest half up to the paisa', () => {
    // ₹1,000.05 at 12% for 10 months: 1,00,005 paise × 0.12 × 10/12 = 10,000.5 paise → 10,001 (half up).
    expect(demoCurrentValuePaise(1_00_005, 1200, 10)).toBe(1_00_005 + 10_001);
    // 1,00,004 paise → 10,000.4 paise of interest → 10,000 (down).
    expect(demoCurrentValuePaise(1_00_004, 1200, 10)).toBe(1_00_004 + 10_000);
    // 1,00,006 paise → 10,000.6 paise of interest → 10,001 (up).
    expect(demoCurrentValuePaise(1_00_006, 1200, 10)).toBe(1_00_006 + 10_001);
    // 1 paisa at 50% for 12 months: exactly half a paisa of interest → 1 paisa.
    expect(demoCurrentValuePaise(1, 5000, 12)).toBe(2);
  });

  it('uses 12 months when the investment has no duration', () => {
    expect(DEMO_DEFAULT_DURATION_MONTHS).toBe(12);
    // ₹5,000 at 12% for 12 months: 5,000 × 0.12 = ₹600 → ₹5,600.
    expect(demoCurrentValuePaise(5_00_000, 1200, null)).toBe(5_60_000);
    expect(demoCurrentValuePaise(5_00_000, 1200, undefined)).toBe(5_60_000);
  });
});

describe('DEMO_PRODUCTS', () => {
  it('projects with the first number of each product’s returns text', () => {
    // '18% p.a.' → 18, '12-15% p.a.' → 12, '14-16% p.a.' → 14.
    expect(DEMO_PRODUCTS.map((product) => [product.id, product.returns, product.rate])).toEqual([
      ['fd-premium', '18% p.a.', 18],
      ['debt-mf-elite', '12-15% p.a.', 12],
      ['fractional-real-estate', '14-16% p.a.', 14],
    ]);
  });
});
