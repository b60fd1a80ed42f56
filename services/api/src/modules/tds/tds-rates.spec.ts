import { describe, expect, it } from '@jest/globals';
import { basicExemptionOn, interestTdsOn, type TdsTableRow, thresholdOf } from './tds-rates.js';

describe('the TDS table, looked up by date', () => {
  it('answers the s. 194A row in force on a payout date', () => {
    const fy2425 = interestTdsOn('2025-03-31');
    expect([fy2425.effectiveFrom, thresholdOf(fy2425, false), thresholdOf(fy2425, true), fy2425.rateBp]).toEqual(['2024-04-01', 40_000_00, 50_000_00, 1000]);
    const fy2526 = interestTdsOn('2025-04-01');
    expect([fy2526.effectiveFrom, thresholdOf(fy2526, false), thresholdOf(fy2526, true), fy2526.rateBp]).toEqual(['2025-04-01', 50_000_00, 1_00_000_00, 1000]);
    expect(interestTdsOn('2030-01-15').effectiveFrom).toBe('2025-04-01');
  });

  it('has no answer before its first row', () => {
    expect(() => interestTdsOn('2024-03-31')).toThrow(RangeError);
  });

  it('keeps the basic exemption limit in the same table', () => {
    expect(basicExemptionOn('2026-04-01').limitPaise).toBe(2_50_000_00);
  });

  it('lets a later row replace an earlier one from its date, whatever the order of the rows', () => {
    const rows: TdsTableRow[] = [
      { rule: 'interest-194A', effectiveFrom: '2030-04-01', thresholdPaise: 1, seniorThresholdPaise: 2, rateBp: 500, source: 'test' },
      { rule: 'interest-194A', effectiveFrom: '2025-04-01', thresholdPaise: 3, seniorThresholdPaise: 4, rateBp: 1000, source: 'test' },
    ];
    expect(interestTdsOn('2030-03-31', rows).rateBp).toBe(1000);
    expect(interestTdsOn('2030-04-01', rows).rateBp).toBe(500);
  });
});
