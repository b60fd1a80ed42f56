import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { SANDBOX_GATEWAY, SANDBOX_PAYOUTS, SANDBOX_PAYOUT_TEST_VALUES } from '../../../libs/contracts/src/gateway.ts';
import type { ContactEntity, FundAccountEntity, FundAccountValidationEntity, PayoutEntity } from '../src/index.ts';
import { type ReceivedWebhook, razorpayx, startGateway, waitFor, webhookReceiver } from './support.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A RazorpayX event as it arrives: `payload.payout.entity` or `payload['fund_account.validation'].entity`. */
interface XEvent {
  entity: string;
  account_id: string;
  event: string;
  contains: string[];
  payload: { payout?: { entity: PayoutEntity }; 'fund_account.validation'?: { entity: FundAccountValidationEntity } };
  created_at: number;
}

const eventOf = (hook: ReceivedWebhook) => JSON.parse(hook.raw) as XEvent;

async function setUp() {
  const receiver = await webhookReceiver(0);
  const gateway = await startGateway({ webhookUrl: receiver.url, webhookRetryDelaysMs: [50, 100, 200], fundAccountValidationMs: 50, payoutProcessingMs: 100 });
  cleanup.push(
    () => receiver.close(),
    () => gateway.close(),
  );
  const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) => razorpayx<T>(gateway.url, 'POST', path, body, headers);
  const fundAccount = async (accountNumber: string) => {
    const contact = await post<ContactEntity>('/v1/contacts', { name: 'Asha Rao', type: 'customer', reference_id: accountNumber });
    const bank_account = { name: 'Asha Rao', ifsc: SANDBOX_PAYOUT_TEST_VALUES.ifsc, account_number: accountNumber };
    return (await post<FundAccountEntity>('/v1/fund_accounts', { contact_id: contact.body.id, account_type: 'bank_account', bank_account })).body;
  };
  const payout = async (account: FundAccountEntity) => {
    const body = {
      account_number: SANDBOX_PAYOUTS.businessAccountNumber,
      fund_account_id: account.id,
      amount: 50_000,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      reference_id: 'ref-1',
    };
    return (await post<PayoutEntity>('/v1/payouts', body, { 'X-Payout-Idempotency': crypto.randomUUID() })).body;
  };
  return { receiver, gateway, post, fundAccount, payout };
}

function expectSigned(hook: ReceivedWebhook): void {
  const signature = String(hook.headers['x-razorpay-signature']);
  expect(validateWebhookSignature(hook.raw, signature, SANDBOX_GATEWAY.webhookSecret)).toBe(true);
  expect(validateWebhookSignature(hook.raw, signature, 'another-secret')).toBe(false);
  expect(hook.headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
}

describe('RazorpayX webhooks', () => {
  it('sends payout.initiated, then payout.processed, signed like the payment events', async () => {
    const { receiver, fundAccount, payout } = await setUp();
    const created = await payout(await fundAccount('987654321020'));
    await waitFor(() => receiver.received.length === 2);
    const [initiated, processed] = receiver.received.map(eventOf);
    expect(initiated).toMatchObject({
      entity: 'event',
      event: 'payout.initiated',
      contains: ['payout'],
      payload: { payout: { entity: { id: created.id, status: 'processing' } } },
    });
    expect(processed).toMatchObject({
      entity: 'event',
      event: 'payout.processed',
      contains: ['payout'],
      payload: { payout: { entity: { id: created.id, status: 'processed', reference_id: 'ref-1' } } },
    });
    expect(processed?.account_id).toMatch(/^acc_[0-9A-Za-z]{14}$/);
    expect(processed?.payload.payout?.entity.utr).toMatch(/^1\d{11}$/);
    for (const hook of receiver.received) expectSigned(hook);
    expect(receiver.received[0]?.headers['x-razorpay-event-id']).not.toBe(receiver.received[1]?.headers['x-razorpay-event-id']);
  });

  it('sends payout.reversed, with the bank’s reason, for the reversal test account', async () => {
    const { receiver, fundAccount, payout } = await setUp();
    const created = await payout(await fundAccount(SANDBOX_PAYOUT_TEST_VALUES.reversalAccount));
    await waitFor(() => receiver.received.length === 2);
    const reversed = eventOf(receiver.received[1] as ReceivedWebhook);
    expect(reversed).toMatchObject({
      event: 'payout.reversed',
      payload: { payout: { entity: { id: created.id, status: 'reversed', status_details: { reason: 'beneficiary_bank_rejected' } } } },
    });
    expectSigned(receiver.received[1] as ReceivedWebhook);
  });

  it('sends fund_account.validation.completed with the bank’s answer', async () => {
    const { receiver, post, fundAccount } = await setUp();
    const account = await fundAccount(SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount);
    const started = await post<FundAccountValidationEntity>('/v1/fund_accounts/validations', {
      account_number: SANDBOX_PAYOUTS.businessAccountNumber,
      fund_account: { id: account.id },
      amount: 100,
      currency: 'INR',
    });
    await waitFor(() => receiver.received.length === 1);
    const hook = receiver.received[0] as ReceivedWebhook;
    expectSigned(hook);
    expect(eventOf(hook)).toMatchObject({
      event: 'fund_account.validation.completed',
      contains: ['fund_account.validation'],
      payload: {
        'fund_account.validation': {
          entity: {
            id: started.body.id,
            status: 'completed',
            fund_account: { id: account.id },
            results: { account_status: 'active', registered_name: SANDBOX_PAYOUT_TEST_VALUES.nameMismatchRegisteredName },
          },
        },
      },
    });
  });

  it('a retried payout request sends no second set of webhooks', async () => {
    const { receiver, gateway, post, fundAccount } = await setUp();
    const account = await fundAccount('987654321021');
    const body = {
      account_number: SANDBOX_PAYOUTS.businessAccountNumber,
      fund_account_id: account.id,
      amount: 50_000,
      currency: 'INR',
      mode: 'NEFT',
      purpose: 'payout',
      reference_id: 'ref-2',
    };
    const headers = { 'X-Payout-Idempotency': 'payout-ref-2-attempt-1' };
    const first = await post<PayoutEntity>('/v1/payouts', body, headers);
    await post<PayoutEntity>('/v1/payouts', body, headers);
    await waitFor(() => gateway.ledger.payout(first.body.id)?.status === 'processed');
    await gateway.webhooksIdle();
    expect(receiver.received.map((hook) => eventOf(hook).event)).toEqual(['payout.initiated', 'payout.processed']);
    expect(eventOf(receiver.received[1] as ReceivedWebhook).payload.payout?.entity.utr).toMatch(/^YESBN\d{11}$/);
  });
});
