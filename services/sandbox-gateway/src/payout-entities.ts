/**
 * RazorpayX's records (mutable, in memory) and the JSON entities made from them: contacts, fund accounts of type
 * bank account, fund-account validations (the penny drop) and payouts. As in entities.ts, only what the API and the
 * tests read is modelled; field names and value shapes follow RazorpayX's documentation.
 */
import { type NotesJson, notesJson } from './entities.ts';
import type { Notes } from './fields.ts';

/** RazorpayX's default contact types (more can be made on its dashboard, not through the API). */
export const CONTACT_TYPES = ['vendor', 'customer', 'employee', 'self'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface ContactRecord {
  id: string;
  name: string;
  email: string | null;
  contact: string | null;
  type: ContactType | null;
  referenceId: string | null;
  notes: Notes;
  createdAt: number;
}

export interface BankAccountRecord {
  /** The holder's name as the business gave it (not the bank's: that is what a validation finds out). */
  name: string;
  /** Upper case. */
  ifsc: string;
  bankName: string;
  accountNumber: string;
}

export interface FundAccountRecord {
  id: string;
  contactId: string;
  bankAccount: BankAccountRecord;
  createdAt: number;
}

export type ValidationStatus = 'created' | 'completed' | 'failed';
export type AccountStatus = 'active' | 'invalid';

export interface ValidationRecord {
  id: string;
  fundAccountId: string;
  amount: number;
  currency: 'INR';
  notes: Notes;
  status: ValidationStatus;
  /** The bank's answer once completed. */
  accountStatus: AccountStatus | null;
  /** The name the bank holds the account in (completed and active only), upper case as banks report it. */
  registeredName: string | null;
  utr: string | null;
  createdAt: number;
}

export const PAYOUT_MODES = ['IMPS', 'NEFT', 'RTGS', 'UPI'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/** RazorpayX's default payout purposes (more can be made on its dashboard, not through the API). */
export const PAYOUT_PURPOSES = ['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill'] as const;
export type PayoutPurpose = (typeof PAYOUT_PURPOSES)[number];

/** The states the stand-in's payouts pass through: `processing` at once, then `processed` or `reversed`. */
export type PayoutStatus = 'processing' | 'processed' | 'reversed';

/** Why a payout is where it is (RazorpayX's `status_details`). */
export interface StatusDetails {
  description: string;
  source: 'beneficiary_bank' | 'gateway' | 'business' | 'internal';
  reason: string;
}

export interface PayoutRecord {
  id: string;
  /** The X-Payout-Idempotency key it was created with. */
  idempotencyKey: string;
  fundAccountId: string;
  amount: number;
  currency: 'INR';
  mode: PayoutMode;
  purpose: PayoutPurpose;
  referenceId: string | null;
  narration: string | null;
  notes: Notes;
  fees: number;
  tax: number;
  status: PayoutStatus;
  statusDetails: StatusDetails;
  utr: string | null;
  createdAt: number;
}

export interface ContactEntity {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: ContactType | null;
  reference_id: string | null;
  batch_id: null;
  active: true;
  notes: NotesJson;
  created_at: number;
}

export interface FundAccountEntity {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'bank_account';
  bank_account: { ifsc: string; bank_name: string; name: string; notes: []; account_number: string };
  batch_id: null;
  active: true;
  created_at: number;
}

export interface FundAccountValidationEntity {
  id: string;
  entity: 'fund_account.validation';
  fund_account: FundAccountEntity;
  status: ValidationStatus;
  amount: number;
  currency: 'INR';
  notes: NotesJson;
  results: { account_status: AccountStatus | null; registered_name: string | null };
  created_at: number;
  utr: string | null;
}

export interface PayoutEntity {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: NotesJson;
  fees: number;
  tax: number;
  status: PayoutStatus;
  purpose: PayoutPurpose;
  utr: string | null;
  mode: PayoutMode;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  /** Deprecated by RazorpayX in favour of status_details, still sent: the description of a reversal, else null. */
  failure_reason: string | null;
  status_details: StatusDetails;
  fee_type: '';
  created_at: number;
}

export function contactEntity(contact: ContactRecord): ContactEntity {
  return {
    id: contact.id,
    entity: 'contact',
    name: contact.name,
    contact: contact.contact,
    email: contact.email,
    type: contact.type,
    reference_id: contact.referenceId,
    batch_id: null,
    active: true,
    notes: notesJson(contact.notes),
    created_at: contact.createdAt,
  };
}

export function fundAccountEntity(account: FundAccountRecord): FundAccountEntity {
  return {
    id: account.id,
    entity: 'fund_account',
    contact_id: account.contactId,
    account_type: 'bank_account',
    bank_account: {
      ifsc: account.bankAccount.ifsc,
      bank_name: account.bankAccount.bankName,
      name: account.bankAccount.name,
      notes: [],
      account_number: account.bankAccount.accountNumber,
    },
    batch_id: null,
    active: true,
    created_at: account.createdAt,
  };
}

export function validationEntity(validation: ValidationRecord, account: FundAccountRecord): FundAccountValidationEntity {
  return {
    id: validation.id,
    entity: 'fund_account.validation',
    fund_account: fundAccountEntity(account),
    status: validation.status,
    amount: validation.amount,
    currency: validation.currency,
    notes: notesJson(validation.notes),
    results: { account_status: validation.accountStatus, registered_name: validation.registeredName },
    created_at: validation.createdAt,
    utr: validation.utr,
  };
}

export function payoutEntity(payout: PayoutRecord): PayoutEntity {
  return {
    id: payout.id,
    entity: 'payout',
    fund_account_id: payout.fundAccountId,
    amount: payout.amount,
    currency: payout.currency,
    notes: notesJson(payout.notes),
    fees: payout.fees,
    tax: payout.tax,
    status: payout.status,
    purpose: payout.purpose,
    utr: payout.utr,
    mode: payout.mode,
    reference_id: payout.referenceId,
    narration: payout.narration,
    batch_id: null,
    failure_reason: payout.status === 'reversed' ? payout.statusDetails.description : null,
    status_details: { ...payout.statusDetails },
    fee_type: '',
    created_at: payout.createdAt,
  };
}
