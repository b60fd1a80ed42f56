import type { Language } from '@invest/contracts';

/**
 * The statements' CSV headers in each language (issue 33): an investor whose language is Hindi gets Hindi headers; the
 * data stay machine-readable in both (amounts as plain numbers, ISO dates, ids). The English headers are the ones the
 * statements always had, byte for byte. The Hindi ones are written for investors in the words Indian banks and the
 * Income-tax department use (मूलधन, शुद्ध, सकल, निर्धारण वर्ष, नामांकित व्यक्ति); TDS, PAN, UTR and IST stay as investors
 * know them, and amounts are in ₹.
 */
export interface StatementCsvHeaders {
  transactions: readonly string[];
  payouts: readonly string[];
  years: readonly string[];
  nominee: string;
}

export const STATEMENT_CSV_HEADERS: Readonly<Record<Language, StatementCsvHeaders>> = {
  en: {
    transactions: ['Date and time (IST)', 'Type', 'Product', 'Status', 'Amount (INR)', 'Transaction ID', 'Investment ID'],
    payouts: [
      'Payout date (IST)',
      'Product',
      'Payout type',
      'State',
      'Gross (INR)',
      'Principal (INR)',
      'TDS (INR)',
      'Net (INR)',
      'Bank account',
      'UTR',
      'Reason',
      'Payout ID',
      'Investment ID',
    ],
    years: ['Financial year', 'Gross payouts (INR)', 'TDS (INR)', 'Net paid (INR)'],
    nominee: 'Nominee',
  },
  hi: {
    transactions: ['दिनांक और समय (IST)', 'प्रकार', 'उत्पाद', 'स्थिति', 'राशि (₹)', 'लेन-देन आईडी', 'निवेश आईडी'],
    payouts: [
      'भुगतान की तिथि (IST)',
      'उत्पाद',
      'भुगतान का प्रकार',
      'स्थिति',
      'सकल राशि (₹)',
      'मूलधन (₹)',
      'TDS (₹)',
      'शुद्ध राशि (₹)',
      'बैंक खाता',
      'UTR',
      'कारण',
      'भुगतान आईडी',
      'निवेश आईडी',
    ],
    years: ['वित्त वर्ष', 'कुल सकल भुगतान (₹)', 'TDS (₹)', 'शुद्ध भुगतान (₹)'],
    nominee: 'नामांकित व्यक्ति',
  },
};

export interface TaxStatementCsvHeaders {
  statement: string;
  from: string;
  to: string;
  assessmentYear: string;
  asOf: string;
  investor: string;
  pan: string;
  summary: readonly [string, string];
  /** The year summary's row labels (tax-statement-pdf.ts `yearSummary`), by their English label. */
  summaryLabels: Readonly<Record<string, string>>;
  declaration: readonly string[];
  noDeclaration: string;
  payouts: readonly string[];
}

export const TAX_STATEMENT_CSV_HEADERS: Readonly<Record<Language, TaxStatementCsvHeaders>> = {
  en: {
    statement: 'Tax statement',
    from: 'From (IST)',
    to: 'To (IST)',
    assessmentYear: 'Assessment year',
    asOf: 'As of (IST)',
    investor: 'Investor',
    pan: 'PAN',
    summary: ['Item', 'Amount (INR)'],
    summaryLabels: {},
    declaration: ['Declaration', 'Made on (IST)', 'Estimated total income (INR)', 'Void from (s. 197A(1B))'],
    noDeclaration: 'None',
    payouts: [
      'Payout date (IST)',
      'Product',
      'Payout type',
      'State',
      'Gross (INR)',
      'Interest (INR)',
      'Principal (INR)',
      'Redemption proceeds (INR)',
      'TDS (INR)',
      'Net (INR)',
      'Payout ID',
    ],
  },
  hi: {
    statement: 'कर विवरण',
    from: 'से (IST)',
    to: 'तक (IST)',
    assessmentYear: 'निर्धारण वर्ष',
    asOf: 'इस तिथि तक (IST)',
    investor: 'निवेशक',
    pan: 'PAN',
    summary: ['मद', 'राशि (₹)'],
    summaryLabels: {
      'Interest paid': 'भुगतान किया गया ब्याज',
      'TDS deducted': 'काटा गया TDS',
      'Principal repaid': 'लौटाया गया मूलधन',
      'Proceeds of redemptions': 'रिडेम्पशन से मिली राशि',
      'Proceeds of premature withdrawals (principal and interest, counted above)': 'समय से पहले निकासी से मिली राशि (मूलधन और ब्याज, ऊपर शामिल)',
      'Total paid (gross)': 'कुल भुगतान (सकल)',
      'Net paid to your bank account': 'आपके बैंक खाते में भेजी गई शुद्ध राशि',
    },
    declaration: ['घोषणा', 'घोषणा की तिथि (IST)', 'अनुमानित कुल आय (₹)', 'अमान्य होने की तिथि (धारा 197A(1B))'],
    noDeclaration: 'कोई नहीं',
    payouts: [
      'भुगतान की तिथि (IST)',
      'उत्पाद',
      'भुगतान का प्रकार',
      'स्थिति',
      'सकल राशि (₹)',
      'ब्याज (₹)',
      'मूलधन (₹)',
      'रिडेम्पशन राशि (₹)',
      'TDS (₹)',
      'शुद्ध राशि (₹)',
      'भुगतान आईडी',
    ],
  },
};

/**
 * What starts a Hindi CSV: the UTF-8 byte order mark, without which spreadsheet programs read the file in the
 * system's legacy code page and show the Devanagari as mojibake. The English files stay as they were (no mark).
 */
export const CSV_START: Readonly<Record<Language, string>> = { en: '', hi: '\uFEFF' };
