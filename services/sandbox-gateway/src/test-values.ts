/**
 * The stand-in's documented test values (README "Test values"): which card, UPI ID or net-banking choice captures,
 * fails or is slow. Shared with the API's tests through SANDBOX_TEST_VALUES in @invest/contracts.
 */
import { SANDBOX_IDENTITY_TEST_VALUES, SANDBOX_TEST_VALUES, UPI_ID_PATTERN } from '@invest/contracts';
import type { RefundFate } from './entities.ts';

export { SANDBOX_TEST_VALUES };

/** Why a payment failed, as Razorpay reports it on the payment and in the checkout's `payment.failed` event. */
export interface Decline {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  source: 'bank' | 'customer';
  step: 'payment_authorization';
  reason: string;
}

export const DECLINES = {
  insufficientFunds: {
    code: 'BAD_REQUEST_ERROR',
    description: SANDBOX_TEST_VALUES.declinedCardMessage,
    source: 'bank',
    step: 'payment_authorization',
    reason: 'insufficient_funds',
  },
  upiDeclinedByBank: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your UPI payment was declined by your bank.',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
  },
  upiDeclinedByCustomer: {
    code: 'BAD_REQUEST_ERROR',
    description: 'You declined the payment request in your UPI app.',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_declined',
  },
  /** Third-party validation: paid from another account than the order's `bank_account` (Razorpay's reason). */
  bankAccountMismatch: {
    code: 'BAD_REQUEST_ERROR',
    description: SANDBOX_TEST_VALUES.bankAccountMismatchMessage,
    source: 'customer',
    step: 'payment_authorization',
    reason: 'bank_account_validation_failed',
  },
  netBankingFailed: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your payment could not be completed by the bank.',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
  },
} as const satisfies Record<string, Decline>;

/** What the bank does with a payment: capture at once, decline, or authorise now and capture after a delay. */
export type Outcome = { kind: 'capture' } | { kind: 'slow' } | { kind: 'decline'; decline: Decline };

/** The checkout's stand-in-only choice (UPI Approve/Decline, net banking Success/Failure): `outcome` in the body. */
export type CustomerChoice = 'success' | 'failure';

export function cardOutcome(digits: string): Outcome {
  if (digits === SANDBOX_TEST_VALUES.declinedCardNumber) return { kind: 'decline', decline: DECLINES.insufficientFunds };
  if (digits === SANDBOX_TEST_VALUES.slowCardNumber) return { kind: 'slow' };
  return { kind: 'capture' };
}

/** What the sandbox bank will do with refunds of a card payment. */
export function cardRefundFate(digits: string): RefundFate {
  if (digits === SANDBOX_TEST_VALUES.refundFailsCardNumber) return 'fail';
  if (digits === SANDBOX_TEST_VALUES.slowRefundCardNumber) return 'slow';
  return 'process';
}

export function upiOutcome(vpa: string, choice: CustomerChoice): Outcome {
  if (choice === 'failure') return { kind: 'decline', decline: DECLINES.upiDeclinedByCustomer };
  if (vpa.toLowerCase() === SANDBOX_TEST_VALUES.declinedUpiId) return { kind: 'decline', decline: DECLINES.upiDeclinedByBank };
  return { kind: 'capture' };
}

export function netBankingOutcome(choice: CustomerChoice): Outcome {
  return choice === 'failure' ? { kind: 'decline', decline: DECLINES.netBankingFailed } : { kind: 'capture' };
}

/**
 * Third-party validation of a net-banking or UPI payment: the account it is paid from (the order's own unless the
 * tester chose another) must be the order's `bank_account`; a mismatch fails whatever the bank would have said.
 */
export function tpvOutcome(orderAccountNumber: string, paidFrom: string, otherwise: Outcome): Outcome {
  return paidFrom === orderAccountNumber ? otherwise : { kind: 'decline', decline: DECLINES.bankAccountMismatch };
}

const VPA = new RegExp(UPI_ID_PATTERN);

export function isWellFormedVpa(vpa: string): boolean {
  return VPA.test(vpa);
}

/** Whether the bank knows the UPI ID (payments/validate/vpa). */
export function vpaExists(vpa: string): boolean {
  return isWellFormedVpa(vpa) && vpa.toLowerCase() !== SANDBOX_TEST_VALUES.unknownUpiId;
}

/**
 * The account holder the sandbox reports for a UPI ID: 'rahul.kumar@okaxis' → 'Rahul Kumar'; the declined test ID is
 * the sandbox KYC holder's own (so a decline is the bank's, not a refusal of someone else's account).
 */
export function accountHolderOf(vpa: string): string {
  if (vpa.toLowerCase() === SANDBOX_TEST_VALUES.declinedUpiId) return SANDBOX_IDENTITY_TEST_VALUES.holderName;
  const handle = vpa.split('@')[0] ?? '';
  const words = handle
    .split(/[._-]+/)
    .filter((word) => /[A-Za-z]/.test(word))
    .map((word) => word.replace(/\d+/g, ''))
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return words.length > 0 ? words.join(' ') : 'UPI Customer';
}

/** Net-banking bank codes (Razorpay's) and the names the sandbox's bank page shows. */
export const BANKS: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB_R: 'Punjab National Bank',
  CNRB: 'Canara Bank',
  BARB_R: 'Bank of Baroda',
  IBKL: 'IDBI Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  UBIN: 'Union Bank of India',
};

/** A well-formed bank code (4 letters, optionally `_R` or `_C`, as Razorpay's codes are). */
export function isBankCode(code: string): boolean {
  return /^[A-Z]{4}(_[RC])?$/.test(code);
}

export function bankName(code: string): string {
  return BANKS[code] ?? code;
}
