/**
 * Money out: the investor's bank account (verified by a penny drop through the gateway's fund-account validation),
 * the nominee, and TDS on fixed-deposit interest with Form 15G/15H. Amounts are rupees on the wire; dates are
 * 'YYYY-MM-DD' calendar dates (India time). The account number never appears in an answer: only its last four digits.
 */
import { istDateTime } from './india-time.js';

/** Where the bank-account check stands. `verifying`: the penny drop is under way at the gateway. */
export type BankAccountStatus = 'verifying' | 'verified' | 'failed';

/** POST /api/bank-account: the account the payouts go to (replaces an earlier one once verified). */
export interface BankAccountRequest {
  /** 9-18 digits; spaces allowed. */
  accountNumber: string;
  /** 11 characters: four letters, 0, six letters or digits (SBIN0001234). */
  ifsc: string;
  /** The name the account is held in, as the bank has it. */
  holderName: string;
  /**
   * 6 digits: needed to replace (or keep, during a change's cooling-off) a verified payout account; sent to the
   * registered phone by POST /api/bank-account/otp. The first account needs none.
   */
  otp?: string;
}

/**
 * Hours a replacement payout account waits after it is verified before payouts go to it; meanwhile they keep going
 * to the account it replaces. The first account takes payouts at once.
 */
export const PAYOUT_ACCOUNT_COOLING_OFF_HOURS = 48;

/** The signed-in investor's bank account as they may see it. */
export interface BankAccountView {
  status: BankAccountStatus;
  /** The account number's last four digits; the rest is never shown. */
  last4: string;
  ifsc: string;
  bankName: string;
  branch: string | null;
  holderName: string;
  /** Why the check failed, in words the investor can act on (null unless `failed`). */
  failureReason: string | null;
  /** ISO instant the penny drop confirmed the account. */
  verifiedAt: string | null;
  /**
   * ISO instant payouts go to this account from: its verification for the first account, the end of the cooling-off
   * (PAYOUT_ACCOUNT_COOLING_OFF_HOURS later) for a replacement. Null unless verified.
   */
  payoutsFrom: string | null;
}

/**
 * GET /api/bank-account, and the answer of POST /api/bank-account (200 verified, 202 verifying). A failed check is
 * 422 BANK_ACCOUNT_REJECTED (message AccountInvalid or NameMismatch); GET then shows the attempt `failed` unless a
 * verified account still takes the payouts.
 */
export interface BankAccountResponse {
  message: string;
  account: BankAccountView | null;
  /**
   * The account payouts go to now when that is not `account`: during a change's cooling-off, the previous account
   * (until `account.payoutsFrom`), or the verified account while a newer attempt is being confirmed. Null otherwise.
   */
  payoutsGoTo: BankAccountView | null;
  /** A verified payout account exists: adding another (or keeping it during a cooling-off) needs the phone OTP. */
  changeNeedsOtp: boolean;
}

/** POST /api/bank-account/otp: the code went to the registered phone (shown masked, e.g. ******3210). */
export interface BankAccountOtpResponse {
  message: string;
  /** Seconds until the code expires and a new one may be requested (300). */
  expiresIn: number;
  phoneMasked: string;
}

/** GET /api/bank-account/ifsc/{ifsc}: the bank and branch of an IFSC (404 for an unknown code). */
export interface IfscLookupResponse {
  ifsc: string;
  bank: string;
  branch: string;
  city: string | null;
}

/** Input rules of the bank-account form. */
export const BANK_ACCOUNT_RULES = {
  accountNumberPattern: '^[0-9]{9,18}$',
  ifscPattern: '^[A-Z]{4}0[A-Z0-9]{6}$',
  holderNameMaxLength: 100,
} as const;

/** Words of the bank-account step, shown as the API answers them. */
export const BankAccountMessage = {
  Verified: 'Bank account verified.',
  Verifying: 'We are confirming your account with a ₹1 deposit. This takes a few seconds.',
  InvalidAccountNumber: 'Please enter a valid account number (9 to 18 digits).',
  InvalidIfsc: 'Please enter a valid IFSC (for example SBIN0001234).',
  UnknownIfsc: 'We could not find a bank branch with this IFSC. Please check it.',
  HolderNameRequired: 'Please enter the account holder name.',
  AccountInvalid: 'The bank says this account does not exist or cannot receive money. Please check the account number and IFSC.',
  NameMismatch: 'The name on this bank account does not match the name on your KYC. Please add an account held in your own name.',
  /** The bank holds the account under an initial for the first name ("A Rao" for Asha Rao): it could be someone else's. */
  NameNearMatch:
    'Your bank holds this account under an initial for your first name, which could be someone else’s. Please add an account held in your full name.',
  KycRequired: 'Complete KYC (Aadhaar and PAN) before adding a bank account.',
  /** GET /api/bank-account before any account was added. */
  NotAdded: 'Add the bank account your payouts should be paid into.',
  /** The penny drop could not be tried (the bank or the gateway did not answer); nothing is wrong with the account. */
  CheckFailed: 'We could not confirm this account with the bank just now. Please try again in a few minutes.',
  /** POST /api/bank-account without the OTP while a verified account takes the payouts (400, field `otp`). */
  OtpRequired: 'To change your payout account, enter the OTP sent to your registered phone.',
  /** POST /api/bank-account/otp with no verified account to change (409): the first account needs no OTP. */
  NoAccountToChange: 'You have no verified payout account to change yet: add your bank account, no OTP needed.',
  /** The account payouts go to, sent again with the OTP during a change's cooling-off: the change is called off. */
  ChangeCancelled: 'Change cancelled: payouts keep going to this account.',
  /** POST /api/investments without a verified account (403 BANK_ACCOUNT_REQUIRED). */
  RequiredToInvest: 'Add and verify your bank account (KYC step 3, Bank Details) before investing: payouts are paid into it.',
} as const;

/** POST /api/bank-account: a replacement account verified, in its cooling-off. */
export const bankAccountChangedMessage = (payoutsFrom: string, previousLast4: string): string =>
  `Bank account verified. For your safety, payouts go to it from ${istDateTime(payoutsFrom)}; until then they keep going to •••• ${previousLast4}.`;

/** Relationships a nominee may have to the investor. */
export const NOMINEE_RELATIONSHIPS = ['Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Brother', 'Sister', 'Other'] as const;
export type NomineeRelationship = (typeof NOMINEE_RELATIONSHIPS)[number];

/** Under this age a nominee needs a guardian (SEBI nomination rules). */
export const NOMINEE_MAJORITY_AGE = 18;

/** PUT /api/nominee: name a nominee, or opt out explicitly. */
export type NomineeRequest =
  | {
      optOut: false;
      name: string;
      relationship: NomineeRelationship;
      /** YYYY-MM-DD, not in the future. */
      dateOfBirth: string;
      /** Required when the nominee is under 18 on the day of the choice. */
      guardianName?: string;
      guardianRelationship?: string;
    }
  | { optOut: true };

export type NomineeStatus = 'not_started' | 'named' | 'opted_out';

export interface NomineeView {
  status: NomineeStatus;
  name: string | null;
  relationship: NomineeRelationship | null;
  dateOfBirth: string | null;
  minor: boolean;
  guardianName: string | null;
  guardianRelationship: string | null;
  /** ISO instant of the choice. */
  declaredAt: string | null;
}

/** GET and PUT /api/nominee. */
export interface NomineeResponse {
  message: string;
  nominee: NomineeView;
}

export const NomineeMessage = {
  Saved: 'Nominee saved.',
  OptedOut: 'You have chosen not to name a nominee.',
  NameRequired: 'Please enter the nominee name.',
  RelationshipRequired: 'Please choose how the nominee is related to you.',
  DateOfBirth: 'Please enter the nominee date of birth (not in the future).',
  GuardianRequired: 'A nominee under 18 needs a guardian: please enter the guardian name and relationship.',
} as const;

/** Financial year label, April to March: '2026-27'. */
export type FinancialYear = string;

/** Form 15G (residents under 60) and Form 15H (60 and over): no TDS for the year when tax on total income is nil. */
export type TdsDeclarationForm = '15G' | '15H';

/** PUT /api/tds/declaration: a declaration for one financial year (the current or the next). */
export interface TdsDeclarationRequest {
  financialYear: FinancialYear;
  form: TdsDeclarationForm;
  /** The investor's estimated total income for the year, in rupees, this interest included. */
  estimatedTotalIncome: number;
  /** The investor confirms that the tax on the estimated total income is nil. */
  confirmNilTax: boolean;
}

/**
 * The answer of PUT /api/tds/declaration: `message` is TdsMessage.Saved with the form and year filled in (for a
 * Form 15G, followed by TdsMessage.SavedFormGLimit with its year's limit).
 */
export interface TdsDeclarationResponse {
  message: string;
  declaration: TdsDeclarationView;
}

export interface TdsDeclarationView {
  financialYear: FinancialYear;
  form: TdsDeclarationForm;
  estimatedTotalIncome: number;
  /** ISO instant; payouts dated on or after it in that year carry no TDS while the declaration is in effect. */
  declaredAt: string;
  /**
   * False once a Form 15G is void for the year: the interest the platform has paid in it passed the basic exemption
   * limit (s. 197A(1B)), and TDS is deducted from the payout that passed it on. A Form 15H stays in effect.
   */
  inEffect: boolean;
  /** Why it is not in effect, in plain words (TdsMessage.FormGVoided filled in); null while it is. */
  notice: string | null;
}

/** GET /api/tds: the year's figures and declarations of the signed-in investor. */
export interface TdsSummaryResponse {
  financialYear: FinancialYear;
  /** Whether the investor counts as a senior citizen (60 or over during the year), from the KYC date of birth. */
  seniorCitizen: boolean;
  /**
   * The year's s. 194A threshold and rate that apply to this investor's FD interest, which the platform pays (any
   * payer other than a bank: ₹10,000 from FY 2025-26, whatever the age).
   */
  threshold: number;
  ratePercent: number;
  /** FD interest paid so far this year, its TDS, and net. */
  interestPaid: number;
  tdsDeducted: number;
  declaration: TdsDeclarationView | null;
  /** Earlier and later years with payouts: totals per financial year (April-March). */
  years: TdsYearTotals[];
}

/** PUT /api/tds/declaration (200): TdsMessage.Saved with the form and year filled in, and the declaration kept. */
export interface TdsDeclarationResponse {
  message: string;
  declaration: TdsDeclarationView;
}

export interface TdsYearTotals {
  financialYear: FinancialYear;
  gross: number;
  tds: number;
  net: number;
}

export const TdsMessage = {
  Saved: 'Your Form {form} declaration for {year} is recorded. No TDS will be deducted from interest paid from today in that year.',
  WrongFormForAge: 'Form 15G is for residents under 60; Form 15H is for those 60 or over. Please choose the form for your age.',
  IncomeOverLimit: 'Form 15G cannot be used when your estimated total income is above the basic exemption limit.',
  NilTaxRequired: 'You can declare Form 15G/15H only if the tax on your estimated total income is nil.',
  YearNotOpen: 'A declaration can be made for the current or the next financial year only.',
  /** Added to Saved for a Form 15G: {limit} is the basic exemption limit of its year. */
  SavedFormGLimit: 'A Form 15G stops applying if the interest we pay you in that year passes {limit}, the basic exemption limit.',
  FormGVoided:
    'Your Form 15G for {year} no longer stops TDS: the interest we have paid you this financial year has passed {limit}, the basic exemption limit, and a Form 15G cannot cover more than that (Income-tax Act s. 197A(1B)). TDS is deducted from your interest from the payout that passed it.',
} as const;
