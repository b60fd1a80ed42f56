import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_TEST_VALUES } from '../../../libs/contracts/src/payments.ts';
import { type SandboxGateway, payInCheckout } from '../src/index.ts';
import { KEYS, razorpayAt, startGateway } from './support.ts';

let gateway: SandboxGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway.close();
});

describe('payInCheckout (paying without a browser)', () => {
  it('pays by card, UPI and net banking, and reports a decline with the payment’s ids', async () => {
    const razorpay = razorpayAt(gateway.url);
    const open = async () => ({ keyId: KEYS.key_id, orderId: (await razorpay.orders.create({ amount: 20_000, currency: 'INR', receipt: 'client' })).id });

    const byCard = await payInCheckout(gateway.url, await open(), { card: SANDBOX_TEST_VALUES.approvedCardNumber });
    expect(byCard.ok).toBe(true);
    expect((await payInCheckout(gateway.url, await open(), { vpa: SANDBOX_TEST_VALUES.approvedUpiId })).ok).toBe(true);
    expect((await payInCheckout(gateway.url, await open(), { bank: 'ICIC', outcome: 'success' })).ok).toBe(true);

    const checkout = await open();
    const declined = await payInCheckout(gateway.url, checkout, { card: SANDBOX_TEST_VALUES.declinedCardNumber });
    if (declined.ok) throw new Error('expected a decline');
    expect(declined.status).toBe(400);
    expect(declined.error.description).toBe(SANDBOX_TEST_VALUES.declinedCardMessage);
    expect(declined.error.metadata['order_id']).toBe(checkout.orderId);
    expect(gateway.ledger.charges('client')).toMatchObject({ captured: 3, failed: 1 });
  });
});
