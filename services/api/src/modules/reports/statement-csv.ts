import type { PortfolioTransaction } from '@invest/contracts';
import { signedAmount, TRANSACTION_TYPE_LABELS } from './statement-format.js';

const HEADER = ['Date', 'Type', 'Product', 'Status', 'Amount (INR)', 'Transaction ID', 'Investment ID'];

/** RFC 4180 quoting, and a leading apostrophe on anything a spreadsheet would run as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The transactions statement: one row per ledger transaction, newest first, debits (investments, fees) negative as on the dashboard. */
export function transactionsCsv(transactions: PortfolioTransaction[]): string {
  const rows = transactions.map((transaction) => [
    transaction.createdAt,
    TRANSACTION_TYPE_LABELS[transaction.type],
    transaction.productName,
    transaction.status,
    signedAmount(transaction),
    transaction.id,
    transaction.investmentId,
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
