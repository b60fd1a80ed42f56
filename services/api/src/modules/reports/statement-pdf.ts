import type { Language, NomineeView, TdsYearTotals } from '@invest/contracts';
import type PDFDocument from 'pdfkit';
import { type Column, MARGIN, MUTED, renderPdf, row, heading, table } from './pdf-layout.js';
import { BOLD_FONT, BODY_FONT } from './pdf-fonts.js';
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
} from './statement-format.js';
import { STATEMENT_PDF_WORDS } from './statement-pdf-words.js';

/** Kept word for word with the footer's MARKET_RISK_DISCLAIMER (libs/platform brand). */
export const STATEMENT_DISCLAIMER = STATEMENT_PDF_WORDS.en.disclaimer;

export const STATEMENT_TITLE = STATEMENT_PDF_WORDS.en.title;

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
  /** The investor's language: the statement's words and faces (statement-pdf-words.ts, pdf-fonts.ts). */
  language: Language;
}

/** The dashboard's debit and credit colours (libs/ui theme: danger, success). */
const DEBIT = '#b42318';
const CREDIT = '#067647';

/**
 * The portfolio statement: totals, XIRR, distribution, holdings, transactions, payouts (state, gross, TDS, net, the
 * account's last four digits), the totals per financial year, the nominee and the disclaimer; in the investor's
 * language.
 */
export function buildStatementPdf(input: StatementInput): Promise<Buffer> {
  const { portfolio } = input.snapshot;
  const words = STATEMENT_PDF_WORDS[input.language];
  return renderPdf({ title: words.title, subject: `Portfolio as of ${portfolio.asOf}`, generatedAt: input.generatedAt, language: input.language }, (doc) =>
    drawStatement(doc, input),
  );
}

function drawStatement(doc: PDFDocument, { snapshot, generatedAt, holder, account, yearTotals, nominee, language }: StatementInput): void {
  const { portfolio, investments, transactions, payouts } = snapshot;
  const words = STATEMENT_PDF_WORDS[language];
  const columns = <T extends string[]>(headers: T, widths: number[], right: number[]): Column[] =>
    headers.map((header, index) => ({ header, width: widths[index] ?? 60, ...(right.includes(index) ? { align: 'right' as const } : {}) }));

  doc.font(BOLD_FONT).fontSize(18).text(words.title, MARGIN, MARGIN);
  doc.font(BODY_FONT).fontSize(10).fillColor(MUTED);
  doc.text(words.generated(formatIndiaDateTime(generatedAt, language), formatCalendarDate(portfolio.asOf, language)));
  doc.text(`${words.holder}: ${holder.name}`);
  doc.text(`${words.pan}: ${holder.maskedPan}`);
  doc.text(`${words.mobile}: ${account}`);

  heading(doc, words.totals);
  const totals: Array<[string, string]> = [
    [words.totalRows.invested, formatRupees(portfolio.totalInvested)],
    [words.totalRows.currentValue, formatRupees(portfolio.totalCurrentValue)],
    [words.totalRows.earnings, formatRupees(portfolio.totalEarnings)],
    [words.totalRows.return, `${portfolio.returnPercentage.toFixed(2)}%`],
    [words.totalRows.xirr, portfolio.xirr === null ? words.totalRows.noXirr : `${portfolio.xirr.toFixed(2)}%`],
    [words.totalRows.investments, String(portfolio.investmentCount)],
  ];
  const pair: Column[] = [
    { header: '', width: 180 },
    { header: '', width: 140, align: 'right' },
  ];
  for (const [label, value] of totals) row(doc, pair, [label, value]);

  heading(doc, words.distribution);
  table(
    doc,
    columns(words.distributionColumns, [200, 120, 80], [1, 2]),
    portfolio.distribution.map((share) => [share.label, formatRupees(share.amount), `${share.percentage}%`]),
    words.noInvestments,
  );

  heading(doc, words.holdings);
  table(
    doc,
    columns(words.holdingColumns, [150, 60, 80, 80, 50, 70, 70], [2, 3, 4]),
    investments.map((investment) => [
      investment.productName,
      investment.status.replace('_', ' '),
      formatRupees(investment.amount),
      formatRupees(investment.currentValue),
      investment.returnRate === null ? '-' : `${investment.returnRate}%`,
      formatCalendarDate(investment.investmentDate, language),
      investment.maturityDate === null ? '-' : formatCalendarDate(investment.maturityDate, language),
    ]),
    words.noInvestments,
  );

  heading(doc, words.transactions);
  table(
    doc,
    columns(words.transactionColumns, [130, 70, 140, 70, 90], [4]),
    transactions.map((transaction) => [
      formatIndiaDateTime(new Date(transaction.createdAt), language),
      words.transactionTypes[transaction.type],
      transaction.productName,
      transaction.status,
      { text: formatSignedRupees(transaction), color: isDebit(transaction) ? DEBIT : CREDIT },
    ]),
    words.noTransactions,
  );

  heading(doc, words.payouts);
  table(
    doc,
    columns(words.payoutColumns, [58, 80, 40, 74, 72, 62, 72, 40], [4, 5, 6, 7]),
    payouts.map((payout) => [
      formatCalendarDate(payout.payoutDate, language),
      payout.productName,
      payout.payoutType,
      payoutStateLabel(payout, portfolio.asOf, language),
      formatRupees(payout.amount),
      payout.tds === null ? '-' : formatRupees(payout.tds),
      payout.net === null ? '-' : formatRupees(payout.net),
      maskedAccount(payout.bankLast4),
    ]),
    words.noPayouts,
  );
  // The payouts that repay the principal say how much of their gross it is (TDS is on the rest only).
  for (const payout of payouts.filter((row) => row.principal > 0)) {
    doc
      .font(BODY_FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(principalNote(payout, language), MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
  }
  const returned = payouts.filter((payout) => payout.status === 'reversed' && payout.failureReason);
  for (const payout of returned) {
    doc
      .font(BODY_FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(words.reversedNote(formatCalendarDate(payout.payoutDate, language), payout.failureReason ?? ''), MARGIN, doc.y, {
        width: doc.page.width - MARGIN * 2,
      });
  }

  heading(doc, words.years);
  table(
    doc,
    columns(words.yearColumns, [120, 110, 110, 110], [1, 2, 3]),
    yearTotals.map((year) => [`FY ${year.financialYear}`, formatRupees(year.gross), formatRupees(year.tds), formatRupees(year.net)]),
    words.noYears,
  );

  heading(doc, words.nominee);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor('#000000')
    .text(nomineeLine(nominee, language), MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });

  heading(doc, words.disclaimerHeading);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(words.disclaimer, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
}
