import type { Language } from '@invest/contracts';
import { CSV_START, TAX_STATEMENT_CSV_HEADERS } from './csv-headers.js';
import { paiseAmount, payoutStateLabel } from './statement-format.js';
import { lines } from './statement-csv.js';
import type { YearFigures } from './tax-papers-figures.js';
import type { Deductee } from './tax-papers-format.js';
import { yearSummary } from './tax-statement-pdf.js';
import { interestPaise } from '../tds/tax-paper-rows.js';
import { assessmentYearOf } from '../tds/quarter.js';

/**
 * The year's tax statement as CSV: the year, the summary (rupees with two decimals, from integer paise), the
 * Form 15G/15H in force, then one row per payout; each block after a blank line. Headers and row labels in
 * `language` (csv-headers.ts); the data are the same in both.
 */
export function taxStatementCsv({ figures, deductee, asOf, language }: { figures: YearFigures; deductee: Deductee; asOf: string; language: Language }): string {
  const { declaration } = figures;
  const headers = TAX_STATEMENT_CSV_HEADERS[language];
  const payoutRows = figures.payouts.map((payout) => [
    payout.payoutDate,
    payout.productName,
    payout.payoutType,
    payoutStateLabel(payout, asOf),
    paiseAmount(payout.grossPaise),
    paiseAmount(interestPaise(payout)),
    paiseAmount(payout.payoutType === 'redemption' ? 0 : payout.principalPaise),
    paiseAmount(payout.payoutType === 'redemption' ? payout.grossPaise : 0),
    paiseAmount(payout.tdsPaise),
    paiseAmount(payout.netPaise),
    payout.id,
  ]);
  return (
    CSV_START[language] +
    [
      lines([
        [headers.statement, `FY ${figures.financialYear}`],
        [headers.from, figures.start],
        [headers.to, figures.end],
        [headers.assessmentYear, assessmentYearOf(figures.financialYear)],
        [headers.asOf, asOf < figures.end ? asOf : figures.end],
        [headers.investor, deductee.name],
        [headers.pan, deductee.maskedPan],
      ]),
      lines([headers.summary, ...yearSummary(figures).map(([label, paise]) => [headers.summaryLabels[label] ?? label, paiseAmount(paise)])]),
      lines([
        headers.declaration,
        declaration === null
          ? [headers.noDeclaration]
          : [`Form ${declaration.form}`, declaration.declaredOn, paiseAmount(declaration.estimatedIncomePaise), figures.declarationVoidedOn ?? ''],
      ]),
      lines([headers.payouts, ...payoutRows]),
    ].join('\r\n')
  );
}
