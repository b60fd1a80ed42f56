import { describe, expect, it } from '@jest/globals';
import { formatAmfiDate, parseAmfiDate, parseNavFile } from './amfi-nav-file.js';

const NAV_ALL = [
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
  '',
  'Open Ended Schemes(Debt Scheme - Banking and PSU Fund)',
  '',
  'Aditya Birla Sun Life Mutual Fund',
  '',
  '119551;INF209KA12Z1;INF209KA13Z9;Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW;105.6854;26-Nov-2026',
  '119552;INF209K01YN0;-;Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan-Growth;352.1;26-Nov-2026',
  '100033;-;-;Old Fund - Growth;N.A.;26-Nov-2026',
  '100034;-;-;Broken Date Fund;12.5;31-Feb-2026',
  'Open Ended Schemes(Equity Scheme - Large Cap Fund)',
  '120503;INF846K01EW2;-;Axis Large Cap Fund - Direct Growth;63.12345;25-Nov-2026',
  '',
].join('\r\n');

const HISTORY = [
  'Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date',
  '',
  'Open Ended Schemes ( Debt Scheme - Liquid Fund )',
  '900102;Sandbox Liquid Fund - Direct Growth;INF900S01012;;1234.5678;;;27-Nov-2026',
].join('\n');

describe('AMFI NAV file', () => {
  it('reads the daily NAVAll.txt, skipping section lines and unpublished NAVs', () => {
    expect(parseNavFile(NAV_ALL)).toEqual([
      {
        schemeCode: '119551',
        schemeName: 'Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW',
        isin: 'INF209KA12Z1',
        navE4: 1_056_854,
        date: '2026-11-26',
      },
      {
        schemeCode: '119552',
        schemeName: 'Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan-Growth',
        isin: 'INF209K01YN0',
        navE4: 3_521_000,
        date: '2026-11-26',
      },
      { schemeCode: '120503', schemeName: 'Axis Large Cap Fund - Direct Growth', isin: 'INF846K01EW2', navE4: 631_234, date: '2026-11-25' },
    ]);
  });

  it('reads the NAV history report by its header names', () => {
    expect(parseNavFile(HISTORY)).toEqual([
      { schemeCode: '900102', schemeName: 'Sandbox Liquid Fund - Direct Growth', isin: 'INF900S01012', navE4: 12_345_678, date: '2026-11-27' },
    ]);
  });

  it('answers nothing for a file without the header (an error page, an empty answer)', () => {
    expect(parseNavFile('<html><body>Service unavailable</body></html>')).toEqual([]);
    expect(parseNavFile('')).toEqual([]);
    expect(parseNavFile('Scheme Code;Scheme Name\n119551;Fund')).toEqual([]);
  });

  it('reads and writes AMFI dates', () => {
    expect(parseAmfiDate('27-Nov-2026')).toBe('2026-11-27');
    expect(parseAmfiDate('5-jan-2027')).toBe('2027-01-05');
    expect(parseAmfiDate('29-Feb-2027')).toBeNull();
    expect(parseAmfiDate('2026-11-27')).toBeNull();
    expect(formatAmfiDate('2026-01-05')).toBe('05-Jan-2026');
  });
});
