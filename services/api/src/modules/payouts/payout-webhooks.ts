import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GatewayPayout } from '../razorpay/payouts/payouts-gateway.js';
import { type PayoutOutcome, PayoutOutcomes } from './payout-outcomes.js';

/**
 * The payouts module's side of RazorpayX's `payout.*` events, which arrive at Razorpay's one webhook URL
 * (POST /api/payments/webhook: RazorpayWebhookService checks the signature, parses the payout and records each event
 * id once, in the same transaction as this).
 */
@Injectable()
export class PayoutWebhooks {
  constructor(private readonly outcomes: PayoutOutcomes) {}

  handleIn(em: EntityManager, payout: GatewayPayout): Promise<PayoutOutcome> {
    return this.outcomes.applyIn(em, payout);
  }
}
