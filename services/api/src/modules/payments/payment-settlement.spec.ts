import { describe, expect, it } from '@jest/globals';
import type { Clock } from '../../common/clock/clock.js';
import type { Db } from '../../database/db.js';
import type { InvestmentRecords } from '../investments/investment-records.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PayoutRecords } from '../payouts/payout-records.js';
import type { GatewayPayment } from '../razorpay/gateway/payment-gateway.js';
import { PaymentSettlement, type Settled, verdictOf } from './payment-settlement.js';
import type { RefundSender } from './refunds/refund-sender.js';

const payment = (id: string, status: GatewayPayment['status'], amountPaise = 10_033_000): GatewayPayment => ({
  id,
  orderId: 'order_1',
  status,
  amountPaise,
  method: 'card',
  instrument: 'VISA •••• 1111',
  failureReason: status === 'failed' ? 'Declined.' : null,
});

describe('verdictOf', () => {
  it('settles on a capture of the order total; a capture of another amount is a mismatch (refunded, never kept)', () => {
    expect(verdictOf([payment('pay_a', 'failed'), payment('pay_b', 'captured')], 10_033_000)).toEqual({
      kind: 'captured',
      payment: payment('pay_b', 'captured'),
    });
    expect(verdictOf([payment('pay_a', 'captured', 5_000_000)], 10_033_000)).toEqual({ kind: 'mismatch', payment: payment('pay_a', 'captured', 5_000_000) });
    expect(verdictOf([payment('pay_a', 'captured', 5_000_000), payment('pay_b', 'captured')], 10_033_000).kind).toBe('captured');
  });

  it('is pending while the bank holds a payment, failed on the newest failure, unpaid with none', () => {
    expect(verdictOf([payment('pay_a', 'failed'), payment('pay_b', 'authorized')], 10_033_000).kind).toBe('pending');
    expect(verdictOf([payment('pay_a', 'failed'), payment('pay_b', 'created')], 10_033_000)).toEqual({ kind: 'pending', payment: payment('pay_b', 'created') });
    expect(verdictOf([payment('pay_a', 'failed'), payment('pay_b', 'failed')], 10_033_000)).toEqual({ kind: 'failed', payment: payment('pay_b', 'failed') });
    const threeTries = [payment('pay_a', 'failed'), payment('pay_b', 'failed'), payment('pay_c', 'failed')];
    expect(verdictOf(threeTries, 10_033_000)).toEqual({ kind: 'failed', payment: payment('pay_c', 'failed') });
    expect(verdictOf([], 10_033_000)).toEqual({ kind: 'unpaid' });
  });
});

describe('PaymentSettlement.sendRefund', () => {
  /** A settlement whose only collaborator in use is the refund sender: it records the refunds asked for. */
  function settlementSending(): { settlement: PaymentSettlement; sent: string[] } {
    const sent: string[] = [];
    const sender = { send: async (id: string) => void sent.push(id) } as unknown as RefundSender;
    const unused = {} as unknown;
    const settlement = new PaymentSettlement(
      unused as Db,
      sender,
      unused as InvestmentRecords,
      unused as PayoutRecords,
      unused as LedgerService,
      unused as Clock,
    );
    return { settlement, sent };
  }
  const refunded = (status: 'pending' | 'processed' | 'failed', sentAt: Date | null): Settled => ({
    outcome: 'refunded',
    paymentId: 'intent_1',
    refund: { id: `refund_${status}_${sentAt === null ? 'unsent' : 'sent'}`, amountPaise: 10_033_000, reason: 'second_capture', status, sentAt },
  });

  it('asks the gateway for a refund claimed and not yet sent, and for nothing else', async () => {
    const { settlement, sent } = settlementSending();
    await settlement.sendRefund(refunded('pending', null));
    await settlement.sendRefund(refunded('pending', new Date('2026-01-12T06:30:00Z')));
    await settlement.sendRefund(refunded('processed', null));
    await settlement.sendRefund(refunded('failed', null));
    await settlement.sendRefund({ outcome: 'processing', paymentId: 'intent_2' });
    expect(sent).toEqual(['refund_pending_unsent']);
  });
});
