import type { GatewayCheckout } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { fakeRazorpay } from '../../../testing/fake-razorpay.js';
import { openCheckout } from './open-checkout.js';
import { razorpayOf } from './razorpay.js';

const checkout: GatewayCheckout = {
  gateway: 'razorpay',
  keyId: 'rzp_test_sandbox',
  orderId: 'order_9',
  amountPaise: 10033000,
  currency: 'INR',
  name: 'Solidstep Invest',
  description: 'Long Term FD',
  method: 'upi',
  prefill: { method: 'upi', vpa: 'asha.rao@okaxis' },
  autoPay: { customerId: 'cust_7', maxAmount: 100000, frequency: 'monthly', validUntil: '2036-01-15' },
  sandbox: true,
};

function constructor() {
  const Razorpay = razorpayOf();
  if (!Razorpay) throw new Error('no window.Razorpay');
  return Razorpay;
}

describe('openCheckout', () => {
  it("opens Razorpay Standard Checkout with the server's order, and the AutoPay mandate's customer", async () => {
    const fake = fakeRazorpay();
    const outcome = await openCheckout(constructor(), checkout);
    expect(outcome).toEqual({ kind: 'paid', response: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_9', razorpay_signature: 'f'.repeat(64) } });
    expect(fake.last()?.options).toMatchObject({
      key: 'rzp_test_sandbox',
      order_id: 'order_9',
      amount: 10033000,
      currency: 'INR',
      name: 'Solidstep Invest',
      description: 'Long Term FD',
      prefill: { method: 'upi', vpa: 'asha.rao@okaxis' },
      customer_id: 'cust_7',
      recurring: '1',
    });
  });

  it("reports a failure with the gateway's description and closes the checkout; a dismissal as such", async () => {
    const fake = fakeRazorpay('fail');
    await expect(openCheckout(constructor(), { ...checkout, autoPay: null })).resolves.toEqual({
      kind: 'failed',
      reason: 'Your payment was declined by the bank (insufficient funds).',
    });
    expect(fake.last()?.closed).toBe(true);
    expect(fake.last()?.options.recurring).toBeUndefined();
    fake.behaviour = 'dismiss';
    await expect(openCheckout(constructor(), checkout)).resolves.toEqual({ kind: 'dismissed' });
  });
});
