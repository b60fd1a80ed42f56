import { parseE4 } from './unit-arithmetic.js';

/** One scheme's NAV in an AMFI NAV file. */
export interface AmfiNav {
  schemeCode: string;
  schemeName: string;
  /** ISIN of the growth (or dividend payout) option, when given. */
  isin: string | null;
  /** Rupees × 10^4 per unit. */
  navE4: number;
  /** The NAV's date, 'YYYY-MM-DD'. */
  date: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** AMFI's date text '27-Nov-2026' as '2026-11-27'; null when it is not one. */
export function parseAmfiDate(text: string): string | null {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[2]?.toLowerCase());
  const day = Number(match[1]);
  if (month < 0 || day < 1 || day > 31) return null;
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : null;
}

/** '2026-11-27' as AMFI writes it: '27-Nov-2026'. */
export function formatAmfiDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/**
 * Reads an AMFI NAV file: the daily NAVAll.txt (`Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;
 * Scheme Name;Net Asset Value;Date`) or the NAV history report (`Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;
 * ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date`). The columns are found by the header's
 * names, so either layout reads; the section lines between schemes (fund types, AMC names, blank lines) and rows whose
 * NAV or date is not a number or a date ('N.A.') are skipped. A file with no header answers no NAVs.
 */
export function parseNavFile(text: string): AmfiNav[] {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((line) => /^\s*Scheme Code\s*;/i.test(line));
  if (headerAt < 0) return [];
  const header = (lines[headerAt] ?? '').split(';').map((name) => name.trim().toLowerCase());
  const column = (test: (name: string) => boolean) => header.findIndex(test);
  const code = column((name) => name === 'scheme code');
  const schemeName = column((name) => name === 'scheme name');
  const isin = column((name) => name.includes('isin') && name.includes('growth'));
  const nav = column((name) => name === 'net asset value');
  const date = column((name) => name === 'date');
  if ([code, schemeName, nav, date].some((index) => index < 0)) return [];
  const navs: AmfiNav[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    const fields = line.split(';').map((field) => field.trim());
    if (fields.length !== header.length || !/^\d+$/.test(fields[code] ?? '')) continue;
    const navE4 = parseE4(fields[nav] ?? '');
    const navDate = parseAmfiDate(fields[date] ?? '');
    if (navE4 === null || navE4 === 0 || navDate === null) continue;
    const isinText = isin < 0 ? '' : (fields[isin] ?? '');
    navs.push({
      schemeCode: fields[code] ?? '',
      schemeName: fields[schemeName] ?? '',
      isin: /^IN[A-Z0-9]{10}$/.test(isinText) ? isinText : null,
      navE4,
      date: navDate,
    });
  }
  return navs;
}
