import type { Language } from '@invest/contracts';
import { TAX_STATEMENT_CSV_HEADERS } from './csv-headers.js';

/**
 * The tax statement's words in each language (issue 33). English is the statement as it always read; Hindi uses the
 * Income-tax department's own Hindi terms (निर्धारण वर्ष, मूल छूट सीमा, आयकर अधिनियम, तिमाही). Values (names, the
 * masked PAN, dates, "INR" amounts, quarter names) are the same in both.
 */
export interface TaxStatementPdfWords {
  title: (financialYear: string) => string;
  generated: (generatedAt: string) => string;
  notOver: (asOf: string) => string;
  year: string;
  yearRows: { financialYear: string; assessmentYear: string; investor: string; pan: string };
  yearSpan: (financialYear: string, start: string, end: string) => string;
  summary: string;
  /** The year summary's row labels (`yearSummary`), by their English label; English keeps its own. */
  summaryLabels: Readonly<Record<string, string>>;
  declaration: string;
  payouts: string;
  payoutColumns: [string, string, string, string, string, string, string, string];
  noPayouts: string;
  certificates: string;
  noCertificates: string;
  download: (quarters: string) => string;
  footnote: string;
}

export const TAX_STATEMENT_PDF_WORDS: Readonly<Record<Language, TaxStatementPdfWords>> = {
  en: {
    title: (financialYear) => `Tax statement, FY ${financialYear}`,
    generated: (generatedAt) => `Generated on ${generatedAt}.`,
    notOver: (asOf) => `The year is not over: figures as of ${asOf}.`,
    year: 'Year',
    yearRows: { financialYear: 'Financial year', assessmentYear: 'Assessment year', investor: 'Investor', pan: 'PAN' },
    yearSpan: (financialYear, start, end) => `${financialYear} (${start} to ${end}, India time)`,
    summary: 'Summary',
    summaryLabels: TAX_STATEMENT_CSV_HEADERS.en.summaryLabels,
    declaration: 'Form 15G/15H in force',
    payouts: 'Payouts',
    payoutColumns: ['Date', 'Product', 'Type', 'State', 'Gross', 'Interest', 'TDS', 'Net'],
    noPayouts: 'No payouts in this year.',
    certificates: 'TDS certificates',
    noCertificates: 'No TDS certificate for this year yet: one is issued for each closed quarter in which TDS was deducted.',
    download: (quarters) => `Download from your dashboard: ${quarters}.`,
    footnote: 'Amounts in Indian rupees, to the paisa, as the payouts ledger holds them. Dates are India time (IST).',
  },
  hi: {
    title: (financialYear) => `कर विवरण, वित्त वर्ष ${financialYear}`,
    generated: (generatedAt) => `${generatedAt} को बनाया गया।`,
    notOver: (asOf) => `वर्ष अभी पूरा नहीं हुआ है: आँकड़े ${asOf} तक के हैं।`,
    year: 'वर्ष',
    yearRows: { financialYear: 'वित्त वर्ष', assessmentYear: 'निर्धारण वर्ष', investor: 'निवेशक', pan: 'PAN' },
    yearSpan: (financialYear, start, end) => `${financialYear} (${start} से ${end} तक, भारतीय समय)`,
    summary: 'सारांश',
    summaryLabels: TAX_STATEMENT_CSV_HEADERS.hi.summaryLabels,
    declaration: 'लागू फ़ॉर्म 15G/15H',
    payouts: 'भुगतान',
    payoutColumns: ['तिथि', 'उत्पाद', 'प्रकार', 'स्थिति', 'सकल', 'ब्याज', 'TDS', 'शुद्ध'],
    noPayouts: 'इस वर्ष कोई भुगतान नहीं हुआ।',
    certificates: 'TDS प्रमाणपत्र',
    noCertificates: 'इस वर्ष का अभी कोई TDS प्रमाणपत्र नहीं है: जिस पूरी हो चुकी तिमाही में TDS काटा गया हो, उसका प्रमाणपत्र जारी होता है।',
    download: (quarters) => `अपने डैशबोर्ड से डाउनलोड करें: ${quarters}।`,
    footnote: 'राशियाँ भारतीय रुपये में, पैसे तक, जैसी भुगतान खाता-बही में दर्ज हैं। सभी तिथियाँ भारतीय समय (IST) में हैं।',
  },
};
