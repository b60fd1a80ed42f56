import { paiseAmount, payoutStateLabel } from './statement-format.js';
import { lines } from './statement-csv.js';
import type { YearFigures } from './tax-papers-figures.js';
import type { Deductee } from './tax-papers-format.js';
import { yearSummary } from './tax-statement-pdf.js';
import { interestPaise } from '../tds/tax-paper-rows.js';
import { assessmentYearOf } from '../tds/quarter.js';

const PAYOUT_HEADER = [
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
];

/**
 * The year's tax statement as CSV: the year, the summary (rupees with two decimals, from integer paise), the
 * Form 15G/15H in force, then one row per payout; each block after a blank line.
 */
export function taxStatementCsv({ figures, deductee, asOf }: { figures: YearFigures; deductee: Deductee; asOf: string }): string {
  const { declaration } = figures;
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
  return [
    lines([
      ['Tax statement', `FY ${figures.financialYear}`],
      ['From (IST)', figures.start],
      ['To (IST)', figures.end],
      ['Assessment year', assessmentYearOf(figures.financialYear)],
      ['As of (IST)', asOf < figures.end ? asOf : figures.end],
      ['Investor', deductee.name],
      ['PAN', deductee.maskedPan],
    ]),
    lines([['Item', 'Amount (INR)'], ...yearSummary(figures).map(([label, paise]) => [label, paiseAmount(paise)])]),
    lines([
      ['Declaration', 'Made on (IST)', 'Estimated total income (INR)', 'Void from (s. 197A(1B))'],
      declaration === null
        ? ['None']
        : [`Form ${declaration.form}`, declaration.declaredOn, paiseAmount(declaration.estimatedIncomePaise), figures.declarationVoidedOn ?? ''],
    ]),
    lines([PAYOUT_HEADER, ...payoutRows]),
  ].join('\r\n');
}
