/**
 * RazorpayX's side of the stand-in's state, in memory only: contacts, fund accounts, fund-account validations,
 * payouts and the idempotency keys payouts were created with. A restart forgets everything.
 */
import {
  type ContactRecord,
  type FundAccountRecord,
  type FundAccountValidationEntity,
  type PayoutEntity,
  type PayoutMode,
  type PayoutRecord,
  type PayoutStatus,
  type ValidationRecord,
  payoutEntity,
  validationEntity,
} from './payout-entities.ts';

/** The payouts made for one reference id or idempotency key (GET /_sandbox/payouts): "was it sent once?" */
export interface PayoutSummary {
  /** What was asked for: `{ reference_id }` or `{ idempotency_key }`. */
  reference_id?: string;
  idempotency_key?: string;
  /** How many payouts exist for it. */
  count: number;
  /** Their ids, oldest first. */
  payouts: string[];
  processing: number;
  processed: number;
  reversed: number;
}

export type PayoutReference = { referenceId: string } | { idempotencyKey: string };

/** The read-only part of the ledger about payouts that `startSandboxGateway` hands to in-process tests. */
export interface SandboxPayoutLedger {
  payouts(reference: PayoutReference): PayoutSummary;
  payout(id: string): PayoutEntity | undefined;
  validation(id: string): FundAccountValidationEntity | undefined;
}

export interface PayoutQuery {
  fundAccountId?: string;
  contactId?: string;
  referenceId?: string;
  mode?: PayoutMode;
  status?: PayoutStatus;
  from?: number;
  to?: number;
  count: number;
  skip: number;
}

/** A payout and the fingerprint of the request body that created it (a retry must send the same body). */
export interface IdempotentPayout {
  payout: PayoutRecord;
  fingerprint: string;
}

export class PayoutLedger {
  readonly #contacts = new Map<string, ContactRecord>();
  readonly #fundAccounts = new Map<string, FundAccountRecord>();
  readonly #validations = new Map<string, ValidationRecord>();
  readonly #payouts = new Map<string, PayoutRecord>();
  /** Idempotency key → the payout it created and the fingerprint of that request's body. */
  readonly #byIdempotencyKey = new Map<string, { payoutId: string; fingerprint: string }>();

  addContact(contact: ContactRecord): void {
    this.#contacts.set(contact.id, contact);
  }

  contact(id: string): ContactRecord | undefined {
    return this.#contacts.get(id);
  }

  /** RazorpayX answers the existing contact when name, email, contact, type and reference_id all match. */
  sameContact(candidate: Omit<ContactRecord, 'id' | 'notes' | 'createdAt'>): ContactRecord | undefined {
    return [...this.#contacts.values()].find(
      (contact) =>
        contact.name === candidate.name &&
        contact.email === candidate.email &&
        contact.contact === candidate.contact &&
        contact.type === candidate.type &&
        contact.referenceId === candidate.referenceId,
    );
  }

  addFundAccount(account: FundAccountRecord): void {
    this.#fundAccounts.set(account.id, account);
  }

  fundAccount(id: string): FundAccountRecord | undefined {
    return this.#fundAccounts.get(id);
  }

  /** RazorpayX answers the existing fund account when contact, holder name, IFSC and account number all match. */
  sameFundAccount(contactId: string, name: string, ifsc: string, accountNumber: string): FundAccountRecord | undefined {
    return [...this.#fundAccounts.values()].find(
      (account) =>
        account.contactId === contactId &&
        account.bankAccount.name === name &&
        account.bankAccount.ifsc === ifsc &&
        account.bankAccount.accountNumber === accountNumber,
    );
  }

  addValidation(validation: ValidationRecord): void {
    this.#validations.set(validation.id, validation);
  }

  validation(id: string): ValidationRecord | undefined {
    return this.#validations.get(id);
  }

  addPayout(payout: PayoutRecord, fingerprint: string): void {
    this.#payouts.set(payout.id, payout);
    this.#byIdempotencyKey.set(payout.idempotencyKey, { payoutId: payout.id, fingerprint });
  }

  payout(id: string): PayoutRecord | undefined {
    return this.#payouts.get(id);
  }

  byIdempotencyKey(key: string): IdempotentPayout | undefined {
    const entry = this.#byIdempotencyKey.get(key);
    const payout = entry ? this.#payouts.get(entry.payoutId) : undefined;
    return entry && payout ? { payout, fingerprint: entry.fingerprint } : undefined;
  }

  /** Newest first, as RazorpayX lists them. */
  payouts(query: PayoutQuery): PayoutRecord[] {
    return [...this.#payouts.values()]
      .filter((payout) => query.fundAccountId === undefined || payout.fundAccountId === query.fundAccountId)
      .filter((payout) => query.contactId === undefined || this.#fundAccounts.get(payout.fundAccountId)?.contactId === query.contactId)
      .filter((payout) => query.referenceId === undefined || payout.referenceId === query.referenceId)
      .filter((payout) => query.mode === undefined || payout.mode === query.mode)
      .filter((payout) => query.status === undefined || payout.status === query.status)
      .filter((payout) => query.from === undefined || payout.createdAt >= query.from)
      .filter((payout) => query.to === undefined || payout.createdAt <= query.to)
      .reverse()
      .slice(query.skip, query.skip + query.count);
  }

  summary(reference: PayoutReference): PayoutSummary {
    const matching = [...this.#payouts.values()].filter((payout) =>
      'referenceId' in reference ? payout.referenceId === reference.referenceId : payout.idempotencyKey === reference.idempotencyKey,
    );
    const count = (status: PayoutStatus) => matching.filter((payout) => payout.status === status).length;
    return {
      ...('referenceId' in reference ? { reference_id: reference.referenceId } : { idempotency_key: reference.idempotencyKey }),
      count: matching.length,
      payouts: matching.map((payout) => payout.id),
      processing: count('processing'),
      processed: count('processed'),
      reversed: count('reversed'),
    };
  }

  /** Entities (copies), never the live records. */
  view(): SandboxPayoutLedger {
    return {
      payouts: (reference) => this.summary(reference),
      payout: (id) => {
        const payout = this.payout(id);
        return payout ? payoutEntity(payout) : undefined;
      },
      validation: (id) => {
        const validation = this.validation(id);
        const account = validation ? this.fundAccount(validation.fundAccountId) : undefined;
        return validation && account ? validationEntity(validation, account) : undefined;
      },
    };
  }
}
