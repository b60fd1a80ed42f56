import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_PAYOUTS, SANDBOX_PAYOUT_TEST_VALUES } from '../../../libs/contracts/src/gateway.ts';
import type { ContactEntity, FundAccountEntity, FundAccountValidationEntity, PayoutEntity, PayoutSummary, SandboxGateway } from '../src/index.ts';
import { razorpayx, startGateway, waitFor } from './support.ts';
import { labelled, labelledAsync } from '@invest/testing/labelled-expect';

let gateway: SandboxGateway;
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  gateway = await startGateway({ fundAccountValidationMs: 50, payoutProcessingMs: 100 });
});
afterAll(async () => {
  await gateway.close();
});

const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) => razorpayx<T>(gateway.url, 'POST', path, body, headers);
const get = <T>(path: string) => razorpayx<T>(gateway.url, 'GET', path);

async function contact(name = 'Asha Rao'): Promise<ContactEntity> {
  const answer = await post<ContactEntity>('/v1/contacts', { name, contact: '9876543210', type: 'customer', reference_id: unique('user') });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function fundAccount(accountNumber: string, name = 'Asha Rao', ifsc = SANDBOX_PAYOUT_TEST_VALUES.ifsc): Promise<FundAccountEntity> {
  const owner = await contact(name);
  const answer = await post<FundAccountEntity>('/v1/fund_accounts', {
    contact_id: owner.id,
    account_type: 'bank_account',
    bank_account: { name, ifsc, account_number: accountNumber },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

function payoutBody(fundAccountId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    account_number: SANDBOX_PAYOUTS.businessAccountNumber,
    fund_account_id: fundAccountId,
    amount: 1_234_500,
    currency: 'INR',
    mode: 'IMPS',
    purpose: 'payout',
    queue_if_low_balance: true,
    reference_id: unique('ref'),
    narration: 'Solidstep FD interest',
    notes: { payoutId: 'p-1' },
    ...overrides,
  };
}

const payoutsFor = async (referenceId: string) => (await get<PayoutSummary>(`/_sandbox/payouts?reference_id=${encodeURIComponent(referenceId)}`)).body;

describe('contacts', () => {
  it('creates a contact shaped like RazorpayX’s and answers the same one for the same details', async () => {
    const reference = unique('user');
    const details = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', type: 'customer', reference_id: reference, notes: { userId: 'u-1' } };
    const created = await post<ContactEntity>('/v1/contacts', details);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      entity: 'contact',
      name: 'Asha Rao',
      email: 'asha@example.com',
      contact: '9876543210',
      type: 'customer',
      reference_id: reference,
      batch_id: null,
      active: true,
      notes: { userId: 'u-1' },
    });
    expect(created.body.id).toMatch(/^cont_[0-9A-Za-z]{14}$/);
    expect((await post<ContactEntity>('/v1/contacts', details)).body.id).toBe(created.body.id);
    // Any detail that differs makes a new contact, as RazorpayX does.
    expect((await post<ContactEntity>('/v1/contacts', { ...details, name: 'Asha R Rao' })).body.id).not.toBe(created.body.id);
    expect((await get<ContactEntity>(`/v1/contacts/${created.body.id}`)).body.id).toBe(created.body.id);
  });

  it('refuses bad input with Razorpay’s 400 and an unknown id', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'A' }, 'name'],
      [{ name: 'Asha Rao!' }, 'name'],
      [{ name: 'Asha Rao', type: 'friend' }, 'type'],
      [{ name: 'Asha Rao', email: 'not-an-email' }, 'email'],
      [{ name: 'Asha Rao', contact: '12' }, 'contact'],
      [{ name: 'Asha Rao', reference_id: 'x'.repeat(41) }, 'reference_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await post('/v1/contacts', body);
      labelled(field, () => expect(answer.status).toBe(400));
      labelled(field, () => expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field }));
    }
    expect((await post('/v1/contacts', { name: 'Asha Rao', type: 'friend' })).body.error.description).toBe('Invalid type: friend');
    expect((await get('/v1/contacts/cont_00000000000000')).body.error.description).toBe('The id provided does not exist');
  });

  it('needs the key id and secret', async () => {
    const anonymous = await fetch(`${gateway.url}/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Asha Rao"}',
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${gateway.url}/v1/payouts?account_number=${SANDBOX_PAYOUTS.businessAccountNumber}`)).status).toBe(401);
  });
});

describe('fund accounts', () => {
  it('creates a bank-account fund account with the bank’s name from the IFSC, once for the same details', async () => {
    const owner = await contact();
    const details = {
      contact_id: owner.id,
      account_type: 'bank_account',
      bank_account: { name: 'Asha Rao', ifsc: 'hdfc0000001', account_number: '50100012345678' },
    };
    const created = await post<FundAccountEntity>('/v1/fund_accounts', details);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      entity: 'fund_account',
      contact_id: owner.id,
      account_type: 'bank_account',
      bank_account: { ifsc: 'HDFC0000001', bank_name: 'HDFC Bank', name: 'Asha Rao', notes: [], account_number: '50100012345678' },
      batch_id: null,
      active: true,
    });
    expect(created.body.id).toMatch(/^fa_[0-9A-Za-z]{14}$/);
    expect((await post<FundAccountEntity>('/v1/fund_accounts', details)).body.id).toBe(created.body.id);
    expect((await get<FundAccountEntity>(`/v1/fund_accounts/${created.body.id}`)).body.bank_account.bank_name).toBe('HDFC Bank');
  });

  it('checks the IFSC (format and bank) and the account number like RazorpayX', async () => {
    const owner = await contact();
    const create = (bank: Record<string, unknown>, contactId = owner.id) =>
      post('/v1/fund_accounts', {
        contact_id: contactId,
        account_type: 'bank_account',
        bank_account: { name: 'Asha Rao', ifsc: 'SBIN0000300', account_number: '123456789012', ...bank },
      });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ifsc: 'SBIN000030' }, 'bank_account.ifsc'],
      [{ ifsc: 'SBIN1000300' }, 'bank_account.ifsc'],
      [{ ifsc: 'ZZZZ0000001' }, 'bank_account.ifsc'],
      [{ account_number: '1234' }, 'bank_account.account_number'],
      [{ account_number: '1234-5678-90' }, 'bank_account.account_number'],
      [{ account_number: '1'.repeat(36) }, 'bank_account.account_number'],
      [{ name: 'AR' }, 'bank_account.name'],
    ];
    for (const [bank, field] of cases) {
      const answer = await create(bank);
      labelled(field, () => expect(answer.status).toBe(400));
      labelled(field, () => expect(answer.body.error.field).toBe(field));
    }
    expect((await create({}, 'cont_00000000000000')).body.error.field).toBe('contact_id');
    expect((await post('/v1/fund_accounts', { contact_id: owner.id, account_type: 'vpa', vpa: { address: 'asha@okaxis' } })).body.error.field).toBe(
      'account_type',
    );
  });
});

describe('fund-account validations (the penny drop)', () => {
  async function validate(account: FundAccountEntity): Promise<FundAccountValidationEntity> {
    const started = await post<FundAccountValidationEntity>('/v1/fund_accounts/validations', {
      account_number: SANDBOX_PAYOUTS.businessAccountNumber,
      fund_account: { id: account.id },
      amount: 100,
      currency: 'INR',
      notes: { bankAccountId: 'b-1' },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      entity: 'fund_account.validation',
      status: 'created',
      amount: 100,
      currency: 'INR',
      results: { account_status: null, registered_name: null },
      utr: null,
    });
    expect(started.body.id).toMatch(/^fav_[0-9A-Za-z]{14}$/);
    expect(started.body.fund_account).toMatchObject({ id: account.id, entity: 'fund_account' });
    await waitFor(() => gateway.ledger.validation(started.body.id)?.status === 'completed');
    return (await get<FundAccountValidationEntity>(`/v1/fund_accounts/validations/${started.body.id}`)).body;
  }

  it('completes active in the name given, upper case, with a UTR', async () => {
    const done = await validate(await fundAccount('987654321012', 'Asha  Rao'));
    expect(done).toMatchObject({ status: 'completed', results: { account_status: 'active', registered_name: 'ASHA RAO' }, notes: { bankAccountId: 'b-1' } });
    expect(done.utr).toMatch(/^1\d{11}$/);
  });

  it('answers the test values: invalid, name mismatch, and the reversal account (valid)', async () => {
    expect((await validate(await fundAccount(SANDBOX_PAYOUT_TEST_VALUES.invalidAccount))).results).toEqual({
      account_status: 'invalid',
      registered_name: null,
    });
    expect((await validate(await fundAccount(SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount))).results).toEqual({
      account_status: 'active',
      registered_name: SANDBOX_PAYOUT_TEST_VALUES.nameMismatchRegisteredName,
    });
    expect((await validate(await fundAccount(SANDBOX_PAYOUT_TEST_VALUES.reversalAccount))).results).toEqual({
      account_status: 'active',
      registered_name: 'ASHA RAO',
    });
  });

  it('needs the business account and a known fund account', async () => {
    const account = await fundAccount('987654321013');
    const wrong = await post('/v1/fund_accounts/validations', {
      account_number: '1111111111111111',
      fund_account: { id: account.id },
      amount: 100,
      currency: 'INR',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('account_number');
    const unknown = await post('/v1/fund_accounts/validations', {
      account_number: SANDBOX_PAYOUTS.businessAccountNumber,
      fund_account: { id: 'fa_00000000000000' },
      amount: 100,
      currency: 'INR',
    });
    expect(unknown.body.error).toMatchObject({ field: 'fund_account.id', description: 'The id provided does not exist' });
    expect((await get('/v1/fund_accounts/validations/fav_00000000000000')).status).toBe(400);
  });
});

describe('payouts', () => {
  it('needs an X-Payout-Idempotency key of RazorpayX’s format', async () => {
    const account = await fundAccount('987654321014');
    const body = payoutBody(account.id);
    const missing = await post('/v1/payouts', body);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      field: 'X-Payout-Idempotency',
      description: 'Idempotency key is missing. Include idempotency header and key in the request.',
    });
    for (const key of ['abc', 'k'.repeat(37), 'payout:1']) {
      await labelledAsync(key, async () =>
        expect((await post('/v1/payouts', body, { 'X-Payout-Idempotency': key })).body.error.field).toBe('X-Payout-Idempotency'),
      );
    }
    expect((await payoutsFor(String(body['reference_id']))).count).toBe(0);
  });

  it('creates a payout processing at once, then processed with a UTR; the same key and body answer the same payout', async () => {
    const account = await fundAccount('987654321015');
    const body = payoutBody(account.id);
    const reference = String(body['reference_id']);
    const key = crypto.randomUUID();
    const created = await post<PayoutEntity>('/v1/payouts', body, { 'X-Payout-Idempotency': key });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      entity: 'payout',
      fund_account_id: account.id,
      amount: 1_234_500,
      currency: 'INR',
      notes: { payoutId: 'p-1' },
      fees: 590,
      tax: 90,
      status: 'processing',
      purpose: 'payout',
      utr: null,
      mode: 'IMPS',
      reference_id: reference,
      narration: 'Solidstep FD interest',
      batch_id: null,
      failure_reason: null,
      status_details: { source: 'beneficiary_bank', reason: 'beneficiary_bank_confirmation_pending' },
    });
    expect(created.body.id).toMatch(/^pout_[0-9A-Za-z]{14}$/);

    // Retries (one after another, and several at once) answer the same payout: it is made once.
    const again = await post<PayoutEntity>('/v1/payouts', { ...body }, { 'X-Payout-Idempotency': key });
    expect(again.body.id).toBe(created.body.id);
    const together = await Promise.all([1, 2, 3].map(() => post<PayoutEntity>('/v1/payouts', body, { 'X-Payout-Idempotency': key })));
    expect(together.map((answer) => answer.body.id)).toEqual([created.body.id, created.body.id, created.body.id]);
    expect(await payoutsFor(reference)).toEqual({ reference_id: reference, count: 1, payouts: [created.body.id], processing: 1, processed: 0, reversed: 0 });

    // The same key with another body is refused, and makes nothing.
    const changed = await post('/v1/payouts', { ...body, amount: 1_234_501 }, { 'X-Payout-Idempotency': key });
    expect(changed.status).toBe(400);
    expect(changed.body.error.field).toBe('X-Payout-Idempotency');
    expect((await payoutsFor(reference)).count).toBe(1);

    await waitFor(() => gateway.ledger.payout(created.body.id)?.status === 'processed');
    const processed = (await get<PayoutEntity>(`/v1/payouts/${created.body.id}`)).body;
    expect(processed).toMatchObject({ status: 'processed', status_details: { reason: 'payout_processed' }, failure_reason: null });
    expect(processed.utr).toMatch(/^1\d{11}$/);
    expect(gateway.ledger.payouts({ idempotencyKey: key })).toMatchObject({ idempotency_key: key, count: 1, processed: 1 });
    // A retry after it was processed still answers it (now processed), never a second payout.
    expect((await post<PayoutEntity>('/v1/payouts', body, { 'X-Payout-Idempotency': key })).body).toMatchObject({ id: created.body.id, status: 'processed' });
  });

  it('reverses payouts to the reversal test account, with the bank’s reason', async () => {
    const account = await fundAccount(SANDBOX_PAYOUT_TEST_VALUES.reversalAccount);
    const created = await post<PayoutEntity>('/v1/payouts', payoutBody(account.id, { mode: 'NEFT' }), { 'X-Payout-Idempotency': crypto.randomUUID() });
    expect(created.body.status).toBe('processing');
    await waitFor(() => gateway.ledger.payout(created.body.id)?.status === 'reversed');
    const reversed = (await get<PayoutEntity>(`/v1/payouts/${created.body.id}`)).body;
    expect(reversed).toMatchObject({ status: 'reversed', utr: null, status_details: { source: 'beneficiary_bank', reason: 'beneficiary_bank_rejected' } });
    expect(reversed.status_details.description).toMatch(/^Beneficiary bank rejected the transfer/);
    expect(reversed.failure_reason).toBe(reversed.status_details.description);
  });

  it('finds a payout by reference id in the business account’s collection, newest first', async () => {
    const account = await fundAccount('987654321016');
    const reference = unique('ref');
    const first = await post<PayoutEntity>('/v1/payouts', payoutBody(account.id, { reference_id: reference }), { 'X-Payout-Idempotency': crypto.randomUUID() });
    const second = await post<PayoutEntity>('/v1/payouts', payoutBody(account.id, { reference_id: reference, amount: 200 }), {
      'X-Payout-Idempotency': crypto.randomUUID(),
    });
    const listed = await get<{ entity: string; count: number; items: PayoutEntity[] }>(
      `/v1/payouts?account_number=${SANDBOX_PAYOUTS.businessAccountNumber}&reference_id=${reference}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ entity: 'collection', count: 2 });
    expect(listed.body.items.map((payout) => payout.id)).toEqual([second.body.id, first.body.id]);
    const none = await get<{ count: number }>(`/v1/payouts?account_number=${SANDBOX_PAYOUTS.businessAccountNumber}&reference_id=${unique('nobody')}`);
    expect(none.body.count).toBe(0);
    expect((await get('/v1/payouts')).body.error.field).toBe('account_number');
    expect((await get('/v1/payouts?account_number=1111111111111111')).body.error.field).toBe('account_number');
    expect((await get('/v1/payouts/pout_00000000000000')).body.error.description).toBe('The id provided does not exist');
  });

  it('refuses bad payouts with the field at fault, and makes none', async () => {
    const account = await fundAccount('987654321017');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ account_number: '1111111111111111' }, 'account_number'],
      [{ fund_account_id: 'fa_00000000000000' }, 'fund_account_id'],
      [{ amount: 99 }, 'amount'],
      [{ amount: 'ten' }, 'amount'],
      [{ amount: 50_000_001 }, 'amount'],
      [{ mode: 'RTGS', amount: 100_000 }, 'amount'],
      [{ mode: 'CHEQUE' }, 'mode'],
      [{ mode: 'UPI' }, 'mode'],
      [{ purpose: 'gift' }, 'purpose'],
      [{ currency: 'USD' }, 'currency'],
      [{ narration: 'FD interest: March' }, 'narration'],
      [{ narration: 'n'.repeat(31) }, 'narration'],
      [{ reference_id: 'r'.repeat(41) }, 'reference_id'],
    ];
    for (const [overrides, field] of cases) {
      const body = payoutBody(account.id, overrides);
      const answer = await post('/v1/payouts', body, { 'X-Payout-Idempotency': crypto.randomUUID() });
      labelled(field, () => expect(answer.status).toBe(400));
      labelled(field, () => expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field }));
      const reference = body['reference_id'];
      if (typeof reference === 'string' && reference.length <= 40) await labelledAsync(field, async () => expect((await payoutsFor(reference)).count).toBe(0));
    }
    // A key whose first request was refused is free for the corrected request.
    const key = crypto.randomUUID();
    expect((await post('/v1/payouts', payoutBody(account.id, { purpose: 'gift' }), { 'X-Payout-Idempotency': key })).status).toBe(400);
    expect((await post<PayoutEntity>('/v1/payouts', payoutBody(account.id), { 'X-Payout-Idempotency': key })).body.status).toBe('processing');
  });

  it('the inspection route needs a reference id or an idempotency key', async () => {
    expect((await fetch(`${gateway.url}/_sandbox/payouts`)).status).toBe(400);
    expect(await (await fetch(`${gateway.url}/_sandbox/payouts?idempotency_key=nobody-has-it`)).json()).toMatchObject({
      idempotency_key: 'nobody-has-it',
      count: 0,
      payouts: [],
    });
  });
});
