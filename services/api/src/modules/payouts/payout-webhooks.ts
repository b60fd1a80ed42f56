import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type GatewayPayout, PAYOUTS_GATEWAY, type PayoutsGateway } from '../razorpayx/payouts-gateway.js';
import { type PayoutOutcome, PayoutOutcomes } from './payout-outcomes.js';

/**
 * RazorpayX's `payout.*` events, which arrive at the gateway's one webhook URL (POST /api/payments/webhook, whose
 * handler checks the signature and records each event id once, in the same transaction as this).
 */
@Injectable()
export class PayoutWebhooks {
  constructor(
    private readonly outcomes: PayoutOutcomes,
    @Inject(PAYOUTS_GATEWAY) private readonly gateway: PayoutsGateway,
  ) {}

  /** The payout a verified body carries, or null when it is not a payout event. */
  parse(rawBody: Buffer): { event: string; payout: GatewayPayout } | null {
    return this.gateway.parsePayoutWebhook(rawBody);
  }

  handleIn(em: EntityManager, payout: GatewayPayout): Promise<PayoutOutcome> {
    return this.outcomes.applyIn(em, payout);
  }
}
