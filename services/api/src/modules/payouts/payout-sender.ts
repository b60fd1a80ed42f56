import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { GatewayUnavailableError } from '../../common/providers/gateway-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import type { PayoutDestination } from '../bank-accounts/payout-destinations.js';
import { KycIdentity } from '../kyc/kyc-identity.js';
import { PayoutEntity } from './entities/payout.entity.js';
import type { PayoutType } from './payout-types.js';
import {
  type CreatePayoutRequest,
  type GatewayPayout,
  PAYOUTS_GATEWAY,
  type PayoutsGateway,
  PayoutsIdempotencyConflictError,
  PayoutsRequestRejectedError,
} from '../razorpay/payouts/payouts-gateway.js';
import { TdsLedger } from '../tds/tds-ledger.js';
import { UsersService } from '../users/users.service.js';
import { parseAttemptRequest, serializeAttemptRequest } from './payout-attempt-request.js';
import { type PayoutOutcome, PayoutOutcomes } from './payout-outcomes.js';
import { payoutReference } from './payout-reference.js';

/** What the bank statement line says the money is (RazorpayX narration, after the merchant name). */
const NARRATION: Record<PayoutType, string> = { monthly: 'interest', maturity: 'maturity', withdrawal: 'withdrawal', redemption: 'redemption' };

/** Shown on a payout RazorpayX refused to create for the account (its own words go to the log only). */
export const REFUSED_ACCOUNT_REASON = 'The payout could not be sent to this bank account. Please check your bank details or add another account.';

/**
 * Sends payouts through RazorpayX, each attempt the way the payments' intents are made (payments/README.md):
 * 1. claim: in one short transaction (the investor's row locked, so their payouts are claimed one at a time), a
 *    conditional UPDATE moves the payout from what the caller read (`pending`, or `reversed` to another account) to
 *    `processing`, attempt + 1, with the account and, the first time, the gross/TDS/net split. Only one caller, on
 *    any instance, wins a given attempt; the others send nothing.
 *    The attempt's exact request is kept with it (`attempt_request`), fixed at the claim.
 * 2. outside any transaction, RazorpayX creates the payout for the net amount with the reference
 *    `<payout id>:<attempt>` (its idempotency key comes from it, so a repeated call answers the same payout); an
 *    interrupted attempt is resumed by the status sweep, which first finds the payout by that reference and
 *    otherwise sends the kept request again, byte for byte. A 400 for the idempotency key (used before with another
 *    body) is never taken as a refusal: a payout may exist, so nothing is sent under a new attempt; the attempt stays
 *    `processing` for the sweep to find it, and the conflict is logged for ops.
 * 3. the gateway's payout id is recorded, and its state if already final (PayoutOutcomes).
 */
@Injectable()
export class PayoutSender {
  private readonly logger = new Logger(PayoutSender.name);

  constructor(
    private readonly db: Db,
    private readonly outcomes: PayoutOutcomes,
    private readonly tds: TdsLedger,
    private readonly identity: KycIdentity,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYOUTS_GATEWAY) private readonly gateway: PayoutsGateway,
  ) {}

  /**
   * Sends one investor's payouts (due `pending` ones, and `reversed` ones when the account is not the one they came
   * back from) to their verified account, oldest first; answers how many this call sent.
   */
  async sendAll(userId: string, payouts: readonly PayoutEntity[], destination: PayoutDestination): Promise<number> {
    const sendable = payouts.filter(
      (payout) =>
        payout.userId === userId && (payout.status === 'pending' || (payout.status === 'reversed' && payout.bankAccountId !== destination.bankAccountId)),
    );
    if (sendable.length === 0) return 0;
    // The date of birth decides the senior-citizen threshold: read once, only when some split is still to be made.
    const dateOfBirth = sendable.some((payout) => payout.tdsPaise === null) ? ((await this.identity.holderOf(userId))?.dateOfBirth ?? null) : null;
    let sent = 0;
    for (const payout of sendable) {
      const claimed = await this.claim(payout, destination, dateOfBirth);
      if (!claimed) continue;
      sent += 1;
      if (claimed.status === 'processing') await this.dispatch(claimed, false);
    }
    return sent;
  }

  /** Asks RazorpayX about an attempt `processing` too long: resumes it if its creation was interrupted. */
  async reconcile(payout: PayoutEntity): Promise<PayoutOutcome> {
    try {
      if (payout.gatewayPayoutId === null) return await this.dispatch(payout, true);
      return await this.outcomes.apply(await this.gateway.fetchPayout(payout.gatewayPayoutId));
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.logger.warn(`Payout ${payout.id} attempt ${payout.attempt}: RazorpayX did not answer (${error.message}); asked again on the next sweep.`);
      return 'unchanged';
    }
  }

  /** Step 1: the attempt, committed before RazorpayX is called; null when another caller has it (or it is not sendable). */
  private claim(payout: PayoutEntity, destination: PayoutDestination, dateOfBirth: string | null): Promise<PayoutEntity | null> {
    return this.db.transaction(async (em) => {
      await this.users.lockIn(payout.userId, em);
      const row = await em.findOneBy(PayoutEntity, { id: payout.id });
      if (!row || row.status !== payout.status || row.attempt !== payout.attempt) return null;
      if (row.status === 'reversed' && row.bankAccountId === destination.bankAccountId) return null;
      const split =
        row.tdsPaise === null
          ? await this.tds.splitIn(em, row, dateOfBirth)
          : { tdsPaise: row.tdsPaise, netPaise: row.netPaise ?? row.amountPaise - row.tdsPaise };
      const now = this.clock.now();
      // TDS can take all of a small payout (the month the threshold is crossed): nothing then goes to the bank.
      const nothingToSend = split.netPaise === 0;
      const attempt = row.attempt + 1;
      const request = this.requestOf({ ...row, attempt, netPaise: split.netPaise, tdsPaise: split.tdsPaise, fundAccountId: destination.fundAccountId });
      const changes = {
        status: nothingToSend ? ('paid' as const) : ('processing' as const),
        attempt,
        tdsPaise: split.tdsPaise,
        netPaise: split.netPaise,
        bankAccountId: destination.bankAccountId,
        bankLast4: destination.last4,
        fundAccountId: destination.fundAccountId,
        gatewayPayoutId: null,
        utr: null,
        failureReason: null,
        sentAt: now,
        settledAt: nothingToSend ? now : null,
        attemptRequest: nothingToSend ? null : serializeAttemptRequest(request),
      };
      const claimed = await em
        .createQueryBuilder()
        .update(PayoutEntity)
        .set(changes)
        .where('id = :id AND status = :status AND attempt = :attempt', { id: row.id, status: row.status, attempt: row.attempt })
        .execute();
      if (claimed.affected !== 1) return null;
      const sent: PayoutEntity = { ...row, ...changes };
      if (nothingToSend) {
        await this.outcomes.recordPaidIn(em, sent, now);
      }
      return sent;
    });
  }

  /** Steps 2 and 3 for a claimed attempt (`resumed`: an earlier call may have created it already). */
  private async dispatch(payout: PayoutEntity, resumed: boolean): Promise<PayoutOutcome> {
    const reference = payoutReference(payout.id, payout.attempt);
    // The request kept at the claim, byte for byte (attempts claimed before requests were kept: built as then).
    const request = parseAttemptRequest(payout.attemptRequest) ?? this.requestOf(payout);
    let created: GatewayPayout;
    try {
      created = (resumed ? await this.gateway.findPayoutByReference(reference) : null) ?? (await this.gateway.createPayout(request));
    } catch (error) {
      if (error instanceof PayoutsIdempotencyConflictError) {
        this.logger.error(
          { event: 'payout.idempotency_conflict', payoutId: payout.id, attempt: payout.attempt },
          `Payout ${reference}: RazorpayX saw its idempotency key with another body (${error.reason}); it stays processing, nothing is sent again, and the status sweep looks it up by reference.`,
        );
        return 'unchanged';
      }
      if (error instanceof PayoutsRequestRejectedError) {
        this.logger.warn(`RazorpayX refused payout ${reference}: ${error.reason}`);
        return this.db.transaction((em) => this.outcomes.returnIn(em, payout.id, payout.attempt, REFUSED_ACCOUNT_REASON, null, 'was refused by RazorpayX'));
      }
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.logger.warn(`Payout ${reference}: RazorpayX did not answer (${error.message}); the status sweep resumes it.`);
      return 'unchanged';
    }
    return this.db.transaction(async (em) => {
      await this.outcomes.recordGatewayIdIn(em, payout.id, payout.attempt, created.id);
      return this.outcomes.applyIn(em, created);
    });
  }

  private requestOf(
    payout: Pick<PayoutEntity, 'id' | 'attempt' | 'investmentId' | 'amountPaise' | 'principalPaise' | 'netPaise' | 'tdsPaise' | 'fundAccountId' | 'payoutType'>,
  ): CreatePayoutRequest {
    return {
      fundAccountId: payout.fundAccountId ?? '',
      amountPaise: payout.netPaise ?? payout.amountPaise,
      referenceId: payoutReference(payout.id, payout.attempt),
      narration: `${this.config.gateway.merchantName} ${NARRATION[payout.payoutType]}`,
      notes: {
        payout_id: payout.id,
        investment_id: payout.investmentId,
        attempt: String(payout.attempt),
        gross_paise: String(payout.amountPaise),
        principal_paise: String(payout.principalPaise),
        tds_paise: String(payout.tdsPaise ?? 0),
      },
    };
  }
}
