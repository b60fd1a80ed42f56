import { createHmac } from 'node:crypto';
import {
  type ErrorBody,
  PAYOUT_ACCOUNT_COOLING_OFF_HOURS,
  type PortfolioPayout,
  type PortfolioTransaction,
  SANDBOX_GATEWAY,
  SANDBOX_PAYOUT_TEST_VALUES,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { BankAccountEntity } from '../src/modules/bank-accounts/entities/bank-account.entity.js';
import { PayoutDestinations } from '../src/modules/bank-accounts/payout-destinations.js';
import { PayoutEntity } from '../src/modules/payouts/entities/payout.entity.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { PAYOUTS_GATEWAY, type PayoutsGateway } from '../src/modules/razorpay/payouts/payouts-gateway.js';
import { bankAccountOtp, freshAccountNumber } from './support/bank-account.js';
import { buy, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, payoutsOf, payoutsSentFor, settledPayoutsOf, verifyAccount } from './support/payouts.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

/**
 * Payouts sent through RazorpayX (the gateway stand-in, over HTTP): once per due date under concurrent sweeps and
 * retries, settled by the signed webhook (checked, handled once) or by the status sweep, reversed and sent again
 * once another verified account has passed its cooling-off. The periodic timers are stopped: each test drives the sweeps itself.
 */
let database: TestDatabase;
let api: TestApp;
/** A second instance on the same database and the same gateway (MySQL only). */
let second: TestApp | undefined;
let ip = 0;
const nextIp = () => `10.31.0.${++ip}`;

// 10 Jan 2026 and 16 Jan 2026, noon in India; 16 Feb 2026: the 15 Feb payouts are due.
const FIRST_PURCHASE = '2026-01-10T06:30:00.000Z';
const AFTER_15_JAN = '2026-01-16T06:30:00.000Z';
const AFTER_15_FEB = '2026-02-16T06:30:00.000Z';
const REGULAR_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 };

const dispatcher = (app: TestApp = api) => app.app.get(PayoutDispatchService);
const payoutLines = async (investor: PayoutInvestor) => {
  const result = await investor.http.get<PortfolioTransaction[]>(`/api/transactions/user/${investor.id}?limit=100`);
  return result.body.filter((row) => row.type === 'payout');
};
const dueOn = async (investor: PayoutInvestor, date: string): Promise<PortfolioPayout> => {
  const payout = (await payoutsOf(investor.http, investor.id)).find((row) => row.payoutDate === date);
  if (!payout) throw new Error(`no payout on ${date}`);
  return payout;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the stand-in has settled the payout it made for `reference` (processed or reversed). */
async function standInSettled(reference: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const sent = await payoutsSentFor(api.gateway.url, reference);
    if (sent.count > 0 && sent.processing === 0) return;
    if (Date.now() > deadline) throw new Error(`the stand-in did not settle ${reference}`);
    await sleep(100);
  }
}

/** A RazorpayX webhook as the gateway signs it: `payout.<status>` carrying the stand-in's own payout entity. */
function payoutWebhook(reference: string): { body: string; signature: string } {
  const [id] = api.gateway.ledger.payouts({ referenceId: reference }).payouts;
  const entity = id ? api.gateway.ledger.payout(id) : undefined;
  if (!entity) throw new Error(`no stand-in payout for ${reference}`);
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: `payout.${entity.status}`,
    contains: ['payout'],
    payload: { payout: { entity } },
    created_at: 0,
  });
  return { body, signature: createHmac('sha256', SANDBOX_GATEWAY.webhookSecret).update(body).digest('hex') };
}

async function postWebhook(body: string, signature: string, eventId: string): Promise<{ status: number; body: { status?: string } & Partial<ErrorBody> }> {
  const response = await fetch(`${api.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    body,
  });
  return { status: response.status, body: (await response.json()) as { status?: string } & Partial<ErrorBody> };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  if (database.kind === 'mysql') second = await startTestApp(database, { RAZORPAY_API_URL: api.gateway.url }, api.clock);
  for (const app of [api, ...(second ? [second] : [])]) {
    await app.app.get(PayoutDispatchService).stop();
    await app.app.get(PayoutStatusSweep).stop();
  }
}, 60_000);

afterAll(async () => {
  await second?.close();
  await api?.close();
  await database?.drop();
}, 60_000);

describe('a due payout is sent once', () => {
  let investor: PayoutInvestor;

  beforeAll(async () => {
    setClock(api, FIRST_PURCHASE);
    investor = await payoutInvestor(api, nextIp());
    expect((await buy(api, investor.http, investor.id, REGULAR_FD)).paymentStatus).toBe(200);
  }, 60_000);

  it('sends nothing before its date', async () => {
    expect(await dispatcher().settleDue()).toBe(0);
    expect((await payoutsOf(investor.http, investor.id)).every((payout) => payout.status === 'pending' && payout.tds === null)).toBe(true);
  });

  it('under racing sweeps (two instances on MySQL) and dashboard reads: one RazorpayX payout, for the net amount, to the verified account', async () => {
    setClock(api, AFTER_15_JAN);
    await signIn(investor.http, investor.phone);
    const sweeps = [api, ...(second ? [second] : [])].map((app) => dispatcher(app));
    const [runs] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, (_, index) => (sweeps[index % sweeps.length] as PayoutDispatchService).settleDue())),
      investor.http.get(`/api/portfolio/${investor.id}`),
      investor.http.get(`/api/payouts/user/${investor.id}`),
      investor.http.get(`/api/transactions/user/${investor.id}`),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeLessThanOrEqual(1);

    const january = await dueOn(investor, '2026-01-15');
    expect(january).toMatchObject({ amount: 1500, tds: 0, net: 1500, bankLast4: investor.accountNumber.slice(-4) });
    expect(['processing', 'paid']).toContain(january.status);
    const sent = await payoutsSentFor(api.gateway.url, `${january.id}:1`);
    expect(sent.count).toBe(1);
    expect(api.gateway.ledger.payout(api.gateway.ledger.payouts({ referenceId: `${january.id}:1` }).payouts[0] ?? '')?.amount).toBe(1500_00);

    // The stand-in processes it; its signed webhook marks it paid, with the bank's UTR and one ledger line.
    const settled = (await settledPayoutsOf(investor.http, investor.id)).find((payout) => payout.id === january.id);
    expect(settled).toMatchObject({ status: 'paid', failureReason: null });
    expect(settled?.utr).toBeTruthy();
    const lines = await payoutLines(investor);
    expect(lines.map((line) => [line.amount, line.status, line.description])).toEqual([
      [1500, 'completed', `Monthly interest payout 1 due 2026-01-15, ₹1,500 paid to account ending ${investor.accountNumber.slice(-4)}`],
    ]);
  });

  it('retries and later sweeps send nothing more', async () => {
    const january = await dueOn(investor, '2026-01-15');
    expect(await dispatcher().settleDue()).toBe(0);
    expect(await dispatcher().settleDue(investor.id)).toBe(0);
    api.clock.advance(2 * 60_000);
    await api.app.get(PayoutStatusSweep).reconcileStale();
    expect((await payoutsSentFor(api.gateway.url, `${january.id}:1`)).count).toBe(1);
    expect((await payoutsSentFor(api.gateway.url, `${january.id}:2`)).count).toBe(0);
    expect(await payoutLines(investor)).toHaveLength(1);
  });
});

describe('settled by the signed webhook or by the status sweep', () => {
  let viaWebhook: PayoutInvestor;
  let viaSweep: PayoutInvestor;

  beforeAll(async () => {
    setClock(api, AFTER_15_JAN);
    viaWebhook = await payoutInvestor(api, nextIp());
    viaSweep = await payoutInvestor(api, nextIp());
    for (const investor of [viaWebhook, viaSweep]) expect((await buy(api, investor.http, investor.id, REGULAR_FD)).paymentStatus).toBe(200);
    setClock(api, AFTER_15_FEB);
    for (const investor of [viaWebhook, viaSweep]) await signIn(investor.http, investor.phone);
    // The stand-in's own webhooks are held back: these tests deliver them, or leave them undelivered.
    api.gateway.setWebhookUrl(undefined);
  }, 60_000);

  afterAll(() => api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`));

  it('checks the signature (400, nothing changes) and handles each event once', async () => {
    expect(await dispatcher().settleDue(viaWebhook.id)).toBe(1);
    const february = await dueOn(viaWebhook, '2026-02-15');
    expect(february.status).toBe('processing');
    const reference = `${february.id}:1`;
    await standInSettled(reference);
    const { body, signature } = payoutWebhook(reference);

    const forged = await postWebhook(body, createHmac('sha256', 'not-the-secret').update(body).digest('hex'), 'evt_forged_1');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('SIGNATURE_INVALID');
    const tampered = await postWebhook(body.replace('"amount":150000', '"amount":150001'), signature, 'evt_tampered_1');
    expect(tampered.status).toBe(400);
    expect((await dueOn(viaWebhook, '2026-02-15')).status).toBe('processing');
    expect(await payoutLines(viaWebhook)).toHaveLength(0);

    const eventId = `evt_payout_${february.id.slice(0, 8)}`;
    expect(await postWebhook(body, signature, eventId)).toEqual({ status: 200, body: { status: 'processed' } });
    expect(await postWebhook(body, signature, eventId)).toEqual({ status: 200, body: { status: 'duplicate' } });
    // The same news under another event id (a second delivery path) changes nothing either.
    expect(await postWebhook(body, signature, `${eventId}_again`)).toEqual({ status: 200, body: { status: 'ignored' } });
    const paid = await dueOn(viaWebhook, '2026-02-15');
    expect(paid.status).toBe('paid');
    expect(paid.utr).toBe(api.gateway.ledger.payout(api.gateway.ledger.payouts({ referenceId: reference }).payouts[0] ?? '')?.utr);
    expect(await payoutLines(viaWebhook)).toHaveLength(1);
  });

  it('settles a payout with no webhook once it has been processing for a minute', async () => {
    expect(await dispatcher().settleDue(viaSweep.id)).toBe(1);
    const february = await dueOn(viaSweep, '2026-02-15');
    await standInSettled(`${february.id}:1`);
    const sweep = api.app.get(PayoutStatusSweep);
    // Sent just now: not asked about yet.
    expect(await sweep.reconcileStale()).toBe(0);
    expect((await dueOn(viaSweep, '2026-02-15')).status).toBe('processing');
    api.clock.advance(61_000);
    expect(await sweep.reconcileStale()).toBe(1);
    expect(await sweep.reconcileStale()).toBe(0);
    const paid = await dueOn(viaSweep, '2026-02-15');
    expect(paid.status).toBe('paid');
    expect(paid.utr).toBeTruthy();
    expect(await payoutLines(viaSweep)).toHaveLength(1);
    expect((await payoutsSentFor(api.gateway.url, `${february.id}:1`)).count).toBe(1);
  });
});

describe('a reversed payout', () => {
  let investor: PayoutInvestor;

  beforeAll(async () => {
    setClock(api, AFTER_15_JAN);
    // The stand-in's reversal test account: it validates, and the bank sends every payout to it back.
    investor = await payoutInvestor(api, nextIp(), SANDBOX_PAYOUT_TEST_VALUES.reversalAccount);
    expect((await buy(api, investor.http, investor.id, REGULAR_FD)).paymentStatus).toBe(200);
    setClock(api, AFTER_15_FEB);
    await signIn(investor.http, investor.phone);
  }, 60_000);

  it('is shown reversed with the bank’s reason and waits while the account is the same', async () => {
    expect(await dispatcher().settleDue(investor.id)).toBe(1);
    const reversed = (await settledPayoutsOf(investor.http, investor.id)).find((payout) => payout.payoutDate === '2026-02-15');
    expect(reversed).toMatchObject({ status: 'reversed', tds: 0, net: 1500, bankLast4: '2222', utr: null });
    expect(reversed?.failureReason).toMatch(/rejected/i);
    expect(await dispatcher().settleDue(investor.id)).toBe(0);
    expect((await payoutsSentFor(api.gateway.url, `${reversed?.id ?? ''}:2`)).count).toBe(0);
    expect(await payoutLines(investor)).toHaveLength(0);
  });

  it('is sent again (attempt 2, same split) once another verified account has passed its cooling-off, and paid once', async () => {
    const accountNumber = freshAccountNumber();
    await verifyAccount(investor.http, accountNumber, await bankAccountOtp(investor.http, investor.phone));
    // During the cooling-off payouts still go to the account on file: the reversed one waits.
    await investor.http.get(`/api/portfolio/${investor.id}`);
    expect(await dispatcher().settleDue(investor.id)).toBe(0);
    const waiting = (await payoutsOf(investor.http, investor.id)).find((payout) => payout.payoutDate === '2026-02-15');
    expect(waiting).toMatchObject({ status: 'reversed', bankLast4: '2222' });
    api.clock.advance(PAYOUT_ACCOUNT_COOLING_OFF_HOURS * 60 * 60_000);
    await signIn(investor.http, investor.phone);
    // The dashboard's read sends it.
    await investor.http.get(`/api/portfolio/${investor.id}`);
    const paid = (await settledPayoutsOf(investor.http, investor.id)).find((payout) => payout.payoutDate === '2026-02-15');
    expect(paid).toMatchObject({ status: 'paid', tds: 0, net: 1500, bankLast4: accountNumber.slice(-4), failureReason: null });
    expect((await payoutsSentFor(api.gateway.url, `${paid?.id ?? ''}:1`)).count).toBe(1);
    expect((await payoutsSentFor(api.gateway.url, `${paid?.id ?? ''}:2`)).count).toBe(1);
    expect(await dispatcher().settleDue(investor.id)).toBe(0);
    expect(await payoutLines(investor)).toHaveLength(1);
  });
});

describe('a due payout with no verified bank account', () => {
  let investor: PayoutInvestor;

  beforeAll(async () => {
    setClock(api, AFTER_15_JAN);
    investor = await payoutInvestor(api, nextIp());
    expect((await buy(api, investor.http, investor.id, REGULAR_FD)).paymentStatus).toBe(200);
    // Test setup: the account is no longer verified (as if it had been withdrawn).
    await api.app.get(Db).run((em) => em.update(BankAccountEntity, { userId: investor.id }, { status: 'failed' }));
    setClock(api, AFTER_15_FEB);
    await signIn(investor.http, investor.phone);
  }, 60_000);

  it('stays pending, unsplit, and is shown as awaiting the bank account', async () => {
    expect(await dispatcher().settleDue(investor.id)).toBe(0);
    const february = await dueOn(investor, '2026-02-15');
    expect(february).toMatchObject({ status: 'pending', tds: null, net: null, bankLast4: null });
    const csv = await investor.http.get(`/api/reports/${investor.id}/transactions.csv`);
    expect(csv.text).toContain(`2026-02-15,Short Term FD,monthly,Awaiting account,1500,0,,,,,,${february.id},`);
  });

  it('is sent once the account is verified again', async () => {
    await api.app.get(Db).run((em) => em.update(BankAccountEntity, { userId: investor.id }, { status: 'verified' }));
    expect(await dispatcher().settleDue(investor.id)).toBe(1);
    const paid = (await settledPayoutsOf(investor.http, investor.id)).find((payout) => payout.payoutDate === '2026-02-15');
    expect(paid).toMatchObject({ status: 'paid', bankLast4: investor.accountNumber.slice(-4) });
  });
});

describe('an attempt interrupted half-way (an instance stopped between its steps)', () => {
  let createdThenLost: PayoutInvestor;
  let neverCreated: PayoutInvestor;
  let conflicted: PayoutInvestor;

  /** Test setup: the payout as a stopped instance left it, claimed (attempt 1, `processing`) with nothing recorded after. */
  async function claimedAndLeft(investor: PayoutInvestor): Promise<PortfolioPayout> {
    const payout = await dueOn(investor, '2026-02-15');
    const destination = await api.app.get(PayoutDestinations).verifiedFor(investor.id);
    if (!destination) throw new Error('no verified account');
    await api.app.get(Db).run((em) =>
      em.update(
        PayoutEntity,
        { id: payout.id },
        {
          status: 'processing',
          attempt: 1,
          tdsPaise: 0,
          netPaise: 1500_00,
          bankAccountId: destination.bankAccountId,
          bankLast4: destination.last4,
          fundAccountId: destination.fundAccountId,
          sentAt: api.clock.now(),
        },
      ),
    );
    return payout;
  }

  beforeAll(async () => {
    setClock(api, AFTER_15_JAN);
    createdThenLost = await payoutInvestor(api, nextIp());
    neverCreated = await payoutInvestor(api, nextIp());
    conflicted = await payoutInvestor(api, nextIp());
    for (const investor of [createdThenLost, neverCreated, conflicted])
      expect((await buy(api, investor.http, investor.id, REGULAR_FD)).paymentStatus).toBe(200);
    // Before the 15th, so that no read sends the February payouts: these tests leave them half-sent by hand.
    setClock(api, '2026-02-14T06:30:00.000Z');
    for (const investor of [createdThenLost, neverCreated, conflicted]) await signIn(investor.http, investor.phone);
    api.gateway.setWebhookUrl(undefined);
  }, 60_000);

  afterAll(() => api.gateway.setWebhookUrl(`${api.baseUrl}/api/payments/webhook`));

  it('finds the payout RazorpayX made before the instance stopped, by its reference, and never makes a second', async () => {
    const payout = await claimedAndLeft(createdThenLost);
    const destination = await api.app.get(PayoutDestinations).verifiedFor(createdThenLost.id);
    await api.app.get<PayoutsGateway>(PAYOUTS_GATEWAY).createPayout({
      fundAccountId: destination?.fundAccountId ?? '',
      amountPaise: 1500_00,
      referenceId: `${payout.id}:1`,
      narration: 'Solidstep Invest interest',
      notes: { payout_id: payout.id },
    });
    await standInSettled(`${payout.id}:1`);
    const sweep = api.app.get(PayoutStatusSweep);
    api.clock.advance(61_000);
    expect(await sweep.reconcileStale()).toBe(1);
    expect(await dueOn(createdThenLost, '2026-02-15')).toMatchObject({ status: 'paid', net: 1500, bankLast4: createdThenLost.accountNumber.slice(-4) });
    expect((await payoutsSentFor(api.gateway.url, `${payout.id}:1`)).count).toBe(1);
    expect(await payoutLines(createdThenLost)).toHaveLength(1);
  });

  it('creates it when RazorpayX never got the call, under the same reference', async () => {
    const payout = await claimedAndLeft(neverCreated);
    const sweep = api.app.get(PayoutStatusSweep);
    api.clock.advance(61_000);
    // Created now: RazorpayX is still processing it.
    expect(await sweep.reconcileStale()).toBe(0);
    expect((await payoutsSentFor(api.gateway.url, `${payout.id}:1`)).count).toBe(1);
    await standInSettled(`${payout.id}:1`);
    api.clock.advance(61_000);
    expect(await sweep.reconcileStale()).toBe(1);
    expect(await dueOn(neverCreated, '2026-02-15')).toMatchObject({ status: 'paid', net: 1500 });
    expect((await payoutsSentFor(api.gateway.url, `${payout.id}:1`)).count).toBe(1);
    expect(await payoutLines(neverCreated)).toHaveLength(1);
  });

  it('takes an idempotency conflict (the key used before with another body) for a payout that may exist: never reversed, never sent again, found by the sweep', async () => {
    const payout = await dueOn(conflicted, '2026-02-15');
    const destination = await api.app.get(PayoutDestinations).verifiedFor(conflicted.id);
    // An earlier attempt 1 went out with another narration (the merchant name changed mid-flight), then was lost.
    await api.app.get<PayoutsGateway>(PAYOUTS_GATEWAY).createPayout({
      fundAccountId: destination?.fundAccountId ?? '',
      amountPaise: 1500_00,
      referenceId: `${payout.id}:1`,
      narration: 'Old Merchant Name interest',
      notes: { payout_id: payout.id },
    });
    await standInSettled(`${payout.id}:1`);
    setClock(api, '2026-02-16T06:30:00.000Z');
    await signIn(conflicted.http, conflicted.phone);
    // This instance claims attempt 1 and asks with its own body: RazorpayX answers 400 for the key.
    expect(await dispatcher().settleDue(conflicted.id)).toBe(1);
    expect(await dueOn(conflicted, '2026-02-15')).toMatchObject({ status: 'processing', failureReason: null });
    expect(await dispatcher().settleDue(conflicted.id)).toBe(0);
    // The sweep finds the first payout by its reference and settles the attempt with it.
    api.clock.advance(61_000);
    expect(await api.app.get(PayoutStatusSweep).reconcileStale()).toBe(1);
    expect(await dueOn(conflicted, '2026-02-15')).toMatchObject({ status: 'paid', net: 1500 });
    expect((await payoutsSentFor(api.gateway.url, `${payout.id}:1`)).count).toBe(1);
    expect((await payoutsSentFor(api.gateway.url, `${payout.id}:2`)).count).toBe(0);
    expect(await payoutLines(conflicted)).toHaveLength(1);
    // The request the attempt sent is kept with it, as sent.
    const row = await api.app.get(Db).run((em) => em.findOneByOrFail(PayoutEntity, { id: payout.id }));
    expect(JSON.parse(row.attemptRequest ?? '{}')).toMatchObject({
      referenceId: `${payout.id}:1`,
      amountPaise: 1500_00,
      narration: 'Solidstep Invest interest',
    });
    caseChecked('payoutIdempotency');
  });
});
