import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_TEST_VALUES } from '../../../libs/contracts/src/payments.ts';
import type { SandboxGateway } from '../src/index.ts';
import { KEYS, card, payInCheckout, razorpayAt, sdkError, startGateway, waitFor } from './support.ts';
import { labelled } from '@invest/testing/labelled-expect';

let gateway: SandboxGateway;
let razorpay: ReturnType<typeof razorpayAt>;
const receipt = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  gateway = await startGateway({ slowCaptureMs: 300 });
  razorpay = razorpayAt(gateway.url);
});
afterAll(async () => {
  await gateway.close();
});

describe('orders through the official razorpay SDK', () => {
  it('creates an order shaped like Razorpay’s and finds it by receipt', async () => {
    const order = await razorpay.orders.create({ amount: 10_033_000, currency: 'INR', receipt: receipt('inv'), notes: { investmentId: 'inv-1' } });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 10_033_000,
      amount_paid: 0,
      amount_due: 10_033_000,
      currency: 'INR',
      status: 'created',
      attempts: 0,
      offer_id: null,
      notes: { investmentId: 'inv-1' },
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(Number.isInteger(order.created_at)).toBe(true);
    expect(Math.abs(Number(order.created_at) - Date.now() / 1000)).toBeLessThan(5);

    const found = await razorpay.orders.all({ receipt: order.receipt ?? '' });
    expect(found).toMatchObject({ entity: 'collection', count: 1 });
    expect(found.items[0]?.id).toBe(order.id);
    expect((await razorpay.orders.all({ receipt: 'nobody-has-this' })).items).toEqual([]);
    expect((await razorpay.orders.fetch(order.id)).id).toBe(order.id);
  });

  it('answers bad input and unknown ids with Razorpay’s 400 error shape', async () => {
    const tooSmall = await sdkError(razorpay.orders.create({ amount: 50, currency: 'INR', receipt: receipt('small') }));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount', metadata: {} });
    expect(typeof tooSmall.error.description).toBe('string');
    const unknown = await sdkError(razorpay.orders.fetch('order_00000000000000'));
    expect(unknown).toMatchObject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    expect((await sdkError(razorpay.payments.fetch('pay_00000000000000'))).statusCode).toBe(400);
  });

  it('refuses a wrong or missing key with 401', async () => {
    const wrong = razorpayAt(gateway.url, { key_id: KEYS.key_id, key_secret: 'not-the-secret' });
    const refused = await sdkError(wrong.orders.create({ amount: 10_000, currency: 'INR', receipt: receipt('auth') }));
    expect(refused).toMatchObject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const anonymous = await fetch(`${gateway.url}/v1/orders`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST_ERROR');
  });
});

describe('paying an order in the checkout', () => {
  it('captures a good card, signs the handler response, and refuses a second payment of the paid order', async () => {
    const order = await razorpay.orders.create({ amount: 10_033_000, currency: 'INR', receipt: receipt('card') });
    const paid = await payInCheckout(gateway.url, { order_id: order.id, ...card('4111 1111 1111 1111') });
    expect(paid.status).toBe(200);
    expect(paid.body.razorpay_order_id).toBe(order.id);
    expect(paid.body.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(validatePaymentVerification({ order_id: order.id, payment_id: paid.body.razorpay_payment_id }, paid.body.razorpay_signature, KEYS.key_secret)).toBe(
      true,
    );
    expect(validatePaymentVerification({ order_id: order.id, payment_id: paid.body.razorpay_payment_id }, paid.body.razorpay_signature, 'another-secret')).toBe(
      false,
    );

    const payment = await razorpay.payments.fetch(paid.body.razorpay_payment_id);
    expect(payment).toMatchObject({
      entity: 'payment',
      amount: 10_033_000,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'card',
      error_code: null,
    });
    expect((payment as unknown as { card: unknown }).card).toEqual({ last4: '1111', network: 'Visa', type: 'credit' });
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');
    expect(Number(payment.fee)).toBeGreaterThan(0);

    const payments = await razorpay.orders.fetchPayments(order.id);
    expect(payments.count).toBe(1);
    expect(payments.items[0]?.id).toBe(payment.id);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 10_033_000, amount_due: 0, attempts: 1 });

    const again = await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.approvedCardNumber) });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('BAD_REQUEST_ERROR');
    expect(again.body.error.metadata).toEqual({});
    expect(gateway.ledger.charges(order.receipt ?? '')).toEqual({ receipt: order.receipt, orders: [order.id], captured: 1, failed: 0, refunds: [] });
    const inspected = await fetch(`${gateway.url}/_sandbox/charges?receipt=${encodeURIComponent(order.receipt ?? '')}`);
    expect(await inspected.json()).toEqual({ receipt: order.receipt, orders: [order.id], captured: 1, failed: 0, refunds: [] });
  });

  it('declines the insufficient-funds card with Razorpay’s failure shape; the order can be paid afterwards', async () => {
    const order = await razorpay.orders.create({ amount: 1_000_000, currency: 'INR', receipt: receipt('declined') });
    const declined = await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.declinedCardNumber) });
    expect(declined.status).toBe(400);
    expect(declined.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment was declined by the bank (insufficient funds).',
      source: 'bank',
      step: 'payment_authorization',
      metadata: { order_id: order.id },
    });
    const paymentId = declined.body.error.metadata['payment_id'] ?? '';
    expect(await razorpay.payments.fetch(paymentId)).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_source: 'bank',
      error_description: SANDBOX_TEST_VALUES.declinedCardMessage,
    });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    expect(gateway.ledger.charges(order.receipt ?? '')).toMatchObject({ captured: 0, failed: 1 });

    expect((await payInCheckout(gateway.url, { order_id: order.id, ...card('5555 5555 5555 4444') })).status).toBe(200);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', attempts: 2 });
  });

  it('keeps the slow bank’s payment authorized, then captures it', async () => {
    const order = await razorpay.orders.create({ amount: 500_000, currency: 'INR', receipt: receipt('slow') });
    const paid = await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.slowCardNumber) });
    expect(paid.status).toBe(200);
    expect(validatePaymentVerification({ order_id: order.id, payment_id: paid.body.razorpay_payment_id }, paid.body.razorpay_signature, KEYS.key_secret)).toBe(
      true,
    );
    expect(await razorpay.payments.fetch(paid.body.razorpay_payment_id)).toMatchObject({ status: 'authorized', captured: false });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'attempted' });
    // While the bank holds it, the order takes no other payment.
    expect((await payInCheckout(gateway.url, { order_id: order.id, ...card(SANDBOX_TEST_VALUES.approvedCardNumber) })).status).toBe(400);
    await waitFor(() => gateway.ledger.payment(paid.body.razorpay_payment_id)?.status === 'captured');
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('validates what the customer typed before creating a payment', async () => {
    const order = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: receipt('typed') });
    const cases: Array<[Record<string, unknown>, string]> = [
      [card('4111 1111 1111 1112'), 'card[number]'],
      [card(SANDBOX_TEST_VALUES.approvedCardNumber, { expiry_month: '13' }), 'card[expiry_month]'],
      [card(SANDBOX_TEST_VALUES.approvedCardNumber, { expiry_month: '01', expiry_year: '2020' }), 'card[expiry_year]'],
      [card(SANDBOX_TEST_VALUES.approvedCardNumber, { cvv: '12' }), 'card[cvv]'],
      [{ method: 'upi', vpa: 'not a vpa' }, 'vpa'],
      [{ method: 'netbanking', bank: 'nope' }, 'bank'],
    ];
    for (const [body, field] of cases) {
      const answer = await payInCheckout(gateway.url, { order_id: order.id, ...body });
      labelled(field, () => expect(answer.status).toBe(400));
      labelled(field, () => expect(answer.body.error.field).toBe(field));
    }
    expect((await payInCheckout(gateway.url, { key_id: 'rzp_test_other', order_id: order.id, ...card(SANDBOX_TEST_VALUES.approvedCardNumber) })).status).toBe(
      401,
    );
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'created', attempts: 0 });
  });

  it('pays by UPI (declining decline@okaxis) and by net banking (Success / Failure)', async () => {
    const upi = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: receipt('upi') });
    const declined = await payInCheckout(gateway.url, { order_id: upi.id, method: 'upi', vpa: SANDBOX_TEST_VALUES.declinedUpiId });
    expect(declined.status).toBe(400);
    expect(declined.body.error.metadata['payment_id']).toMatch(/^pay_/);
    const approved = await payInCheckout(gateway.url, { order_id: upi.id, method: 'upi', vpa: SANDBOX_TEST_VALUES.approvedUpiId });
    expect(approved.status).toBe(200);
    expect(await razorpay.payments.fetch(approved.body.razorpay_payment_id)).toMatchObject({
      method: 'upi',
      vpa: SANDBOX_TEST_VALUES.approvedUpiId,
      status: 'captured',
    });

    const bank = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: receipt('nb') });
    const failed = await payInCheckout(gateway.url, { order_id: bank.id, method: 'netbanking', bank: 'HDFC', outcome: 'failure' });
    expect(failed.status).toBe(400);
    expect(failed.body.error.reason).toBe('payment_failed');
    const succeeded = await payInCheckout(gateway.url, { order_id: bank.id, method: 'netbanking', bank: 'HDFC', outcome: 'success' });
    expect(succeeded.status).toBe(200);
    expect(await razorpay.payments.fetch(succeeded.body.razorpay_payment_id)).toMatchObject({ method: 'netbanking', bank: 'HDFC', status: 'captured' });
    expect(gateway.ledger.charges(bank.receipt ?? '')).toMatchObject({ captured: 1, failed: 1 });
  });
});

describe('third-party validation (orders with bank_account)', () => {
  const registered = { account_number: '50100012345678', name: 'Asha Rao', ifsc: 'hdfc0000001' };

  it('keeps the order’s bank_account and fails net banking or UPI from another account as Razorpay does', async () => {
    const order = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: receipt('tpv'), bank_account: registered });
    expect(order).not.toHaveProperty('bank_account');
    expect(gateway.ledger.orderBankAccount(order.id)).toEqual({ ...registered, ifsc: 'HDFC0000001' });

    const other = {
      order_id: order.id,
      method: 'netbanking',
      bank: 'HDFC',
      outcome: 'success',
      payer_account_number: SANDBOX_TEST_VALUES.otherBankAccountNumber,
    };
    const refused = await payInCheckout(gateway.url, other);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: SANDBOX_TEST_VALUES.bankAccountMismatchMessage,
      source: 'customer',
      step: 'payment_authorization',
      reason: 'bank_account_validation_failed',
    });
    const failed = await razorpay.payments.fetch(String(refused.body.error.metadata['payment_id']));
    expect(failed).toMatchObject({ status: 'failed', error_reason: 'bank_account_validation_failed' });
    const upiOther = await payInCheckout(gateway.url, {
      order_id: order.id,
      method: 'upi',
      vpa: SANDBOX_TEST_VALUES.approvedUpiId,
      payer_account_number: '123456789',
    });
    expect(upiOther.body.error.reason).toBe('bank_account_validation_failed');

    // The order's own account (the default, or named) pays.
    const own = await payInCheckout(gateway.url, { order_id: order.id, method: 'netbanking', bank: 'HDFC', outcome: 'success' });
    expect(own.status).toBe(200);
    expect(gateway.ledger.charges(order.receipt ?? '')).toMatchObject({ captured: 1, failed: 2 });
  });

  it('refuses an incomplete bank_account; an order without one takes any account', async () => {
    const missing = await sdkError(
      razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: receipt('tpv-bad'), bank_account: { ...registered, ifsc: 'HDFC1' } }),
    );
    expect(missing).toMatchObject({ statusCode: 400, error: { field: 'bank_account.ifsc' } });
    const plain = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: receipt('no-tpv') });
    expect(gateway.ledger.orderBankAccount(plain.id)).toBeNull();
    const paid = await payInCheckout(gateway.url, {
      order_id: plain.id,
      method: 'netbanking',
      bank: 'HDFC',
      outcome: 'success',
      payer_account_number: SANDBOX_TEST_VALUES.otherBankAccountNumber,
    });
    expect(paid.status).toBe(200);
  });
});

describe('UPI IDs, customers and AutoPay', () => {
  it('validates a UPI ID and derives the account holder’s name from it', async () => {
    expect(await razorpay.payments.validateVpa({ vpa: SANDBOX_TEST_VALUES.approvedUpiId })).toEqual({
      vpa: SANDBOX_TEST_VALUES.approvedUpiId,
      success: true,
      customer_name: SANDBOX_TEST_VALUES.approvedUpiName,
    });
    expect(await razorpay.payments.validateVpa({ vpa: SANDBOX_TEST_VALUES.unknownUpiId })).toMatchObject({ success: false });
    expect((await sdkError(razorpay.payments.validateVpa({ vpa: 'no-at-sign' }))).statusCode).toBe(400);
  });

  it('creates a customer once (fail_existing 0 answers the same one) and confirms an AutoPay token on a recurring payment', async () => {
    const contact = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const customer = await razorpay.customers.create({ name: 'Asha Rao', contact, fail_existing: 0 });
    expect(customer).toMatchObject({ entity: 'customer', name: 'Asha Rao', contact });
    expect(customer.id).toMatch(/^cust_[0-9A-Za-z]{14}$/);
    expect((await razorpay.customers.create({ name: 'Asha Rao', contact, fail_existing: 0 })).id).toBe(customer.id);
    expect((await sdkError(razorpay.customers.create({ name: 'Asha Rao', contact }))).statusCode).toBe(400);

    const expireAt = Math.floor(Date.now() / 1000) + 5 * 365 * 86_400;
    const order = await razorpay.orders.create({
      amount: 500_000,
      currency: 'INR',
      receipt: receipt('sip'),
      customer_id: customer.id,
      method: 'upi',
      token: { max_amount: 5_000_000, expire_at: expireAt, frequency: 'monthly' },
    } as unknown as Parameters<typeof razorpay.orders.create>[0]);
    const paid = await payInCheckout(gateway.url, { order_id: order.id, method: 'upi', vpa: 'asha.rao@okaxis', recurring: '1', customer_id: customer.id });
    expect(paid.status).toBe(200);
    const payment = await razorpay.payments.fetch(paid.body.razorpay_payment_id);
    expect(payment).toMatchObject({ status: 'captured', customer_id: customer.id, recurring: true });

    const tokens = await razorpay.customers.fetchTokens(customer.id);
    expect(tokens.count).toBe(1);
    expect(tokens.items[0]).toMatchObject({
      id: payment.token_id,
      entity: 'token',
      method: 'upi',
      recurring: true,
      recurring_details: { status: 'confirmed' },
      max_amount: 5_000_000,
      expired_at: expireAt,
      frequency: 'monthly',
      vpa: { username: 'asha.rao', handle: 'okaxis' },
    });
  });

  it('refuses a recurring order without a customer or for another method', async () => {
    const token = { max_amount: 100_000, expire_at: Math.floor(Date.now() / 1000) + 86_400, frequency: 'monthly' };
    const create = (body: Record<string, unknown>) =>
      razorpay.orders.create({ amount: 10_000, currency: 'INR', receipt: receipt('bad-sip'), token, ...body } as unknown as Parameters<
        typeof razorpay.orders.create
      >[0]);
    expect((await sdkError(create({ method: 'upi' }))).error.field).toBe('customer_id');
    expect((await sdkError(create({ method: 'card', customer_id: 'cust_00000000000000' }))).statusCode).toBe(400);
  });
});
