import { describe, expect, it } from '@jest/globals';
import { assessmentYearOf, parseQuarter, quarterClosed, quarterName, quarterOf } from './quarter.js';

describe('quarters of a financial year', () => {
  it('puts each India date in its quarter, January to March in Q4 of the year before', () => {
    expect(quarterOf('2026-04-01')).toBe('2026-27-Q1');
    expect(quarterOf('2026-06-30')).toBe('2026-27-Q1');
    expect(quarterOf('2026-07-01')).toBe('2026-27-Q2');
    expect(quarterOf('2026-12-31')).toBe('2026-27-Q3');
    expect(quarterOf('2027-01-01')).toBe('2026-27-Q4');
    expect(quarterOf('2027-03-31')).toBe('2026-27-Q4');
  });

  it('parses a label into its first and last day, and refuses what names no quarter', () => {
    expect(parseQuarter('2026-27-Q2')).toEqual({ financialYear: '2026-27', number: 2, start: '2026-07-01', end: '2026-09-30' });
    expect(parseQuarter('2026-27-Q4')).toEqual({ financialYear: '2026-27', number: 4, start: '2027-01-01', end: '2027-03-31' });
    for (const bad of ['2026-27-Q5', '2026-28-Q1', '2026-27', 'Q1', '2026-27-q1']) expect(parseQuarter(bad)).toBeNull();
  });

  it('names it and closes it after its last day', () => {
    const q4 = parseQuarter('2026-27-Q4');
    if (!q4) throw new Error('no quarter');
    expect(quarterName(q4)).toBe('Jan-Mar 2027 (Q4, FY 2026-27)');
    expect(quarterClosed(q4, '2027-03-31')).toBe(false);
    expect(quarterClosed(q4, '2027-04-01')).toBe(true);
    expect(assessmentYearOf('2026-27')).toBe('2027-28');
  });
});
