import { stubGlobal } from '@invest/testing';
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from '../features/payment/api/razorpay.js';

/** One checkout the page opened, driven by the test like a customer in the real one. */
export interface FakeCheckout {
  options: RazorpayOptions;
  opened: boolean;
  closed: boolean;
  pay: () => void;
  fail: (description?: string) => void;
  dismiss: () => void;
}

/** What a newly opened checkout does by itself; 'wait' leaves it to the test. */
export type CheckoutBehaviour = 'pay' | 'fail' | 'dismiss' | 'wait';

/**
 * `window.Razorpay` of the unit tests: records every checkout and, unless told to wait, pays it at once (as the
 * customer approving in the gateway's page). The real script runs in the e2e suites.
 */
export function fakeRazorpay(initial: CheckoutBehaviour = 'pay') {
  const checkouts: FakeCheckout[] = [];
  const control = { behaviour: initial, checkouts, last: () => checkouts[checkouts.length - 1] };
  class Razorpay {
    private readonly failed: Array<(response: RazorpayFailure) => void> = [];
    private readonly record: FakeCheckout;
    constructor(options: RazorpayOptions) {
      const success: RazorpaySuccess = {
        razorpay_payment_id: `pay_${checkouts.length + 1}`,
        razorpay_order_id: options.order_id,
        razorpay_signature: 'f'.repeat(64),
      };
      this.record = {
        options,
        opened: false,
        closed: false,
        pay: () => options.handler(success),
        fail: (description = 'Your payment was declined by the bank (insufficient funds).') =>
          this.failed.forEach((callback) =>
            callback({ error: { code: 'BAD_REQUEST_ERROR', description, metadata: { order_id: options.order_id, payment_id: 'pay_x' } } }),
          ),
        dismiss: () => options.modal.ondismiss(),
      };
      checkouts.push(this.record);
    }
    on(event: string, callback: (response: RazorpayFailure) => void) {
      if (event === 'payment.failed') this.failed.push(callback);
      return this;
    }
    open() {
      this.record.opened = true;
      const record = this.record;
      if (control.behaviour === 'pay') queueMicrotask(record.pay);
      if (control.behaviour === 'fail') queueMicrotask(() => record.fail());
      if (control.behaviour === 'dismiss') queueMicrotask(record.dismiss);
      return this;
    }
    close() {
      this.record.closed = true;
    }
  }
  stubGlobal('Razorpay', Razorpay);
  return control;
}
