import { describe, expect, it } from '@jest/globals';
import { basicExemptionOn, interestTdsOn, type TdsTableRow, thresholdOf } from './tds-rates.js';

/** Rupees of a threshold in force on a date, for a payer and an age. */
const threshold = (date: string, payer: 'platform' | 'bank', senior: boolean) => thresholdOf(interestTdsOn(date), payer, senior) / 100;

describe('the TDS table, looked up by date', () => {
  it('answers the s. 194A thresholds by payer, financial year and age (known answers)', () => {
    // FY 2024-25: banks ₹40,000 (seniors ₹50,000); any other payer ₹5,000 for everyone.
    expect([threshold('2024-04-01', 'bank', false), threshold('2025-03-31', 'bank', true)]).toEqual([40_000, 50_000]);
    expect([threshold('2024-04-01', 'platform', false), threshold('2025-03-31', 'platform', true)]).toEqual([5_000, 5_000]);
    // FY 2025-26 on (Finance Act 2025): banks ₹50,000 (seniors ₹1,00,000); any other payer ₹10,000 for everyone.
    expect([threshold('2025-04-01', 'bank', false), threshold('2026-03-31', 'bank', true)]).toEqual([50_000, 1_00_000]);
    expect([threshold('2025-04-01', 'platform', false), threshold('2026-03-31', 'platform', true)]).toEqual([10_000, 10_000]);
    expect([threshold('2030-01-15', 'platform', false), threshold('2030-01-15', 'bank', true)]).toEqual([10_000, 1_00_000]);
    expect([interestTdsOn('2025-03-31').rateBp, interestTdsOn('2025-04-01').rateBp]).toEqual([1000, 1000]);
  });

  it('has no answer before its first row', () => {
    expect(() => interestTdsOn('2024-03-31')).toThrow(RangeError);
  });

  it('keeps the basic exemption limits in the same table: the old regime for a Form 15G, the new one noted', () => {
    expect(basicExemptionOn('2026-04-01').limitPaise).toBe(2_50_000_00);
    expect(basicExemptionOn('2026-04-01', undefined, 'old').limitPaise).toBe(2_50_000_00);
    expect(basicExemptionOn('2024-06-01', undefined, 'new').limitPaise).toBe(3_00_000_00);
    expect(basicExemptionOn('2025-04-01', undefined, 'new').limitPaise).toBe(4_00_000_00);
  });

  it('lets a later row replace an earlier one from its date, whatever the order of the rows', () => {
    const row = (effectiveFrom: string, rateBp: number): TdsTableRow => ({
      rule: 'interest-194A',
      effectiveFrom,
      bank: { thresholdPaise: 1, seniorThresholdPaise: 2 },
      otherPayer: { thresholdPaise: 3 },
      rateBp,
      source: 'test',
    });
    const rows = [row('2030-04-01', 500), row('2025-04-01', 1000)];
    expect(interestTdsOn('2030-03-31', rows).rateBp).toBe(1000);
    expect(interestTdsOn('2030-04-01', rows).rateBp).toBe(500);
  });
});
