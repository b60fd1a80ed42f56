/**
 * Port to RazorpayX, the gateway's payouts side: contacts, fund accounts, fund-account validation (the penny drop that
 * proves a bank account and returns the name the bank holds it in) and payouts. The Razorpay adapter
 * (razorpayx-gateway.ts) is its only implementation; development and the tests point it at the local stand-in.
 * Every method throws GatewayUnavailableError when the gateway cannot answer; other outcomes are values.
 */
export const PAYOUTS_GATEWAY = Symbol('PAYOUTS_GATEWAY');

export interface BankAccountDetails {
  /** Digits only. */
  accountNumber: string;
  /** Upper case. */
  ifsc: string;
  holderName: string;
}

/** A fund-account validation (RazorpayX `fund_account.validation`). */
export interface FundAccountValidation {
  id: string;
  fundAccountId: string;
  /** `created` while the ₹1 is on its way; `completed` once the bank answered; `failed` when it could not be tried. */
  status: 'created' | 'completed' | 'failed';
  /** The bank's answer once completed: `active` (the account exists and can receive), `invalid`, or null. */
  accountStatus: 'active' | 'invalid' | null;
  /** The name the bank holds the account in (completed and active only). */
  registeredName: string | null;
}

export type PayoutStatus = 'queued' | 'pending' | 'processing' | 'processed' | 'reversed' | 'cancelled' | 'rejected' | 'failed';

/** A payout (RazorpayX `payout`). */
export interface GatewayPayout {
  id: string;
  fundAccountId: string;
  amountPaise: number;
  status: PayoutStatus;
  /** Our reference: `<payout id>:<attempt>`. */
  referenceId: string;
  /** The bank's reference once processed. */
  utr: string | null;
  /** status_details.description for a reversed, rejected or failed payout. */
  failureReason: string | null;
}

export interface CreatePayoutRequest {
  fundAccountId: string;
  amountPaise: number;
  /**
   * `<payout id>:<attempt>`; also the source of the X-Payout-Idempotency key (RazorpayX takes 4-36 characters of
   * letters, digits, `-`, `_` and space there, so the adapter sends a digest of it: the same reference, the same key).
   */
  referenceId: string;
  /** At most 30 characters, shown on the investor's bank statement. */
  narration: string;
  notes: Record<string, string>;
}

export interface PayoutsGateway {
  /** True while the gateway is a stand-in, not Razorpay itself. */
  readonly sandbox: boolean;
  /** The RazorpayX contact of a user (created once; the same reference id finds the same contact). */
  ensureContact(contact: { userId: string; name: string; phone: string }): Promise<string>;
  /** A bank-account fund account of a contact. */
  createFundAccount(contactId: string, account: BankAccountDetails): Promise<string>;
  /** Starts a penny drop to the fund account. */
  validateFundAccount(fundAccountId: string, notes: Record<string, string>): Promise<FundAccountValidation>;
  fetchValidation(validationId: string): Promise<FundAccountValidation>;
  /** Creates a payout; the same referenceId (idempotency key) answers the same payout, never a second one. */
  createPayout(request: CreatePayoutRequest): Promise<GatewayPayout>;
  fetchPayout(payoutId: string): Promise<GatewayPayout>;
  /** The payout created earlier for this reference, if any (after a crash between creating it and recording it). */
  findPayoutByReference(referenceId: string): Promise<GatewayPayout | null>;
  /** The payout a (signature-checked) `payout.*` webhook body carries, or null for other events. */
  parsePayoutWebhook(rawBody: Buffer): { event: string; payout: GatewayPayout } | null;
}

/**
 * RazorpayX answered 400 because the idempotency key was used before with a different body: the first request may
 * have created a payout, so this is never a refusal of the payout itself (nothing may be sent again under a new key).
 */
export class PayoutsIdempotencyConflictError extends Error {
  override name = 'PayoutsIdempotencyConflictError';

  constructor(readonly reason: string) {
    super(`RazorpayX saw this idempotency key before with another body: ${reason}`);
  }
}

/**
 * RazorpayX refused a request as invalid (HTTP 400): for example a fund account whose IFSC or account number it does
 * not accept. `reason` is RazorpayX's description, for logs; it never carries the account number.
 */
export class PayoutsRequestRejectedError extends Error {
  override name = 'PayoutsRequestRejectedError';

  constructor(
    readonly reason: string,
    readonly field: string | null,
  ) {
    super(`RazorpayX refused the request: ${reason}`);
  }
}
