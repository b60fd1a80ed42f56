import { describe, expect, it } from '@jest/globals';
import type { GatewayPayment } from '../razorpay/gateway/payment-gateway.js';
import { verdictOf } from './payment-settlement.js';

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
    expect(verdictOf([payment('pay_a', 'failed'), payment('pay_b', 'failed')], 10_033_000)).toEqual({ kind: 'failed', payment: payment('pay_b', 'failed') });
    expect(verdictOf([], 10_033_000)).toEqual({ kind: 'unpaid' });
  });
});
