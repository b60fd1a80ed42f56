import { type Language, TAX_DEDUCTOR, type TdsDeclarationForm } from '@invest/contracts';
import { financialYearBounds } from '../tds/financial-year.js';
import type { TaxPaperDeclaration } from '../tds/tax-paper-rows.js';
import { basicExemptionOn } from '../tds/tds-rates.js';
import { formatCalendarDate, formatPaise } from './statement-format.js';

/** The investor as the tax papers name them: the KYC holder's name and the PAN masked ('ABCPEXXXXF'). */
export interface Deductee {
  name: string;
  maskedPan: string;
}

export const DEDUCTOR_LINES: Array<[string, string]> = [
  ['Deductor', TAX_DEDUCTOR.name],
  ['TAN of the deductor', TAX_DEDUCTOR.tan],
  ['PAN of the deductor', TAX_DEDUCTOR.pan],
];

const FORM_NAME: Record<TdsDeclarationForm, string> = { '15G': 'Form 15G', '15H': 'Form 15H' };

/**
 * "Form 15G made on 20 Mar 2027 (estimated total income INR 2,40,000.00): no TDS on interest dated from that day to
 * 31 Mar." A 15G void for the year (s. 197A(1B)) says from which payout TDS was deducted again.
 */
export function declarationLine(declaration: TaxPaperDeclaration | null, voidedOn: string | null = null, language: Language = 'en'): string {
  if (language === 'hi') return hindiDeclarationLine(declaration, voidedOn);
  if (declaration === null) return 'None: no Form 15G or 15H for this year.';
  const made = `${FORM_NAME[declaration.form]} made on ${formatCalendarDate(declaration.declaredOn)} (estimated total income ${formatPaise(declaration.estimatedIncomePaise)})`;
  if (voidedOn === null) return `${made}: no TDS on interest dated from that day to 31 Mar.`;
  const limit = formatPaise(basicExemptionOn(financialYearBounds(declaration.financialYear).start).limitPaise);
  return `${made}: void for FY ${declaration.financialYear} from the payout of ${formatCalendarDate(voidedOn)}, when the interest paid this year passed ${limit}, the basic exemption limit (Income-tax Act s. 197A(1B)); TDS is deducted from that payout on.`;
}

/** The same in Hindi (the Income-tax department's terms: मूल छूट सीमा, आयकर अधिनियम की धारा). */
function hindiDeclarationLine(declaration: TaxPaperDeclaration | null, voidedOn: string | null): string {
  if (declaration === null) return 'कोई नहीं: इस वर्ष के लिए कोई फ़ॉर्म 15G या 15H नहीं दिया गया।';
  const made = `फ़ॉर्म ${declaration.form}, ${formatCalendarDate(declaration.declaredOn, 'hi')} को दिया गया (अनुमानित कुल आय ${formatPaise(declaration.estimatedIncomePaise)})`;
  if (voidedOn === null) return `${made}: उस दिन से 31 मार्च तक के ब्याज पर TDS नहीं कटेगा।`;
  const limit = formatPaise(basicExemptionOn(financialYearBounds(declaration.financialYear).start).limitPaise);
  return `${made}: वित्त वर्ष ${declaration.financialYear} के लिए ${formatCalendarDate(voidedOn, 'hi')} के भुगतान से अमान्य, जब इस वर्ष दिया गया ब्याज ${limit} की मूल छूट सीमा से अधिक हो गया (आयकर अधिनियम की धारा 197A(1B)); उस भुगतान से TDS काटा जाता है।`;
}

/** '2027-03-20' → '20/03/2027', the date format of the TDS return utilities. */
export function returnDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
