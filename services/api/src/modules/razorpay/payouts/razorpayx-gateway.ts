import { createHash } from 'node:crypto';
import { GatewayUnavailableError } from '../../../common/providers/gateway-unavailable.error.js';
import { getJson, postJson, type ProviderAnswer } from '../../../common/providers/post-json.js';
import { ProviderUnavailableError } from '../../../common/providers/provider-unavailable.error.js';
import type { PayoutsConfig } from '../../../config/payouts-config.js';
import {
  type BankAccountDetails,
  type CreatePayoutRequest,
  type FundAccountValidation,
  type GatewayPayout,
  type PayoutsGateway,
  PayoutsIdempotencyConflictError,
  PayoutsRequestRejectedError,
} from './payouts-gateway.js';
import { errorOf, isObject, toPayout, toValidation } from './razorpayx-answers.js';

const PROVIDER = 'RazorpayX';

/** A penny drop deposits ₹1. */
const VALIDATION_AMOUNT_PAISE = 100;
/** IMPS carries up to ₹5 lakh per transfer; larger payouts go by NEFT. */
const IMPS_LIMIT_PAISE = 5_00_000_00;
/** RazorpayX's narration: at most 30 letters, digits and spaces. */
const NARRATION_MAX = 30;

const IDEMPOTENCY_HEADER = 'X-Payout-Idempotency';

/** X-Payout-Idempotency allows 4-36 characters of [A-Za-z0-9 _-]; a digest of the reference fits and stays stable. */
export function idempotencyKeyOf(referenceId: string): string {
  return createHash('sha256').update(referenceId, 'utf8').digest('hex').slice(0, 32);
}

/** RazorpayX's contact name: at most 50 of letters, digits, space and ’ ' - _ / ( ) , ., ending in a letter, digit or `.`. */
const contactNameOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ’'\-_/(),.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .replace(/[^A-Za-z0-9.]+$/, '');

const narrationOf = (narration: string) =>
  narration
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NARRATION_MAX);

/**
 * RazorpayX (the payouts side of the Razorpay account) over its REST API, with HTTP Basic auth (key id and secret),
 * at the configured API URL: Razorpay itself in production, the local stand-in elsewhere.
 *
 * Plain `fetch` (common/providers/post-json.ts) rather than the official `razorpay` package: the package (2.9.x) has
 * no contacts, payouts or fund-account-validation resources (its `fundAccount` is Route's), and its generic
 * `api.post` sends only a body, so the X-Payout-Idempotency header every payout needs could not be set.
 *
 * No answer in time, a 5xx, 401/403 (keys, IP allow-list) or 429 is GatewayUnavailableError: nothing is known to have
 * happened. A 400 naming the X-Payout-Idempotency header is PayoutsIdempotencyConflictError (the key was used with
 * another body: a payout may exist); any other 400 on a create is PayoutsRequestRejectedError; any other answer is a
 * bug of ours, thrown as an Error.
 */
export class RazorpayXGateway implements PayoutsGateway {
  private readonly authorization: string;

  constructor(private readonly config: PayoutsConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  }

  get sandbox(): boolean {
    return this.config.sandbox;
  }

  async ensureContact(contact: { userId: string; name: string; phone: string }): Promise<string> {
    // RazorpayX answers the existing contact (200) when one with the same details exists, else creates it (201).
    const body = await this.post('/v1/contacts', {
      name: contactNameOf(contact.name),
      contact: contact.phone,
      type: 'customer',
      reference_id: contact.userId,
      notes: { user_id: contact.userId },
    });
    return this.idOf(body, 'contact');
  }

  async createFundAccount(contactId: string, account: BankAccountDetails): Promise<string> {
    const body = await this.post('/v1/fund_accounts', {
      contact_id: contactId,
      account_type: 'bank_account',
      bank_account: { name: account.holderName, ifsc: account.ifsc, account_number: account.accountNumber },
    });
    return this.idOf(body, 'fund account');
  }

  async validateFundAccount(fundAccountId: string, notes: Record<string, string>): Promise<FundAccountValidation> {
    const body = await this.post('/v1/fund_accounts/validations', {
      account_number: this.config.accountNumber,
      fund_account: { id: fundAccountId },
      amount: VALIDATION_AMOUNT_PAISE,
      currency: 'INR',
      notes,
    });
    return this.read(toValidation(body), 'fund account validation');
  }

  async fetchValidation(validationId: string): Promise<FundAccountValidation> {
    const body = await this.get(`/v1/fund_accounts/validations/${encodeURIComponent(validationId)}`);
    return this.read(toValidation(body), 'fund account validation');
  }

  async createPayout(request: CreatePayoutRequest): Promise<GatewayPayout> {
    const body = await this.post(
      '/v1/payouts',
      {
        account_number: this.config.accountNumber,
        fund_account_id: request.fundAccountId,
        amount: request.amountPaise,
        currency: 'INR',
        mode: request.amountPaise <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: request.referenceId,
        narration: narrationOf(request.narration),
        notes: request.notes,
      },
      { [IDEMPOTENCY_HEADER]: idempotencyKeyOf(request.referenceId) },
    );
    return this.read(toPayout(body), 'payout');
  }

  async fetchPayout(payoutId: string): Promise<GatewayPayout> {
    const body = await this.get(`/v1/payouts/${encodeURIComponent(payoutId)}`);
    return this.read(toPayout(body), 'payout');
  }

  async findPayoutByReference(referenceId: string): Promise<GatewayPayout | null> {
    const query = new URLSearchParams({ account_number: this.config.accountNumber, reference_id: referenceId });
    const body = await this.get(`/v1/payouts?${query.toString()}`);
    const items = Array.isArray(body['items']) ? body['items'] : [];
    for (const item of items) {
      const payout = isObject(item) ? toPayout(item) : null;
      if (payout?.referenceId === referenceId) return payout;
    }
    return null;
  }

  parsePayoutWebhook(rawBody: Buffer): { event: string; payout: GatewayPayout } | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    if (!isObject(parsed) || typeof parsed['event'] !== 'string' || !parsed['event'].startsWith('payout.')) return null;
    const payload = isObject(parsed['payload']) ? parsed['payload'] : {};
    const wrapper = isObject(payload['payout']) ? payload['payout'] : {};
    const payout = isObject(wrapper['entity']) ? toPayout(wrapper['entity']) : null;
    return payout ? { event: parsed['event'], payout } : null;
  }

  private async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const answer = await this.call(() =>
      postJson(PROVIDER, `${this.config.apiUrl}${path}`, { authorization: this.authorization, ...headers }, body, this.config.timeoutMs),
    );
    if (answer.status === 400) {
      const error = errorOf(answer.body);
      // The one 400 that says nothing about the request's content: the key was used before with another body.
      if (error.field?.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase()) throw new PayoutsIdempotencyConflictError(error.description);
      throw new PayoutsRequestRejectedError(error.description, error.field);
    }
    return this.ok(answer, path);
  }

  private async get(path: string): Promise<Record<string, unknown>> {
    const answer = await this.call(() => getJson(PROVIDER, `${this.config.apiUrl}${path}`, { authorization: this.authorization }, this.config.timeoutMs));
    return this.ok(answer, path.split('?')[0] ?? path);
  }

  private async call(request: () => Promise<ProviderAnswer>): Promise<ProviderAnswer> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new GatewayUnavailableError(`RazorpayX ${error.reason}.`, { cause: error });
      throw error;
    }
  }

  private ok(answer: ProviderAnswer, path: string): Record<string, unknown> {
    if (answer.status >= 500 || answer.status === 401 || answer.status === 403 || answer.status === 429) {
      throw new GatewayUnavailableError(`RazorpayX answered ${answer.status}: ${errorOf(answer.body).description}`);
    }
    if (answer.status < 200 || answer.status >= 300 || !answer.body) {
      throw new Error(`RazorpayX answered ${answer.status} on ${path}: ${errorOf(answer.body).description}`);
    }
    return answer.body;
  }

  private idOf(body: Record<string, unknown>, what: string): string {
    const id = body['id'];
    if (typeof id !== 'string' || id === '') throw new Error(`RazorpayX answered a ${what} without an id.`);
    return id;
  }

  private read<T>(value: T | null, what: string): T {
    if (value === null) throw new Error(`RazorpayX answered an unreadable ${what}.`);
    return value;
  }
}
