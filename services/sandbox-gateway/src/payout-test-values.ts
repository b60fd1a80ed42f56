/**
 * The stand-in's documented payout test values (README "Payout test values"): what the penny drop finds for a bank
 * account and whether a payout to it is processed or reversed. Shared with the API's tests through
 * SANDBOX_PAYOUT_TEST_VALUES in @invest/contracts.
 */
import { SANDBOX_PAYOUT_TEST_VALUES } from '@invest/contracts';
import { randomDigits } from './ids.ts';
import type { AccountStatus, BankAccountRecord, PayoutMode, StatusDetails } from './payout-entities.ts';

export { SANDBOX_PAYOUT_TEST_VALUES };

/** How long a fund-account validation stays `created` before the bank answers; default of `fundAccountValidationMs`. */
export const DEFAULT_FUND_ACCOUNT_VALIDATION_MS = 300;
/** How long a payout stays `processing` before it is processed or reversed; default of `payoutProcessingMs`. */
export const DEFAULT_PAYOUT_PROCESSING_MS = 500;

/** What the beneficiary bank answers to the penny drop. */
export interface PennyDropAnswer {
  accountStatus: AccountStatus;
  /** The name the bank holds the account in, upper case; null for an invalid account. */
  registeredName: string | null;
}

export function pennyDropAnswer(account: BankAccountRecord): PennyDropAnswer {
  if (account.accountNumber === SANDBOX_PAYOUT_TEST_VALUES.invalidAccount) return { accountStatus: 'invalid', registeredName: null };
  if (account.accountNumber === SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount) {
    return { accountStatus: 'active', registeredName: SANDBOX_PAYOUT_TEST_VALUES.nameMismatchRegisteredName };
  }
  return { accountStatus: 'active', registeredName: account.name.trim().replace(/\s+/g, ' ').toUpperCase() };
}

/** Whether the beneficiary bank takes a transfer into the account or sends it back. */
export function payoutIsReversed(account: BankAccountRecord): boolean {
  return account.accountNumber === SANDBOX_PAYOUT_TEST_VALUES.reversalAccount || account.accountNumber === SANDBOX_PAYOUT_TEST_VALUES.invalidAccount;
}

/** RazorpayX's `status_details` of the stand-in's payout states. */
export const PAYOUT_STATUS_DETAILS = {
  processing: {
    description: 'Payout is being processed and is pending confirmation from the beneficiary bank.',
    source: 'beneficiary_bank',
    reason: 'beneficiary_bank_confirmation_pending',
  },
  processed: {
    description: 'Payout is processed and the money has been credited into the beneficiaries account',
    source: 'beneficiary_bank',
    reason: 'payout_processed',
  },
  reversed: {
    description: 'Beneficiary bank rejected the transfer. The amount has been returned to your business account.',
    source: 'beneficiary_bank',
    reason: 'beneficiary_bank_rejected',
  },
} as const satisfies Record<string, StatusDetails>;

/** The stand-in's flat payout fee: ₹5 plus 18 % GST, in paise (`fees` includes `tax`, as RazorpayX reports them). */
export const PAYOUT_FEES = { fees: 590, tax: 90 } as const;

/**
 * A 12-digit retrieval reference (IMPS, UPI, the penny drop's transfer). The sandbox's start with 1, which no Aadhaar
 * number does, so the data-at-rest scans (which flag any 12 digits that pass Aadhaar's checksum) never mistake one.
 */
export function newRrn(): string {
  return `1${randomDigits(11)}`;
}

/** The partner bank's reference of a transfer: 12 digits for IMPS and UPI, 16 characters for NEFT and RTGS. */
export function newUtr(mode: PayoutMode): string {
  if (mode === 'NEFT') return `YESBN${randomDigits(11)}`;
  if (mode === 'RTGS') return `YESBR${randomDigits(11)}`;
  return newRrn();
}
