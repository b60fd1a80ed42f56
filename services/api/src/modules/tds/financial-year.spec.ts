import { describe, expect, it } from '@jest/globals';
import { financialYearBounds, financialYearOf, isSeniorInYear, nextFinancialYear, startYearOf } from './financial-year.js';

describe('financial years (April to March)', () => {
  it('labels a date by the year it falls in', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-15')).toBe('2099-00');
  });

  it('reads labels strictly and gives their bounds', () => {
    expect(startYearOf('2026-27')).toBe(2026);
    expect(startYearOf('2026-28')).toBeNull();
    expect(startYearOf('26-27')).toBeNull();
    expect(financialYearBounds('2026-27')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(nextFinancialYear('2026-27')).toBe('2027-28');
    expect(() => financialYearBounds('2026-28')).toThrow(new RangeError('Not a financial year: 2026-28'));
    expect(() => nextFinancialYear('26-27')).toThrow(new RangeError('Not a financial year: 26-27'));
  });

  it('counts as senior whoever is 60 on any day of the year', () => {
    expect(isSeniorInYear('1967-03-31', '2026-27')).toBe(true);
    expect(isSeniorInYear('1966-11-02', '2026-27')).toBe(true);
    expect(isSeniorInYear('1967-04-01', '2026-27')).toBe(false);
    expect(isSeniorInYear('1967-04-01', '2027-28')).toBe(true);
    expect(isSeniorInYear(null, '2026-27')).toBe(false);
  });
});
