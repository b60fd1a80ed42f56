import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BankAccountMessage, type BankAccountRequest, type BankAccountResponse, type IfscLookupResponse } from '@invest/contracts';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { GatewayUnavailableError } from '../../common/providers/gateway-unavailable.error.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { type KycHolder, KycIdentity } from '../kyc/kyc-identity.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { type FundAccountValidation, PAYOUTS_GATEWAY, type PayoutsGateway, PayoutsRequestRejectedError } from '../razorpayx/payouts-gateway.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import {
  BANK_ACCOUNT_ATTEMPTS_PER_HOUR,
  checkFailed,
  concurrentAttempt,
  gatewayUnavailable,
  IFSC_LOOKUPS_PER_10_MINUTES,
  ifscNotFound,
  ifscUnavailable,
  invalidInput,
  kycRequired,
  rejected,
  unknownIfsc,
} from './bank-account-errors.js';
import { bankAccountErrors, isWellFormedIfsc, type NormalisedBankAccount, normaliseBankAccount, normaliseIfsc } from './bank-account-rules.js';
import { BankAccountStore } from './bank-account-store.js';
import type { BankAccountEntity } from './entities/bank-account.entity.js';
import { IfscDirectory } from './ifsc-directory.js';
import { pennyDropOutcome } from './penny-drop-outcome.js';

/** When POST looks at the penny drop again: about 3 s in all before it answers 202 (GET follows it up after that). */
const POLL_DELAYS_MS = [150, 250, 400, 600, 800, 800];

export interface BankAccountAnswer {
  status: 200 | 202;
  body: BankAccountResponse;
}

/**
 * The investor's bank account, proven by a penny drop: format → IFSC lookup → RazorpayX contact and fund account →
 * fund-account validation (₹1), followed for about 3 s; the bank's registered name must be the KYC holder's. A verified
 * account becomes the payout destination; a failed one never replaces it. The account number is never logged nor
 * answered back (last four only).
 */
@Injectable()
export class BankAccountsService {
  private readonly logger = new Logger(BankAccountsService.name);

  constructor(
    private readonly store: BankAccountStore,
    private readonly ifscDirectory: IfscDirectory,
    private readonly kyc: KycIdentity,
    private readonly rateLimits: RateLimitService,
    @Inject(PAYOUTS_GATEWAY) private readonly gateway: PayoutsGateway,
  ) {}

  /** GET /api/bank-account: a verifying attempt is checked again at the gateway first. */
  async current(user: AuthenticatedUser): Promise<BankAccountResponse> {
    let row = await this.store.shown(user.id);
    if (!row) return { message: BankAccountMessage.NotAdded, account: null };
    if (row.status === 'verifying' && row.validationId) {
      const holder = await this.kyc.holderOf(user.id);
      const validation = await this.fetchQuietly(row.validationId);
      const settlement = holder && validation ? pennyDropOutcome(validation, holder.name) : null;
      if (settlement) row = await this.store.settle(row, settlement);
    }
    return this.answer(row);
  }

  /** GET /api/bank-account/ifsc/:ifsc. */
  async lookUpIfsc(user: AuthenticatedUser, ifsc: string): Promise<IfscLookupResponse> {
    const code = normaliseIfsc(ifsc);
    if (!isWellFormedIfsc(code)) throw invalidInput([{ field: 'ifsc', messages: [BankAccountMessage.InvalidIfsc] }]);
    await this.limit(`ifsc:user:${user.id}`, IFSC_LOOKUPS_PER_10_MINUTES, 10 * 60_000, 'Too many IFSC lookups.');
    const branch = await this.branchOf(code);
    if (!branch) throw ifscNotFound();
    return branch;
  }

  /** POST /api/bank-account. */
  async add(user: AuthenticatedUser, request: BankAccountRequest): Promise<BankAccountAnswer> {
    const holder = user.kycStatus === 'verified' ? await this.kyc.holderOf(user.id) : null;
    if (!holder) throw kycRequired();
    const account = normaliseBankAccount(request);
    const errors = bankAccountErrors(account);
    if (errors.length > 0) throw invalidInput(errors);
    const branch = await this.branchOf(account.ifsc);
    if (!branch) throw unknownIfsc();

    // The account that already takes the payouts, sent again: nothing to prove (and no ₹1 spent).
    const destination = await this.store.destination(user.id);
    if (destination?.accountHash === this.store.accountHash(account)) return { status: 200, body: this.answer(destination) };

    await this.limit(`bank-account:user:${user.id}`, BANK_ACCOUNT_ATTEMPTS_PER_HOUR, 60 * 60_000, 'Too many bank account attempts.');
    const started = await this.startPennyDrop(user, holder, account);
    let row: BankAccountEntity;
    try {
      row = await this.store.record(user.id, {
        account,
        branch,
        contactId: started.contactId,
        fundAccountId: started.fundAccountId,
        validationId: started.validation?.id ?? null,
        status: started.validation ? 'verifying' : 'failed',
        failureReason: started.validation ? null : BankAccountMessage.AccountInvalid,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw concurrentAttempt();
      throw error;
    }
    if (!started.validation) throw rejected(BankAccountMessage.AccountInvalid);

    const settled = await this.follow(row, started.validation, holder);
    if (settled.status === 'verified') return { status: 200, body: this.answer(settled) };
    if (settled.status === 'verifying') return { status: 202, body: this.answer(settled) };
    const reason = settled.failureReason ?? BankAccountMessage.AccountInvalid;
    if (reason === BankAccountMessage.CheckFailed) throw checkFailed();
    throw rejected(reason);
  }

  /**
   * Contact, fund account, validation. RazorpayX refusing the fund account (its IFSC or number) is a value: no
   * validation. A refusal of the contact or the validation is ours (a name it will not take, a wrong business account):
   * logged as an error and answered 503 like an outage, nothing recorded.
   */
  private async startPennyDrop(
    user: AuthenticatedUser,
    holder: KycHolder,
    account: NormalisedBankAccount,
  ): Promise<{ contactId: string | null; fundAccountId: string | null; validation: FundAccountValidation | null }> {
    try {
      const contactId = (await this.store.contactOf(user.id)) ?? (await this.gateway.ensureContact({ userId: user.id, name: holder.name, phone: user.phone }));
      let fundAccountId: string;
      try {
        fundAccountId = await this.gateway.createFundAccount(contactId, account);
      } catch (error) {
        if (!(error instanceof PayoutsRequestRejectedError)) throw error;
        this.logger.warn(`RazorpayX refused a bank account (${error.field ?? 'no field'}): ${error.reason}`);
        return { contactId, fundAccountId: null, validation: null };
      }
      const validation = await this.gateway.validateFundAccount(fundAccountId, { user_id: user.id });
      return { contactId, fundAccountId, validation };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        this.logger.warn(`RazorpayX unavailable while adding a bank account: ${error.message}`);
        throw gatewayUnavailable();
      }
      if (error instanceof PayoutsRequestRejectedError) {
        this.logger.error(`RazorpayX refused a contact or a validation (${error.field ?? 'no field'}): ${error.reason}`);
        throw gatewayUnavailable();
      }
      throw error;
    }
  }

  /** Follows the penny drop for about 3 s, then settles the attempt (or leaves it verifying for GET). */
  private async follow(row: BankAccountEntity, first: FundAccountValidation, holder: KycHolder): Promise<BankAccountEntity> {
    let validation: FundAccountValidation | null = first;
    for (const delay of [...POLL_DELAYS_MS, null]) {
      const settlement = validation ? pennyDropOutcome(validation, holder.name) : null;
      if (settlement) return this.store.settle(row, settlement);
      if (delay === null) break;
      await sleep(delay);
      validation = await this.fetchQuietly(first.id);
    }
    return row;
  }

  /** The validation as the gateway has it now, or null while the gateway does not answer. */
  private async fetchQuietly(validationId: string): Promise<FundAccountValidation | null> {
    try {
      return await this.gateway.fetchValidation(validationId);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return null;
      throw error;
    }
  }

  private async branchOf(ifsc: string): Promise<IfscLookupResponse | null> {
    try {
      return await this.ifscDirectory.lookup(ifsc);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        this.logger.warn(`IFSC lookup unavailable: ${error.reason}`);
        throw ifscUnavailable();
      }
      throw error;
    }
  }

  private async limit(key: string, limit: number, windowMs: number, what: string): Promise<void> {
    const result = await this.rateLimits.consume([{ key, limit, windowMs }]);
    if (!result.allowed) throw new RateLimitedException(result.retryAfterMs / 1000, what);
  }

  private answer(row: BankAccountEntity): BankAccountResponse {
    const message =
      row.status === 'verified'
        ? BankAccountMessage.Verified
        : row.status === 'verifying'
          ? BankAccountMessage.Verifying
          : (row.failureReason ?? BankAccountMessage.AccountInvalid);
    return { message, account: this.store.view(row) };
  }
}
