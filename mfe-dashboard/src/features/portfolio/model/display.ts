import type { BadgeTone } from '@invest/ui';
import {
  formatCalendarDate,
  formatIndiaDate,
  isDebit,
  REPORT_FILES,
  TAX_PAPER_PATHS,
  type KycStatus,
  type LedgerInvestmentStatus,
  type LedgerPayoutStatus,
  type LedgerTransactionStatus,
  type PortfolioTransaction,
} from '@invest/contracts';
import { API_BASE_URL } from '@invest/api';
import { formatInr } from '@invest/platform';

export const DASHBOARD_ERROR_MESSAGE = 'Unable to load dashboard data. Please try refreshing the page.';

const KYC_LABELS: Record<KycStatus, [string, BadgeTone]> = {
  verified: ['KYC: Verified', 'green'],
  pending: ['KYC: Pending', 'yellow'],
  failed: ['KYC: Failed', 'red'],
  not_started: ['KYC: Not started', 'grey'],
};

/** The badge of the server's KYC status (the spec hard-codes 'KYC: Verified'; this shows the truth). */
export function kycBadge(status: KycStatus): { label: string; tone: BadgeTone } {
  const [label, tone] = KYC_LABELS[status];
  return { label, tone };
}

export { isDebit };

/** '-₹1,00,000' for a debit, '+₹1,500' for a credit. */
export function signedTransactionAmount(transaction: Pick<PortfolioTransaction, 'type' | 'amount'>): string {
  return isDebit(transaction) ? formatInr(-transaction.amount) : `+${formatInr(transaction.amount)}`;
}

export const TRANSACTION_LABELS: Record<PortfolioTransaction['type'], string> = {
  investment: 'Investment',
  payout: 'Payout',
  fee: 'Processing fee',
  refund: 'Refunded',
};

export const TRANSACTION_STATUS_TONES: Record<LedgerTransactionStatus, BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  processing: 'blue',
  failed: 'red',
};

export const INVESTMENT_STATUS: Record<LedgerInvestmentStatus, [string, BadgeTone]> = {
  active: ['Active', 'green'],
  matured: ['Matured', 'blue'],
  pending_payment: ['Awaiting payment', 'yellow'],
  payment_failed: ['Payment failed', 'red'],
  withdrawing: ['Withdrawal in progress', 'yellow'],
  withdrawn: ['Withdrawn', 'grey'],
  redeeming: ['Redeeming', 'blue'],
  redeemed: ['Redeemed', 'grey'],
};

/** A payout's state as the investor reads it: scheduled, sent and on its way, in the bank, or returned by it. */
export const PAYOUT_STATUS: Record<LedgerPayoutStatus, [string, BadgeTone]> = {
  // Product §4: "Payout status shown: pending", word for word.
  pending: ['pending', 'yellow'],
  processing: ['Processing', 'blue'],
  paid: ['Paid', 'green'],
  reversed: ['Reversed', 'red'],
  cancelled: ['Cancelled', 'grey'],
};

/** '1234' → '•••• 1234': the only form an account number is shown in. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}

/** 'YYYY-MM-DD' (an India date) → '15 Apr 2026', through the platform's one India-time formatter. */
export function formatDate(calendarDate: string): string {
  return formatCalendarDate(calendarDate);
}

/** An ISO instant as India's calendar date: 2026-11-26T22:45Z → '27 Nov 2026'. */
export function formatInstant(iso: string): string {
  return formatIndiaDate(iso);
}

/** 2.875 → '2.88%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

/** Where the statements download from (same origin: the shell proxies /api with the session cookie). */
export function reportUrls(userId: string): { pdf: string; csv: string } {
  const base = `${API_BASE_URL}/reports/${encodeURIComponent(userId)}`;
  return { pdf: `${base}/${REPORT_FILES.pdf}`, csv: `${base}/${REPORT_FILES.csv}` };
}

/** Where a TDS certificate and a year's tax statement download from (same origin, the session cookie). */
export function taxPaperUrls(userId: string): {
  certificate: (quarter: string) => string;
  statementPdf: (year: string) => string;
  statementCsv: (year: string) => string;
} {
  const base = `${API_BASE_URL}/reports/${encodeURIComponent(userId)}`;
  return {
    certificate: (quarter) => `${base}/${TAX_PAPER_PATHS.certificate(quarter)}`,
    statementPdf: (year) => `${base}/${TAX_PAPER_PATHS.statementPdf(year)}`,
    statementCsv: (year) => `${base}/${TAX_PAPER_PATHS.statementCsv(year)}`,
  };
}
