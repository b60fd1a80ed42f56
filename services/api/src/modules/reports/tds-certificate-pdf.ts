import { TAX_DEDUCTOR } from '@invest/contracts';
import { assessmentYearOf, quarterName } from '../tds/quarter.js';
import { heading, MARGIN, MUTED, pairs, paragraph, renderPdf, table } from './pdf-layout.js';
import { BOLD_FONT, BODY_FONT } from './pdf-fonts.js';
import { formatCalendarDate, formatIndiaDateTime, formatPaise } from './statement-format.js';
import type { CertificateFigures } from './tax-papers-figures.js';
import { DEDUCTOR_LINES, type Deductee } from './tax-papers-format.js';

export const CERTIFICATE_TITLE = 'TDS certificate (Form 16A format)';

export interface CertificateInput {
  figures: CertificateFigures;
  deductee: Deductee;
  generatedAt: Date;
}

/**
 * A quarter's certificate of tax deducted at source on an investor's fixed-deposit interest (s. 194A), laid out as
 * Form 16A: deductor (name, TAN, PAN), deductee (name, PAN masked), period, each deduction with its date, the amount
 * paid or credited, the TDS and the challan reference, and the totals.
 */
export function buildCertificatePdf({ figures, deductee, generatedAt }: CertificateInput): Promise<Buffer> {
  const { quarter } = figures;
  const name = quarterName(quarter);
  return renderPdf({ title: CERTIFICATE_TITLE, subject: `TDS certificate, ${name}`, generatedAt, language: 'en' }, (doc) => {
    doc.font(BOLD_FONT).fontSize(18).fillColor('#000000').text(CERTIFICATE_TITLE, MARGIN, MARGIN);
    doc.font(BODY_FONT).fontSize(10).fillColor(MUTED);
    doc.text(
      'Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on interest other than interest on securities (section 194A).',
      {
        width: doc.page.width - MARGIN * 2,
      },
    );
    doc.text(`Generated on ${formatIndiaDateTime(generatedAt)}.`);

    heading(doc, 'Period');
    pairs(doc, [
      ['Quarter', name],
      ['From', formatCalendarDate(quarter.start)],
      ['To', formatCalendarDate(quarter.end)],
      ['Financial year', quarter.financialYear],
      ['Assessment year', assessmentYearOf(quarter.financialYear)],
    ]);

    heading(doc, 'Deductor');
    pairs(doc, DEDUCTOR_LINES);

    heading(doc, 'Deductee');
    pairs(doc, [
      ['Name', deductee.name],
      ['PAN of the deductee', deductee.maskedPan],
    ]);

    heading(doc, 'Summary of payment and tax deducted');
    table(
      doc,
      [
        { header: 'Paid/credited on', width: 80 },
        { header: 'Amount paid/credited', width: 100, align: 'right' },
        { header: 'TDS deducted', width: 84, align: 'right' },
        { header: 'Deducted on', width: 70 },
        { header: 'Challan', width: 165 },
      ],
      figures.rows.map((line) => [
        formatCalendarDate(line.payoutDate),
        formatPaise(line.amountPaidPaise),
        formatPaise(line.tdsPaise),
        formatCalendarDate(line.payoutDate),
        TAX_DEDUCTOR.challanReference,
      ]),
      'No interest paid or credited in this quarter.',
    );
    heading(doc, 'Total');
    pairs(doc, [
      ['Amount paid/credited', formatPaise(figures.amountPaidPaise)],
      ['Tax deducted and deposited', formatPaise(figures.tdsPaise)],
      ['Section', '194A'],
    ]);
    doc.moveDown(0.8);
    paragraph(
      doc,
      'Amounts in Indian rupees. The deductee PAN is shown masked; the deductor reports it in full in its quarterly TDS return (Form 26Q). Check the credit in your Form 26AS / Annual Information Statement.',
      { size: 8 },
    );
  });
}
