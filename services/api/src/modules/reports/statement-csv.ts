import { indiaCsvDateTime, type Language, type NomineeView, type PortfolioPayout, type PortfolioTransaction, type TdsYearTotals } from '@invest/contracts';
import { CSV_START, STATEMENT_CSV_HEADERS } from './csv-headers.js';
import { maskedAccount, nomineeLine, payoutStateLabel, signedAmount, TRANSACTION_TYPE_LABELS } from './statement-format.js';

/** Dates are India time, and the headers say so: a transaction's instant as 'YYYY-MM-DD HH:mm', a payout's India date. */
/** RFC 4180 quoting, and a leading apostrophe on anything a spreadsheet would run as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines (CRLF), each ending with one. */
export const lines = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/**
 * The transactions statement: one row per ledger transaction, newest first, debits (investments, fees) negative as on
 * the dashboard; headers in `language` (csv-headers.ts).
 */
export function transactionsCsv(transactions: PortfolioTransaction[], language: Language = 'en'): string {
  const rows = transactions.map((transaction) => [
    indiaCsvDateTime(transaction.createdAt),
    TRANSACTION_TYPE_LABELS[transaction.type],
    transaction.productName,
    transaction.status,
    signedAmount(transaction),
    transaction.id,
    transaction.investmentId,
  ]);
  return lines([STATEMENT_CSV_HEADERS[language].transactions, ...rows]);
}

export interface StatementCsvInput {
  transactions: PortfolioTransaction[];
  payouts: PortfolioPayout[];
  yearTotals: TdsYearTotals[];
  nominee: NomineeView;
  /** India date the statement is as of. */
  asOf: string;
  /** The investor's language: the headers' (csv-headers.ts); the data are the same in both. */
  language: Language;
}

/**
 * The CSV statement: the transactions table first (as before), then, each after a blank line, the payouts (state,
 * gross, the principal it repays, TDS, net, the account's last four digits), the totals per financial year, and the nominee.
 */
export function statementCsv({ transactions, payouts, yearTotals, nominee, asOf, language }: StatementCsvInput): string {
  const headers = STATEMENT_CSV_HEADERS[language];
  const payoutRows = payouts.map((payout) => [
    payout.payoutDate,
    payout.productName,
    payout.payoutType,
    payoutStateLabel(payout, asOf),
    payout.amount,
    payout.principal,
    payout.tds ?? '',
    payout.net ?? '',
    payout.bankLast4 === null ? '' : maskedAccount(payout.bankLast4),
    payout.utr ?? '',
    payout.failureReason ?? '',
    payout.id,
    payout.investmentId,
  ]);
  const yearRows = yearTotals.map((year) => [year.financialYear, year.gross, year.tds, year.net]);
  return (
    CSV_START[language] +
    [
      transactionsCsv(transactions, language),
      lines([headers.payouts, ...payoutRows]),
      lines([headers.years, ...yearRows]),
      lines([[headers.nominee, nomineeLine(nominee)]]),
    ].join('\r\n')
  );
}
