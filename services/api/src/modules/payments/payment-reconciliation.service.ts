import { Inject, Injectable, Logger } from '@nestjs/common';
import { In, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { GatewayUnavailableError } from '../../common/providers/gateway-unavailable.error.js';
import { Db } from '../../database/db.js';
import { PaymentEntity } from './entities/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../razorpay/gateway/payment-gateway.js';
import { receiptOf } from './payment-receipt.js';
import { PaymentsService } from './payments.service.js';
import { PaymentSettlement } from './payment-settlement.js';
import { backoffMs } from './sweep-backoff.js';

/** How often the sweep runs, and how old an open intent must be before the sweep asks the gateway about it. */
export const RECONCILE_INTERVAL_MS = 60_000;
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** An order nobody paid for this long is given up (a later capture still completes it while the investment is unpaid). */
export const ABANDON_AFTER_MS = 60 * 60_000;
const BATCH = 100;

/**
 * Intents left `created` or `processing` by a crash, an outage or a lost webhook are settled by asking the gateway
 * about their order (found by its receipt when the order id was never recorded). Runs at start-up and every minute.
 * Fair: an intent leaves the open set once settled (a capture not kept is `refunded`); the rows not asked for longest
 * come first (`next_check_at`, never-asked ones before); one asked without a change waits longer before its next turn
 * (sweep-backoff.ts); one whose check fails is logged and waits too, and the others still have theirs.
 */
@Injectable()
export class PaymentReconciliationService extends PeriodicSweep {
  private readonly log = new Logger(PaymentReconciliationService.name);

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
    private readonly settlement: PaymentSettlement,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {
    super(
      new Logger(PaymentReconciliationService.name),
      RECONCILE_INTERVAL_MS,
      'Reconciled {count} open payment(s) with the gateway.',
      'Payment reconciliation',
    );
  }

  protected sweepOnce(): Promise<number> {
    return this.reconcile();
  }

  /** Settles open intents older than RECONCILE_AFTER_MS; answers how many changed state. */
  async reconcile(): Promise<number> {
    const now = this.clock.now().getTime();
    const open = { status: In(['created', 'processing']), createdAt: LessThan(new Date(now - RECONCILE_AFTER_MS)) };
    const due = await this.db.run((em) =>
      em.find(PaymentEntity, {
        where: [
          { ...open, nextCheckAt: IsNull() },
          { ...open, nextCheckAt: LessThanOrEqual(new Date(now)) },
        ],
        // NULL first on MySQL/MariaDB and SQLite alike: never-asked intents lead.
        order: { nextCheckAt: 'ASC', createdAt: 'ASC', id: 'ASC' },
        take: BATCH,
      }),
    );
    let changed = 0;
    for (const intent of due) {
      let settled = false;
      try {
        settled = await this.reconcileOne(intent, now);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) break;
        this.log.warn(`Payment ${intent.id}: ${error instanceof Error ? error.message : String(error)}; asked again later.`);
      }
      if (settled) {
        changed += 1;
        continue;
      }
      const checks = intent.checks ?? 0;
      const next = new Date(this.clock.now().getTime() + backoffMs(checks));
      await this.db.run((em) => em.update(PaymentEntity, { id: intent.id }, { checks: checks + 1, nextCheckAt: next }));
    }
    return changed;
  }

  private async reconcileOne(intent: PaymentEntity, now: number): Promise<boolean> {
    if (!intent.gatewayOrderId) {
      const order = await this.gateway.findOrderByReceipt(receiptOf(intent.investmentId, intent.attempt ?? 1));
      if (!order) {
        await this.settlement.abandon(intent.id, 'The checkout was never opened.');
        return true;
      }
      await this.db.run((em) => em.update(PaymentEntity, { id: intent.id, gatewayOrderId: IsNull() }, { gatewayOrderId: order.id }));
      intent.gatewayOrderId = order.id;
    }
    const settled = await this.payments.settle(intent);
    if (settled.outcome === 'unpaid' && now - intent.createdAt.getTime() > ABANDON_AFTER_MS) {
      await this.settlement.abandon(intent.id, 'The payment was not completed.');
      return true;
    }
    return settled.outcome !== 'unpaid' && !(settled.outcome === 'processing' && intent.status === 'processing');
  }
}
