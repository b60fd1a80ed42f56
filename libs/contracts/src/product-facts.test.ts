import { describe, expect, it } from '@jest/globals';
import { depositInsuranceOf, DICGC_COVER_RUPEES, creditRatingText, guaranteeText } from './product-facts.js';
import { highestRisk, isRiskLevel, RISK_LEVELS } from './risk-scale.js';

describe('the one risk scale', () => {
  it('orders its levels and gives a category the highest of its plans', () => {
    expect(RISK_LEVELS).toEqual(['Very Low', 'Low', 'Medium', 'Medium-High', 'High', 'Very High']);
    expect(highestRisk(['Very Low', 'High', 'Medium'])).toBe('High');
    expect(highestRisk(['Low', 'Low'])).toBe('Low');
    expect(highestRisk([])).toBe('Very Low');
    expect(isRiskLevel('Medium-High')).toBe(true);
    expect(isRiskLevel('Low-Medium')).toBe(false);
  });
});

describe('deposit insurance', () => {
  it('covers a bank’s deposit only, up to ₹5 lakh per depositor per bank', () => {
    expect(DICGC_COVER_RUPEES).toBe(500000);
    expect(depositInsuranceOf({ name: 'A Bank', kind: 'bank' }, true)).toEqual({
      insured: true,
      statement: 'Insured by DICGC up to ₹5,00,000 (₹5 lakh) per depositor per bank, principal and interest together.',
    });
    expect(depositInsuranceOf({ name: 'A Company', kind: 'company' }, true)).toMatchObject({
      insured: false,
      statement: expect.stringContaining('company deposit'),
    });
    // A bank's bond is not a deposit: DICGC does not cover it.
    expect(depositInsuranceOf({ name: 'A Bank', kind: 'bank' }, false)).toMatchObject({ insured: false, statement: expect.stringMatching(/^Not insured/) });
  });

  it('writes ratings and guarantees as the pages show them', () => {
    expect(creditRatingText({ grade: 'AA', agency: 'Meridian Credit Ratings' })).toBe('AA by Meridian Credit Ratings');
    expect(creditRatingText({ grade: 'Not rated', reason: 'Not a debt.' })).toBe('Not rated');
    expect(guaranteeText('Parent Limited')).toBe('Guaranteed by Parent Limited');
  });
});
