/**
 * Premature withdrawal of a fixed deposit: GET /api/investments/{id}/withdrawal previews what the investor receives
 * today; POST confirms it with the preview's `quoteId` and the OTP sent to their phone (POST /api/otp/generate,
 * type 'kyc'). Amounts are rupees; dates 'YYYY-MM-DD' (India time).
 */

/** GET /api/investments/{id}/withdrawal. amount = principal + interestAccrued − interestPaid − penalty − tds. */
export interface WithdrawalPreview {
  investmentId: string;
  /** Binds a confirmation to these figures: a confirmation whose quote no longer matches is refused (409). */
  quoteId: string;
  /** The day it is paid (today). */
  date: string;
  principal: number;
  /** Interest earned from the investment date to `date`. */
  interestAccrued: number;
  /** Interest already sent by the monthly payouts (paid or on its way): not paid twice. */
  interestPaid: number;
  /** The plan's penalty, % of the interest earned. */
  penaltyPercent: number;
  penalty: number;
  /** TDS on the interest part of this payout. */
  tds: number;
  /** What reaches the bank account. */
  amount: number;
  /** Last four digits of the account it is paid to. */
  bankLast4: string | null;
}

/** POST /api/investments/{id}/withdrawal */
export interface WithdrawalConfirmRequest {
  quoteId: string;
  /** The 6-digit code sent to the investor's phone. */
  otp: string;
}

export interface WithdrawalConfirmResponse {
  message: string;
  investment: { id: string; status: 'withdrawing' | 'withdrawn' };
  payout: { id: string; date: string; gross: number; tds: number; net: number; status: 'pending' | 'processing' | 'paid' | 'reversed' };
}

/** Words of the withdrawal (the API answers them; the dashboard shows them). */
export const WithdrawalMessage = {
  Confirmed: 'Withdrawal confirmed. The amount is on its way to your bank account.',
  NotFound: 'Investment not found.',
  NotFixedDeposit: 'Only a fixed deposit can be withdrawn before maturity.',
  NotActive: 'Only an active investment can be withdrawn.',
  AlreadyWithdrawing: 'This investment is already being withdrawn.',
  Matured: 'This investment has matured: its principal is repaid with the final payout.',
  LockedIn: 'This deposit is in its lock-in until {date}; it can be withdrawn from then on.',
  StalePreview: 'The withdrawal figures have changed since you saw them. Please review the new amount and confirm again.',
  BankAccountRequired: 'Add and verify your bank account before withdrawing: the amount is paid into it.',
} as const;
