import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { PayoutEntity } from './entities/payout.entity.js';
import { LedgerService } from '../ledger/ledger.service.js';
import type { GatewayPayout, PayoutStatus } from '../razorpay/payouts/payouts-gateway.js';
import { parsePayoutReference } from './payout-reference.js';
import { enqueuePaidText, enqueueReversedText } from './payout-texts.js';
import { payoutTransaction } from './payout-transaction.js';

/** What recording a gateway payout did to our payout. */
export type PayoutOutcome = 'paid' | 'reversed' | 'unchanged' | 'unknown';

/** RazorpayX's final states that mean the money did not reach (or came back from) the account. */
const RETURNED: ReadonlySet<PayoutStatus> = new Set(['reversed', 'failed', 'rejected', 'cancelled']);

/** Shown when RazorpayX gives no reason of its own. */
export const DEFAULT_REVERSAL_REASON = 'The bank returned the payout. Please check your bank account details.';

/**
 * Records what RazorpayX says of one attempt (from a signed webhook, the status sweep, or the answer to creating it),
 * in the caller's transaction. Only the payout's current attempt (`<payout id>:<attempt>`) moves it, and only out of
 * `processing`, with a conditional UPDATE: so a webhook and the sweep racing, or an event delivered twice, pay it
 * and write its `payout` transaction line exactly once. `processed` → paid (UTR, time); `reversed` (or failed,
 * rejected, cancelled) → reversed with the bank's reason, to be sent again once the investor's account changes.
 */
@Injectable()
export class PayoutOutcomes {
  private readonly logger = new Logger(PayoutOutcomes.name);

  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly investments: InvestmentRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  apply(gatewayPayout: GatewayPayout): Promise<PayoutOutcome> {
    return this.db.transaction((em) => this.applyIn(em, gatewayPayout));
  }

  async applyIn(em: EntityManager, gatewayPayout: GatewayPayout): Promise<PayoutOutcome> {
    const reference = parsePayoutReference(gatewayPayout.referenceId);
    if (!reference) return 'unknown';
    const payout = await em.findOneBy(PayoutEntity, { id: reference.payoutId });
    if (!payout) return 'unknown';
    if (payout.attempt !== reference.attempt) return 'unchanged';
    if (payout.netPaise !== null && gatewayPayout.amountPaise !== payout.netPaise) {
      this.logger.error(
        `RazorpayX payout ${gatewayPayout.id} (${gatewayPayout.referenceId}) is for ${gatewayPayout.amountPaise} paise; ours is ${payout.netPaise}: not recorded.`,
      );
      return 'unchanged';
    }
    const now = this.clock.now();
    const current = { id: payout.id, attempt: payout.attempt, processing: 'processing' };
    if (gatewayPayout.status === 'processed') {
      const paid = await em
        .createQueryBuilder()
        .update(PayoutEntity)
        .set({ status: 'paid', utr: gatewayPayout.utr, gatewayPayoutId: gatewayPayout.id, failureReason: null, settledAt: now })
        .where('id = :id AND attempt = :attempt AND status = :processing', current)
        .execute();
      if (paid.affected !== 1) return 'unchanged';
      await this.recordPaidIn(em, payout, now);
      await enqueuePaidText(em, payout, await this.investments.productName(payout.investmentId, em), gatewayPayout.utr, now);
      return 'paid';
    }
    if (RETURNED.has(gatewayPayout.status)) {
      const why = `came back ${gatewayPayout.status}`;
      return this.returnIn(em, payout.id, payout.attempt, gatewayPayout.failureReason ?? DEFAULT_REVERSAL_REASON, gatewayPayout.id, why);
    }
    // Still on its way (queued, pending, processing): only learn its id.
    await this.recordGatewayIdIn(em, payout.id, payout.attempt, gatewayPayout.id);
    return 'unchanged';
  }

  /**
   * In the transaction that marked a payout paid: the ledger records its `payout` line, and a payout that repaid the
   * principal ends its investment (`matured` after the final payout, `withdrawn` after a premature withdrawal's,
   * `redeemed` after a redemption's; conditional, so only the first call changes it).
   */
  async recordPaidIn(
    em: EntityManager,
    payout: Parameters<typeof payoutTransaction>[0] & Pick<PayoutEntity, 'investmentId' | 'payoutType' | 'principalPaise'>,
    now: Date,
  ): Promise<void> {
    await this.ledger.record([payoutTransaction(payout, randomUUID(), now)], em);
    if (payout.payoutType === 'redemption') {
      // A market-linked holding sold back: its redemption payout, once paid, ends it.
      await this.investments.moveStatus(payout.investmentId, 'redeeming', 'redeemed', now, em);
      return;
    }
    if (payout.principalPaise <= 0) return;
    const [from, to] = payout.payoutType === 'withdrawal' ? (['withdrawing', 'withdrawn'] as const) : (['active', 'matured'] as const);
    await this.investments.moveStatus(payout.investmentId, from, to, now, em);
  }

  /**
   * Marks an attempt still `processing` reversed with the reason the investor is shown (the bank's, or ours when
   * RazorpayX refused to create it); answers 'unchanged' when it was already settled.
   */
  async returnIn(em: EntityManager, payoutId: string, attempt: number, reason: string, gatewayPayoutId: string | null, why: string): Promise<PayoutOutcome> {
    const reversed = await em
      .createQueryBuilder()
      .update(PayoutEntity)
      .set({ status: 'reversed', ...(gatewayPayoutId === null ? {} : { gatewayPayoutId }), failureReason: reason.slice(0, 200), settledAt: this.clock.now() })
      .where('id = :id AND attempt = :attempt AND status = :processing', { id: payoutId, attempt, processing: 'processing' })
      .execute();
    if (reversed.affected !== 1) return 'unchanged';
    const payout = await em.findOneBy(PayoutEntity, { id: payoutId });
    if (payout) await enqueueReversedText(em, payout, reason.slice(0, 200), this.clock.now());
    this.logger.warn(`Payout ${payoutId} attempt ${attempt} ${why}: it is sent again once the investor's bank account changes.`);
    return 'reversed';
  }

  /** Records the gateway's payout id of an attempt once (whoever learns it first). */
  async recordGatewayIdIn(em: EntityManager, payoutId: string, attempt: number, gatewayPayoutId: string): Promise<void> {
    await em
      .createQueryBuilder()
      .update(PayoutEntity)
      .set({ gatewayPayoutId })
      .where('id = :id AND attempt = :attempt AND gateway_payout_id IS NULL', { id: payoutId, attempt })
      .execute();
  }
}
