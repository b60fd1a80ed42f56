import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BankAccountMessage,
  type BankAccountOtpResponse,
  type BankAccountRequest,
  type BankAccountResponse,
  bankAccountChangedMessage,
  ErrorCode,
  type IfscLookupResponse,
} from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { GatewayUnavailableError } from '../../common/providers/gateway-unavailable.error.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { type KycHolder, KycIdentity } from '../kyc/kyc-identity.js';
import { OTP_REFUSED, OtpService } from '../otp/otp.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { type FundAccountValidation, PAYOUTS_GATEWAY, type PayoutsGateway, PayoutsRequestRejectedError } from '../razorpay/payouts/payouts-gateway.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { maskPhone } from '../users/mask-phone.js';
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
  noAccountToChange,
  otpRequired,
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
 * fund-account validation (₹1), followed for about 3 s; the bank's registered name must be the KYC holder's. The first
 * verified account becomes the payout destination at once; replacing a verified account takes the phone OTP (checked
 * before anything is written or any ₹1 spent), queues a text to the registered phone (the outbox's
 * `payout_account_changed`, in the change's own transaction: the answer never waits for MSG91), and takes payouts
 * only after the cooling-off (the account on file keeps them until then). A failed attempt never replaces anything.
 * The account number is never logged nor answered back (last four only).
 */
@Injectable()
export class BankAccountsService {
  private readonly logger = new Logger(BankAccountsService.name);

  constructor(
    private readonly store: BankAccountStore,
    private readonly ifscDirectory: IfscDirectory,
    private readonly kyc: KycIdentity,
    private readonly rateLimits: RateLimitService,
    private readonly otp: OtpService,
    @Inject(PAYOUTS_GATEWAY) private readonly gateway: PayoutsGateway,
  ) {}

  /** GET /api/bank-account: a verifying attempt is checked again at the gateway first. */
  async current(user: AuthenticatedUser): Promise<BankAccountResponse> {
    let row = await this.store.shown(user.id);
    if (!row) return { message: BankAccountMessage.NotAdded, account: null, payoutsGoTo: null, changeNeedsOtp: false };
    if (row.status === 'verifying' && row.validationId) {
      const holder = await this.kyc.holderOf(user.id);
      const validation = await this.fetchQuietly(row.validationId);
      const settlement = holder && validation ? pennyDropOutcome(validation, holder.name) : null;
      if (settlement) row = await this.store.settle(row, settlement);
    }
    return this.answer(user.id, row);
  }

  /**
   * POST /api/bank-account/otp: the sign-in code to the investor's own phone (the client never needs the number), to
   * confirm a change of a verified payout account. 409 when there is none to change (the first needs no code).
   */
  async sendOtp(user: AuthenticatedUser, ip: string): Promise<BankAccountOtpResponse> {
    if (user.kycStatus !== 'verified') throw kycRequired();
    if (!(await this.changeNeedsOtp(user.id))) throw noAccountToChange();
    const sent = await this.otp.generate(user.phone, 'kyc', ip);
    return { ...sent, phoneMasked: maskPhone(user.phone) };
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
  async add(user: AuthenticatedUser, request: BankAccountRequest, ip: string): Promise<BankAccountAnswer> {
    const holder = user.kycStatus === 'verified' ? await this.kyc.holderOf(user.id) : null;
    if (!holder) throw kycRequired();
    const account = normaliseBankAccount(request);
    const errors = bankAccountErrors(account);
    if (errors.length > 0) throw invalidInput(errors);
    const branch = await this.branchOf(account.ifsc);
    if (!branch) throw unknownIfsc();

    const [destination, incoming] = await Promise.all([this.store.destination(user.id), this.store.incoming(user.id)]);
    const hash = this.store.accountHash(account);
    // The account already on file sent again: nothing to prove (and no ₹1 spent).
    if (incoming?.accountHash === hash) return { status: 200, body: await this.answer(user.id, incoming) };
    if (destination?.accountHash === hash) {
      if (!incoming) return { status: 200, body: await this.answer(user.id, destination) };
      // The account payouts go to, during a change's cooling-off: keeping it calls the change off, with the OTP.
      await this.checkOtp(user, request.otp, ip);
      const kept = (await this.store.callOffChange(user.id)) ?? destination;
      return { status: 200, body: await this.answer(user.id, kept, BankAccountMessage.ChangeCancelled) };
    }
    if (destination || incoming) await this.checkOtp(user, request.otp, ip);

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
    if (settled.status === 'verified') return { status: 200, body: await this.answer(user.id, settled) };
    if (settled.status === 'verifying') return { status: 202, body: await this.answer(user.id, settled) };
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

  /**
   * The OTP a change of a verified payout account takes: the sign-in code of the investor's own phone. Missing: 400
   * on the `otp` field; wrong, expired or never sent: 400 OTP_INVALID. Nothing else is written before it passes.
   */
  private async checkOtp(user: AuthenticatedUser, otp: string | undefined, ip: string): Promise<void> {
    if (!otp) throw otpRequired();
    const checked = await this.otp.verify(user.phone, otp, ip);
    if (checked.purpose !== 'kyc' || checked.user.id !== user.id) throw new AppException(400, ErrorCode.OtpInvalid, OTP_REFUSED);
  }

  private async changeNeedsOtp(userId: string): Promise<boolean> {
    const [destination, incoming] = await Promise.all([this.store.destination(userId), this.store.incoming(userId)]);
    return destination !== null || incoming !== null;
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

  /**
   * `row` as shown, with the account payouts go to now when it is another one (a change cooling off, an attempt being
   * confirmed) and whether a change needs the OTP.
   */
  private async answer(userId: string, row: BankAccountEntity, message?: string): Promise<BankAccountResponse> {
    const destination = await this.store.destination(userId);
    const payoutsGoTo = destination && destination.id !== row.id ? destination : null;
    const coolingOff = row.status === 'verified' && payoutsGoTo !== null && row.payoutsFrom !== null;
    const said =
      message ??
      (coolingOff && row.payoutsFrom
        ? bankAccountChangedMessage(row.payoutsFrom.toISOString(), payoutsGoTo.last4)
        : row.status === 'verified'
          ? BankAccountMessage.Verified
          : row.status === 'verifying'
            ? BankAccountMessage.Verifying
            : (row.failureReason ?? BankAccountMessage.AccountInvalid));
    return {
      message: said,
      account: this.store.view(row),
      payoutsGoTo: payoutsGoTo ? this.store.view(payoutsGoTo) : null,
      changeNeedsOtp: await this.changeNeedsOtp(userId),
    };
  }
}
