import type { NomineeView, TdsYearTotals } from '@invest/contracts';
import type PDFDocument from 'pdfkit';
import { type Column, MARGIN, MUTED, renderPdf, row, heading, table } from './pdf-layout.js';
import type { PortfolioSnapshot } from '../portfolio/portfolio.service.js';
import type { Deductee } from './tax-papers-format.js';
import {
  formatCalendarDate,
  formatIndiaDateTime,
  formatRupees,
  formatSignedRupees,
  isDebit,
  maskedAccount,
  nomineeLine,
  payoutStateLabel,
  principalNote,
  TRANSACTION_TYPE_LABELS,
} from './statement-format.js';

/** Kept word for word with the footer's MARKET_RISK_DISCLAIMER (libs/platform brand). */
export const STATEMENT_DISCLAIMER = 'Investments are subject to market risks. Read all related documents carefully before investing.';

export const STATEMENT_TITLE = 'Portfolio & ROI statement';

export interface StatementInput {
  snapshot: PortfolioSnapshot;
  generatedAt: Date;
  /** The KYC holder's name and the PAN masked ('ABCPEXXXXF'): never the full PAN. */
  holder: Deductee;
  /** The registered mobile, masked ('******5341'). */
  account: string;
  /** Payouts sent, per financial year (April-March). */
  yearTotals: TdsYearTotals[];
  nominee: NomineeView;
}

/** The dashboard's debit and credit colours (libs/ui theme: danger, success). */
const DEBIT = '#b42318';
const CREDIT = '#067647';

/**
 * The portfolio statement: totals, XIRR, distribution, holdings, transactions, payouts (state, gross, TDS, net, the
 * account's last four digits), the totals per financial year, the nominee and the disclaimer.
 */
export function buildStatementPdf(input: StatementInput): Promise<Buffer> {
  const { portfolio } = input.snapshot;
  return renderPdf({ title: STATEMENT_TITLE, subject: `Portfolio as of ${portfolio.asOf}`, generatedAt: input.generatedAt }, (doc) =>
    drawStatement(doc, input),
  );
}

function drawStatement(doc: PDFDocument, { snapshot, generatedAt, holder, account, yearTotals, nominee }: StatementInput): void {
  const { portfolio, investments, transactions, payouts } = snapshot;

  doc.font('Helvetica-Bold').fontSize(18).text(STATEMENT_TITLE, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Generated on ${formatIndiaDateTime(generatedAt)}; values as of ${formatCalendarDate(portfolio.asOf)}. Dates are India time (IST).`);
  doc.text(`Account holder: ${holder.name}`);
  doc.text(`PAN: ${holder.maskedPan}`);
  doc.text(`Registered mobile: ${account}`);

  heading(doc, 'Totals');
  const totals: Array<[string, string]> = [
    ['Total invested', formatRupees(portfolio.totalInvested)],
    ['Current value', formatRupees(portfolio.totalCurrentValue)],
    ['Total earnings', formatRupees(portfolio.totalEarnings)],
    ['Return', `${portfolio.returnPercentage.toFixed(2)}%`],
    ['Annualised return (XIRR)', portfolio.xirr === null ? 'Not enough history yet' : `${portfolio.xirr.toFixed(2)}%`],
    ['Investments', String(portfolio.investmentCount)],
  ];
  const pair: Column[] = [
    { header: '', width: 180 },
    { header: '', width: 140, align: 'right' },
  ];
  for (const [label, value] of totals) row(doc, pair, [label, value]);

  heading(doc, 'Distribution by category');
  table(
    doc,
    [
      { header: 'Category', width: 200 },
      { header: 'Invested', width: 120, align: 'right' },
      { header: 'Share', width: 80, align: 'right' },
    ],
    portfolio.distribution.map((share) => [share.label, formatRupees(share.amount), `${share.percentage}%`]),
    'No investments yet.',
  );

  heading(doc, 'Holdings');
  table(
    doc,
    [
      { header: 'Product', width: 150 },
      { header: 'Status', width: 60 },
      { header: 'Invested', width: 80, align: 'right' },
      { header: 'Current value', width: 80, align: 'right' },
      { header: 'Rate p.a.', width: 50, align: 'right' },
      { header: 'Invested on', width: 70 },
      { header: 'Matures', width: 70 },
    ],
    investments.map((investment) => [
      investment.productName,
      investment.status.replace('_', ' '),
      formatRupees(investment.amount),
      formatRupees(investment.currentValue),
      investment.returnRate === null ? '-' : `${investment.returnRate}%`,
      formatCalendarDate(investment.investmentDate),
      investment.maturityDate === null ? '-' : formatCalendarDate(investment.maturityDate),
    ]),
    'No investments yet.',
  );

  heading(doc, 'Transactions');
  table(
    doc,
    [
      { header: 'Date (IST)', width: 130 },
      { header: 'Type', width: 70 },
      { header: 'Product', width: 140 },
      { header: 'Status', width: 70 },
      { header: 'Amount', width: 90, align: 'right' },
    ],
    transactions.map((transaction) => [
      formatIndiaDateTime(new Date(transaction.createdAt)),
      TRANSACTION_TYPE_LABELS[transaction.type],
      transaction.productName,
      transaction.status,
      { text: formatSignedRupees(transaction), color: isDebit(transaction) ? DEBIT : CREDIT },
    ]),
    'No transactions yet.',
  );

  heading(doc, 'Payouts');
  table(
    doc,
    [
      { header: 'Date', width: 58 },
      { header: 'Product', width: 80 },
      { header: 'Type', width: 40 },
      { header: 'State', width: 74 },
      { header: 'Gross', width: 72, align: 'right' },
      { header: 'TDS', width: 62, align: 'right' },
      { header: 'Net', width: 72, align: 'right' },
      { header: 'Account', width: 40, align: 'right' },
    ],
    payouts.map((payout) => [
      formatCalendarDate(payout.payoutDate),
      payout.productName,
      payout.payoutType,
      payoutStateLabel(payout, portfolio.asOf),
      formatRupees(payout.amount),
      payout.tds === null ? '-' : formatRupees(payout.tds),
      payout.net === null ? '-' : formatRupees(payout.net),
      maskedAccount(payout.bankLast4),
    ]),
    'No payouts scheduled.',
  );
  // The payouts that repay the principal say how much of their gross it is (TDS is on the rest only).
  for (const payout of payouts.filter((row) => row.principal > 0)) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(principalNote(payout), MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
  }
  const returned = payouts.filter((payout) => payout.status === 'reversed' && payout.failureReason);
  for (const payout of returned) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Reversed ${formatCalendarDate(payout.payoutDate)} payout: ${payout.failureReason ?? ''}`, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
  }

  heading(doc, 'Payouts per financial year (April-March)');
  table(
    doc,
    [
      { header: 'Financial year', width: 120 },
      { header: 'Gross', width: 110, align: 'right' },
      { header: 'TDS', width: 110, align: 'right' },
      { header: 'Net paid', width: 110, align: 'right' },
    ],
    yearTotals.map((year) => [`FY ${year.financialYear}`, formatRupees(year.gross), formatRupees(year.tds), formatRupees(year.net)]),
    'No payouts sent yet.',
  );

  heading(doc, 'Nominee');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(nomineeLine(nominee), MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });

  heading(doc, 'Disclaimer');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(STATEMENT_DISCLAIMER, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
}
