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
import type { Locale } from '@invest/mf/runtime';
import { formatInr } from '@invest/platform';

/** A message id of this remote's catalogue (`dashboard.…`), read with `useI18n()`'s `_`. */
export type MessageId = `dashboard.${string}`;

const KYC_LABELS: Record<KycStatus, [MessageId, BadgeTone]> = {
  verified: ['dashboard.kyc.verified', 'green'],
  pending: ['dashboard.kyc.pending', 'yellow'],
  failed: ['dashboard.kyc.failed', 'red'],
  not_started: ['dashboard.kyc.notStarted', 'grey'],
};

/** The badge of the server's KYC status (the spec hard-codes 'KYC: Verified'; this shows the truth): its message id and tone. */
export function kycBadge(status: KycStatus): { label: MessageId; tone: BadgeTone } {
  const [label, tone] = KYC_LABELS[status];
  return { label, tone };
}

export { isDebit };

/** '-₹1,00,000' for a debit, '+₹1,500' for a credit. */
export function signedTransactionAmount(transaction: Pick<PortfolioTransaction, 'type' | 'amount'>): string {
  return isDebit(transaction) ? formatInr(-transaction.amount) : `+${formatInr(transaction.amount)}`;
}

export const TRANSACTION_LABELS: Record<PortfolioTransaction['type'], MessageId> = {
  investment: 'dashboard.transaction.type.investment',
  payout: 'dashboard.transaction.type.payout',
  fee: 'dashboard.transaction.type.fee',
  refund: 'dashboard.transaction.type.refund',
};

/** A transaction's state as the API words it (completed, pending, processing, failed), in the page's language. */
export const TRANSACTION_STATUS_LABELS: Record<LedgerTransactionStatus, MessageId> = {
  completed: 'dashboard.transaction.status.completed',
  pending: 'dashboard.transaction.status.pending',
  processing: 'dashboard.transaction.status.processing',
  failed: 'dashboard.transaction.status.failed',
};

export const TRANSACTION_STATUS_TONES: Record<LedgerTransactionStatus, BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  processing: 'blue',
  failed: 'red',
};

export const INVESTMENT_STATUS: Record<LedgerInvestmentStatus, [MessageId, BadgeTone]> = {
  active: ['dashboard.investment.status.active', 'green'],
  matured: ['dashboard.investment.status.matured', 'blue'],
  pending_payment: ['dashboard.investment.status.pendingPayment', 'yellow'],
  payment_failed: ['dashboard.investment.status.paymentFailed', 'red'],
  withdrawing: ['dashboard.investment.status.withdrawing', 'yellow'],
  withdrawn: ['dashboard.investment.status.withdrawn', 'grey'],
  redeeming: ['dashboard.investment.status.redeeming', 'blue'],
  redeemed: ['dashboard.investment.status.redeemed', 'grey'],
};

/** A payout's state as the investor reads it: scheduled, sent and on its way, in the bank, or returned by it. */
export const PAYOUT_STATUS: Record<LedgerPayoutStatus, [MessageId, BadgeTone]> = {
  // Product §4: "Payout status shown: pending", word for word (the English message).
  pending: ['dashboard.payout.status.pending', 'yellow'],
  processing: ['dashboard.payout.status.processing', 'blue'],
  paid: ['dashboard.payout.status.paid', 'green'],
  reversed: ['dashboard.payout.status.reversed', 'red'],
  cancelled: ['dashboard.payout.status.cancelled', 'grey'],
};

/** '1234' → '•••• 1234': the only form an account number is shown in. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}

/** 'YYYY-MM-DD' (an India date) → '15 Apr 2026' ('15 अप्रैल 2026'), in the page's language (`useLocale()`). */
export function formatDate(calendarDate: string, locale: Locale): string {
  return formatCalendarDate(calendarDate, locale);
}

/** An ISO instant as India's calendar date, in the page's language: 2026-11-26T22:45Z → '27 Nov 2026' ('27 नव॰ 2026'). */
export function formatInstant(iso: string, locale: Locale): string {
  return formatIndiaDate(iso, locale);
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
