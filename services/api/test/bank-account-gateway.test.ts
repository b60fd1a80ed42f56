import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_IDENTITY_TEST_VALUES, SANDBOX_PAYOUT_TEST_VALUES as PAYOUT_TEST } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GatewayUnavailableError } from '../src/common/providers/gateway-unavailable.error.js';
import { type AppConfig, loadConfig } from '../src/config/app-config.js';
import { PayoutsIdempotencyConflictError, PayoutsRequestRejectedError } from '../src/modules/razorpay/payouts/payouts-gateway.js';
import { RazorpayXGateway } from '../src/modules/razorpay/payouts/razorpayx-gateway.js';
import { freshAccountNumber } from './support/bank-account.js';
import { type SandboxGateway, startGateway } from './support/gateway.js';
import { caseChecked } from './security/cases.js';

/**
 * The RazorpayX adapter against the gateway stand-in, which speaks RazorpayX's REST API: contacts, fund accounts, the
 * penny drop, payouts with their idempotency key, lookup by reference, the payout webhook's body; wrong keys and no
 * answer in time are "unavailable".
 */
const dataDir = mkdtempSync(join(tmpdir(), 'invest-razorpayx-'));
let standIn: SandboxGateway;
let config: AppConfig;
let silent: Server;
const sockets: Socket[] = [];

const gateway = (override: Partial<AppConfig['payouts']> = {}) => new RazorpayXGateway({ ...config.payouts, ...override });
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (done(value) || tries > 40) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  standIn = await startGateway();
  config = loadConfig({ DATA_DIR: dataDir, RAZORPAY_API_URL: standIn.url });
  // Accepts connections and never answers.
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function fundAccount(accountNumber = freshAccountNumber()): Promise<string> {
  const contactId = await gateway().ensureContact({ userId: 'user-1', name: SANDBOX_IDENTITY_TEST_VALUES.holderName, phone: '9876512345' });
  expect(contactId).toMatch(/^cont_/);
  return gateway().createFundAccount(contactId, { accountNumber, ifsc: PAYOUT_TEST.ifsc, holderName: SANDBOX_IDENTITY_TEST_VALUES.holderName });
}

describe('RazorpayXGateway', () => {
  it('creates a contact once for the same details, and a fund account', async () => {
    const details = { userId: 'user-2', name: 'Asha Rao!', phone: '9876512346' };
    const first = await gateway().ensureContact(details);
    expect(await gateway().ensureContact(details)).toBe(first);
    expect(await fundAccount()).toMatch(/^fa_/);
  });

  it('runs the penny drop: created, then completed with the bank’s answer', async () => {
    const active = await gateway().validateFundAccount(await fundAccount(), { user_id: 'user-1' });
    expect(active).toMatchObject({ status: 'created', accountStatus: null, registeredName: null });
    const done = await until(
      () => gateway().fetchValidation(active.id),
      (value) => value.status !== 'created',
    );
    expect(done).toMatchObject({ id: active.id, status: 'completed', accountStatus: 'active', registeredName: 'ASHA RAO' });

    const invalid = await gateway().validateFundAccount(await fundAccount(PAYOUT_TEST.invalidAccount), {});
    expect(
      await until(
        () => gateway().fetchValidation(invalid.id),
        (value) => value.status !== 'created',
      ),
    ).toMatchObject({ accountStatus: 'invalid' });
    const other = await gateway().validateFundAccount(await fundAccount(PAYOUT_TEST.nameMismatchAccount), {});
    expect(
      await until(
        () => gateway().fetchValidation(other.id),
        (value) => value.status !== 'created',
      ),
    ).toMatchObject({
      accountStatus: 'active',
      registeredName: PAYOUT_TEST.nameMismatchRegisteredName,
    });
  });

  it('refuses details RazorpayX does not accept as a value-carrying error, never the number in it', async () => {
    const contactId = await gateway().ensureContact({ userId: 'user-3', name: 'Asha Rao', phone: '9876512347' });
    const refused = gateway().createFundAccount(contactId, { accountNumber: '12', ifsc: PAYOUT_TEST.ifsc, holderName: 'Asha Rao' });
    await expect(refused).rejects.toBeInstanceOf(PayoutsRequestRejectedError);
  });

  it('sends a payout once per reference (X-Payout-Idempotency), finds it by reference, and follows it to processed', async () => {
    const fundAccountId = await fundAccount();
    const reference = 'c0ffee00-1111-4222-8333-444455556666:1';
    const request = { fundAccountId, amountPaise: 123_456, referenceId: reference, narration: 'Solidstep FD interest: Jan', notes: { payout_id: 'p1' } };
    const payout = await gateway().createPayout(request);
    expect(payout).toMatchObject({ fundAccountId, amountPaise: 123_456, status: 'processing', referenceId: reference, failureReason: null });
    expect((await gateway().createPayout(request)).id).toBe(payout.id);
    expect((await gateway().findPayoutByReference(reference))?.id).toBe(payout.id);
    expect(await gateway().findPayoutByReference('c0ffee00-1111-4222-8333-444455556666:2')).toBeNull();
    const processed = await until(
      () => gateway().fetchPayout(payout.id),
      (value) => value.status !== 'processing',
    );
    expect(processed).toMatchObject({ status: 'processed', utr: expect.any(String) as unknown as string });
  });

  it('tells an idempotency conflict (the key used before with another body) from a refusal of the payout itself', async () => {
    const fundAccountId = await fundAccount();
    const reference = 'c0ffee00-2222-4222-8333-444455556666:1';
    const request = { fundAccountId, amountPaise: 150_000, referenceId: reference, narration: 'Solidstep Invest interest', notes: { payout_id: 'p2' } };
    const first = await gateway().createPayout(request);
    // The same key with another narration: the first payout may exist, so this is no refusal.
    await expect(gateway().createPayout({ ...request, narration: 'Old Merchant Name interest' })).rejects.toBeInstanceOf(PayoutsIdempotencyConflictError);
    expect((await gateway().findPayoutByReference(reference))?.id).toBe(first.id);
    // A payout RazorpayX will not make (below ₹1): a refusal, and nothing was made.
    const refusedReference = 'c0ffee00-2222-4222-8333-444455556666:2';
    const refused = gateway().createPayout({ ...request, referenceId: refusedReference, amountPaise: 50 });
    await expect(refused).rejects.toBeInstanceOf(PayoutsRequestRejectedError);
    await expect(refused).rejects.not.toBeInstanceOf(PayoutsIdempotencyConflictError);
    expect(await gateway().findPayoutByReference(refusedReference)).toBeNull();
    caseChecked('payoutIdempotency');
  });

  it('reports a reversal with the bank’s reason', async () => {
    const payout = await gateway().createPayout({
      fundAccountId: await fundAccount(PAYOUT_TEST.reversalAccount),
      amountPaise: 10_000,
      referenceId: 'rev-1:1',
      narration: 'Interest',
      notes: {},
    });
    const reversed = await until(
      () => gateway().fetchPayout(payout.id),
      (value) => value.status !== 'processing',
    );
    expect(reversed.status).toBe('reversed');
    expect(reversed.failureReason).toMatch(/rejected/i);
  });

  it('parses the payout webhook body (payload.payout.entity), and nothing else', () => {
    const entity = {
      id: 'pout_1',
      entity: 'payout',
      fund_account_id: 'fa_1',
      amount: 5000,
      status: 'reversed',
      reference_id: 'x:1',
      utr: null,
      status_details: { description: 'Beneficiary bank rejected 123456789012' },
    };
    const body = (value: unknown) => Buffer.from(JSON.stringify(value));
    expect(gateway().parsePayoutWebhook(body({ event: 'payout.reversed', payload: { payout: { entity } } }))).toEqual({
      event: 'payout.reversed',
      payout: {
        id: 'pout_1',
        fundAccountId: 'fa_1',
        amountPaise: 5000,
        status: 'reversed',
        referenceId: 'x:1',
        utr: null,
        failureReason: 'Beneficiary bank rejected [number]',
      },
    });
    expect(gateway().parsePayoutWebhook(body({ event: 'payment.captured', payload: { payment: { entity: {} } } }))).toBeNull();
    expect(gateway().parsePayoutWebhook(body({ event: 'payout.processed', payload: {} }))).toBeNull();
    expect(gateway().parsePayoutWebhook(Buffer.from('not json'))).toBeNull();
  });

  it('is unavailable with wrong keys, when unreachable, and when it does not answer in time', async () => {
    const wrongKeys = gateway({ keySecret: 'wrong' }).ensureContact({ userId: 'u', name: 'Asha Rao', phone: '9876512345' });
    await expect(wrongKeys).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(gateway({ apiUrl: 'http://127.0.0.1:1' }).fetchPayout('pout_1')).rejects.toBeInstanceOf(GatewayUnavailableError);
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    await expect(gateway({ apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 }).fetchValidation('fav_1')).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
