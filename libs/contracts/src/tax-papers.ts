import type { FinancialYear } from './money-out.js';

/**
 * The deductor named on the TDS certificates and in the quarterly TDS return: placeholders, fictional like every other
 * value of the site's brand config (libs/platform's BRAND, whose `company` this name is), kept here because the API
 * reads them too. TAN: the Nashik prefix (NSK) and the company's initial; PAN: a company's (4th letter C). Replace
 * with the real company's before going live.
 */
export const TAX_DEDUCTOR = {
  name: 'Solidstep Capital Private Limited',
  tan: 'NSKS04721E',
  pan: 'AAXCS4721K',
  /** The challan placeholder (BSR code, serial) the certificates print until ops record each deposit's challan. */
  challanReference: 'BSR 0000000, challan 00000',
} as const;

/** A quarter of a financial year: '2026-27-Q2' is July to September 2026. */
export type FinancialQuarter = string;

/** A closed quarter in which TDS was deducted from the investor's interest: its certificate can be downloaded. */
export interface TdsCertificateSummary {
  quarter: FinancialQuarter;
  /** 'Jul-Sep 2026 (Q2, FY 2026-27)'. */
  label: string;
  /** Interest paid or credited in the quarter (INR, the sum of integer paise). */
  amountPaid: number;
  tds: number;
}

/** A financial year with payouts or a Form 15G/15H: its tax statement can be downloaded. */
export interface TaxYearSummary {
  financialYear: FinancialYear;
  /** 'FY 2026-27 (1 Apr 2026 - 31 Mar 2027)'. */
  label: string;
  /** The year has not ended yet (India date): its statement is as of today. */
  open: boolean;
}

/** GET /api/reports/{userId}/tax-papers */
export interface TaxPapersResponse {
  certificates: TdsCertificateSummary[];
  years: TaxYearSummary[];
}

/** The tax papers' paths under /api/reports/{userId}/. */
export const TAX_PAPER_PATHS = {
  list: 'tax-papers',
  certificate: (quarter: FinancialQuarter) => `tds-certificates/${quarter}`,
  statementPdf: (year: FinancialYear) => `tax-statements/${year}/pdf`,
  statementCsv: (year: FinancialYear) => `tax-statements/${year}/csv`,
} as const;

export const TaxPapersMessage = {
  BadQuarter: "Name a quarter as '2026-27-Q1' (Q1 Apr-Jun, Q2 Jul-Sep, Q3 Oct-Dec, Q4 Jan-Mar).",
  QuarterOpen: 'The TDS certificate for {quarter} is available once the quarter has closed on {end}.',
  NoTdsInQuarter: 'No TDS was deducted from your interest in {quarter}.',
  BadYear: "Name a financial year as '2026-27' (April to March).",
  YearNotBegun: 'Financial year {year} has not begun yet.',
} as const;
