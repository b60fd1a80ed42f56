import type { Language } from '@invest/contracts';
import { assessmentYearOf } from '../tds/quarter.js';
import { heading, MARGIN, MUTED, pairs, paragraph, renderPdf, table } from './pdf-layout.js';
import { BOLD_FONT, BODY_FONT } from './pdf-fonts.js';
import { formatCalendarDate, formatIndiaDateTime, formatPaise, payoutStateLabel } from './statement-format.js';
import type { YearFigures } from './tax-papers-figures.js';
import { declarationLine, type Deductee } from './tax-papers-format.js';
import { TAX_STATEMENT_PDF_WORDS } from './tax-statement-pdf-words.js';
import { interestPaise } from '../tds/tax-paper-rows.js';

export const TAX_STATEMENT_TITLE = 'Tax statement';

export interface TaxStatementInput {
  figures: YearFigures;
  deductee: Deductee;
  generatedAt: Date;
  /** India date the statement is as of (before the year's end, the year so far). */
  asOf: string;
  /** Quarters of the year whose TDS certificate can be downloaded ('Jul-Sep 2026 (Q2, FY 2026-27)'). */
  certificates: string[];
  /** The investor's language: the statement's words and faces (tax-statement-pdf-words.ts, pdf-fonts.ts). */
  language: Language;
}

/** The summary lines of a year, shared by the PDF and the CSV. */
export function yearSummary(figures: YearFigures): Array<[string, number]> {
  return [
    ['Interest paid', figures.interestPaise],
    ['TDS deducted', figures.tdsPaise],
    ['Principal repaid', figures.principalPaise],
    ['Proceeds of redemptions', figures.redemptionProceedsPaise],
    ['Proceeds of premature withdrawals (principal and interest, counted above)', figures.withdrawalProceedsPaise],
    ['Total paid (gross)', figures.grossPaise],
    ['Net paid to your bank account', figures.netPaise],
  ];
}

/**
 * A financial year's tax statement: interest paid, TDS deducted, principal repaid, proceeds of redemptions and
 * premature withdrawals, the Form 15G/15H in force, and every payout of the year that makes them up.
 */
export function buildTaxStatementPdf({ figures, deductee, generatedAt, asOf, certificates, language }: TaxStatementInput): Promise<Buffer> {
  const words = TAX_STATEMENT_PDF_WORDS[language];
  const title = words.title(figures.financialYear);
  return renderPdf({ title, subject: `Payouts from ${figures.start} to ${figures.end}`, generatedAt, language }, (doc) => {
    doc.font(BOLD_FONT).fontSize(18).fillColor('#000000').text(title, MARGIN, MARGIN);
    doc.font(BODY_FONT).fontSize(10).fillColor(MUTED);
    doc.text(words.generated(formatIndiaDateTime(generatedAt, language)));
    if (asOf < figures.end) doc.text(words.notOver(formatCalendarDate(asOf, language)));

    heading(doc, words.year);
    pairs(doc, [
      [
        words.yearRows.financialYear,
        words.yearSpan(figures.financialYear, formatCalendarDate(figures.start, language), formatCalendarDate(figures.end, language)),
      ],
      [words.yearRows.assessmentYear, assessmentYearOf(figures.financialYear)],
      [words.yearRows.investor, deductee.name],
      [words.yearRows.pan, deductee.maskedPan],
    ]);

    heading(doc, words.summary);
    pairs(
      doc,
      yearSummary(figures).map(([label, paise]) => [words.summaryLabels[label] ?? label, formatPaise(paise)]),
      [330, 150],
    );

    heading(doc, words.declaration);
    paragraph(doc, declarationLine(figures.declaration, figures.declarationVoidedOn, language), { muted: false });

    heading(doc, words.payouts);
    const widths = [60, 80, 52, 48, 70, 66, 58, 66];
    table(
      doc,
      words.payoutColumns.map((header, index) => ({ header, width: widths[index] ?? 60, ...(index >= 4 ? { align: 'right' as const } : {}) })),
      figures.payouts.map((payout) => [
        formatCalendarDate(payout.payoutDate, language),
        payout.productName,
        payout.payoutType,
        payoutStateLabel(payout, asOf, language),
        formatPaise(payout.grossPaise),
        formatPaise(interestPaise(payout)),
        formatPaise(payout.tdsPaise),
        formatPaise(payout.netPaise),
      ]),
      words.noPayouts,
    );

    heading(doc, words.certificates);
    paragraph(doc, certificates.length === 0 ? words.noCertificates : words.download(certificates.join('; ')), { muted: false });
    doc.moveDown(0.8);
    paragraph(doc, words.footnote, { size: 8 });
  });
}
