import { formatCalendarDate, isDebit, istDateTime, type Language, type NomineeView, type PortfolioPayout, type PortfolioTransaction } from '@invest/contracts';
import { STATEMENT_PDF_WORDS } from './statement-pdf-words.js';

const amountFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Rupees as the dashboard rounds them (en-IN grouping, no decimals). The PDF's standard fonts have no rupee
 * glyph, so files say "INR" where the page shows ₹.
 */
export function formatRupees(amount: number): string {
  return `INR ${amountFormatter.format(amount)}`;
}

export { isDebit };

/** The amount signed by its direction: debits negative, credits positive. */
export function signedAmount(transaction: Pick<PortfolioTransaction, 'type' | 'amount'>): number {
  return isDebit(transaction) ? -transaction.amount : transaction.amount;
}

/** "-INR 330" for a debit, "+INR 1,500" for a credit (the dashboard's -₹330 and +₹1,500). */
export function formatSignedRupees(transaction: Pick<PortfolioTransaction, 'type' | 'amount'>): string {
  return `${isDebit(transaction) ? '-' : '+'}${formatRupees(transaction.amount)}`;
}

/** "24 Mar 2026, 12:00 pm IST": the platform's one India date-time (texts and pages say it the same way). */
export function formatIndiaDateTime(instant: Date | string, language: Language = 'en'): string {
  return istDateTime(instant, language);
}

/** 'YYYY-MM-DD' (an India date) → '15 Dec 2026'. */
export { formatCalendarDate };

/** The transaction types in words, as the CSV (always) and the English PDF write them. */
export const TRANSACTION_TYPE_LABELS: Record<PortfolioTransaction['type'], string> = STATEMENT_PDF_WORDS.en.transactionTypes;

/**
 * A payout's state in words (the CSV's always in English): a due `pending` payout is waiting for the investor's
 * (verified) bank account.
 */
export function payoutStateLabel(payout: Pick<PortfolioPayout, 'status' | 'payoutDate'>, asOf: string, language: Language = 'en'): string {
  const states = STATEMENT_PDF_WORDS[language].payoutStates;
  switch (payout.status) {
    case 'pending':
      return payout.payoutDate <= asOf ? states.awaiting : states.scheduled;
    case 'processing':
      return states.processing;
    case 'paid':
      return states.paid;
    case 'reversed':
      return states.reversed;
    case 'cancelled':
      return states.cancelled;
  }
}

/** "15 Jan 2027 maturity payout: principal INR 1,00,000 of INR 1,01,500 (TDS on the interest only)." */
export function principalNote(payout: Pick<PortfolioPayout, 'payoutDate' | 'payoutType' | 'amount' | 'principal'>, language: Language = 'en'): string {
  return STATEMENT_PDF_WORDS[language].principalNote(
    formatCalendarDate(payout.payoutDate),
    payout.payoutType,
    formatRupees(payout.principal),
    formatRupees(payout.amount),
  );
}

/** The account a payout went to, as statements show it: only the last four digits ("XX1234"). */
export function maskedAccount(last4: string | null): string {
  return last4 === null ? '-' : `XX${last4}`;
}

/** The nomination in one line (the nominee's date of birth is not repeated on a statement). */
export function nomineeLine(nominee: NomineeView, language: Language = 'en'): string {
  const words = STATEMENT_PDF_WORDS[language].nomineeLines;
  switch (nominee.status) {
    case 'named': {
      const guardian =
        nominee.minor && nominee.guardianName
          ? `; ${words.guardian} ${nominee.guardianName}${nominee.guardianRelationship ? ` (${nominee.guardianRelationship})` : ''}`
          : '';
      return `${nominee.name ?? ''} (${nominee.relationship ?? words.nominee})${nominee.minor ? words.minor : ''}${guardian}`;
    }
    case 'opted_out':
      return words.optedOut;
    case 'not_started':
      return words.notStarted;
  }
}

/** Integer paise as rupees with two decimals, no grouping (files a spreadsheet or utility reads): 1500050 → '15000.50'. */
export function paiseAmount(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Integer paise as the tax papers show them, to the paisa: 1500050 → 'INR 15,000.50'. */
export function formatPaise(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}INR ${amountFormatter.format(Math.trunc(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
