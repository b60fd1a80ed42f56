import { assessmentYearOf } from '../tds/quarter.js';
import { heading, MARGIN, MUTED, pairs, paragraph, renderPdf, table } from './pdf-layout.js';
import { formatCalendarDate, formatIndiaDateTime, formatPaise, payoutStateLabel } from './statement-format.js';
import type { YearFigures } from './tax-papers-figures.js';
import { declarationLine, type Deductee } from './tax-papers-format.js';
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
export function buildTaxStatementPdf({ figures, deductee, generatedAt, asOf, certificates }: TaxStatementInput): Promise<Buffer> {
  const title = `${TAX_STATEMENT_TITLE}, FY ${figures.financialYear}`;
  return renderPdf({ title, subject: `Payouts from ${figures.start} to ${figures.end}`, generatedAt }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(title, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(10).fillColor(MUTED);
    doc.text(`Generated on ${formatIndiaDateTime(generatedAt)}.`);
    if (asOf < figures.end) doc.text(`The year is not over: figures as of ${formatCalendarDate(asOf)}.`);

    heading(doc, 'Year');
    pairs(doc, [
      ['Financial year', `${figures.financialYear} (${formatCalendarDate(figures.start)} to ${formatCalendarDate(figures.end)}, India time)`],
      ['Assessment year', assessmentYearOf(figures.financialYear)],
      ['Investor', deductee.name],
      ['PAN', deductee.maskedPan],
    ]);

    heading(doc, 'Summary');
    pairs(
      doc,
      yearSummary(figures).map(([label, paise]) => [label, formatPaise(paise)]),
      [330, 150],
    );

    heading(doc, 'Form 15G/15H in force');
    paragraph(doc, declarationLine(figures.declaration, figures.declarationVoidedOn), { muted: false });

    heading(doc, 'Payouts');
    table(
      doc,
      [
        { header: 'Date', width: 60 },
        { header: 'Product', width: 80 },
        { header: 'Type', width: 52 },
        { header: 'State', width: 48 },
        { header: 'Gross', width: 70, align: 'right' },
        { header: 'Interest', width: 66, align: 'right' },
        { header: 'TDS', width: 58, align: 'right' },
        { header: 'Net', width: 66, align: 'right' },
      ],
      figures.payouts.map((payout) => [
        formatCalendarDate(payout.payoutDate),
        payout.productName,
        payout.payoutType,
        payoutStateLabel(payout, asOf),
        formatPaise(payout.grossPaise),
        formatPaise(interestPaise(payout)),
        formatPaise(payout.tdsPaise),
        formatPaise(payout.netPaise),
      ]),
      'No payouts in this year.',
    );

    heading(doc, 'TDS certificates');
    paragraph(
      doc,
      certificates.length === 0
        ? 'No TDS certificate for this year yet: one is issued for each closed quarter in which TDS was deducted.'
        : `Download from your dashboard: ${certificates.join('; ')}.`,
      { muted: false },
    );
    doc.moveDown(0.8);
    paragraph(doc, 'Amounts in Indian rupees, to the paisa, as the payouts ledger holds them. Dates are India time (IST).', { size: 8 });
  });
}
