import {
  BankAccountMessage,
  type BankAccountOtpResponse,
  type BankAccountResponse,
  type ErrorBody,
  PAYOUT_ACCOUNT_COOLING_OFF_HOURS,
  TEXT_TEMPLATES,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { PayoutDestinations } from '../src/modules/bank-accounts/payout-destinations.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { TextOutboxEntity } from '../src/modules/texts/entities/text-outbox.entity.js';
import { TextDelivery } from '../src/modules/texts/text-delivery.service.js';
import { addBankAccount, freshAccountNumber, ownAccount } from './support/bank-account.js';
import { setKycStatus } from './support/kyc-status.js';
import { buy, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, settledPayoutsOf } from './support/payouts.js';
import { readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

/**
 * Changing the payout account: the phone OTP (POST /api/bank-account/otp, then the code with the new account), the
 * `payout_account_changed` text queued in the change's transaction and sent once by the text worker to the registered
 * phone (the MSG91 stand-in's inbox), and the cooling-off during which payouts keep going to the account on file. The
 * text worker is stopped: the tests send what is due themselves.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.41.0.${++ip}`;
const COOLING_OFF_MS = PAYOUT_ACCOUNT_COOLING_OFF_HOURS * 60 * 60_000;

// 10 Jan 2026 noon in India: an FD bought then pays on the 15th of each month.
const PURCHASE = '2026-01-10T06:30:00.000Z';
// 14 Jan 2026, 10:00 in India: a change made then cools off until 16 Jan, 10:00.
const CHANGE = '2026-01-14T04:30:00.000Z';
const AFTER_15_JAN = '2026-01-15T12:30:00.000Z';
const AFTER_15_FEB = '2026-02-16T06:30:00.000Z';
const SHORT_TERM_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  await api.app.get(PayoutDispatchService).stop();
  await api.app.get(PayoutStatusSweep).stop();
  await api.app.get(TextDelivery).stop();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

const rowsOf = (userId: string) =>
  api.app
    .get(Db)
    .run((em) =>
      em.query<Record<string, unknown>[]>('SELECT id, status, replaced_at, payouts_from FROM bank_accounts WHERE user_id = ? ORDER BY attempt', [userId]),
    );
const limiterOf = (userId: string) =>
  api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>('SELECT * FROM rate_limit_buckets WHERE bucket_key = ?', [`bank-account:user:${userId}`]));
const inbox = async (phone: string) => (await (await fetch(`${api.identity.url}/inbox?phone=${phone}`)).json()) as { body: string; templateId: string }[];
const CHANGE_TEMPLATE = TEXT_TEMPLATES.payout_account_changed.sandboxTemplateId;
/** The change texts on the investor's phone, newest first. */
const changeTexts = async (phone: string) => (await inbox(phone)).filter((text) => text.templateId === CHANGE_TEMPLATE);
const queuedOf = (userId: string) => api.app.get(Db).run((em) => em.find(TextOutboxEntity, { where: { userId, event: 'payout_account_changed' } }));
const shown = async (investor: PayoutInvestor) => (await investor.http.get<BankAccountResponse>('/api/bank-account')).body;

/** POST /api/bank-account/otp (its answer checked), then the code from the stand-in's inbox. */
async function changeOtp(investor: PayoutInvestor): Promise<string> {
  const sent = await investor.http.post<BankAccountOtpResponse>('/api/bank-account/otp', {});
  expectWith(sent.status, sent.text).toBe(200);
  expect(sent.body).toEqual({ message: 'OTP sent successfully.', expiresIn: 300, phoneMasked: `******${investor.phone.slice(-4)}` });
  return readOtp(investor.http, investor.phone);
}

describe('replacing a verified payout account', () => {
  it('needs the phone OTP: without it, or with a wrong one, a clear 400 and nothing written (no penny drop, no row)', async () => {
    setClock(api, CHANGE);
    const investor = await payoutInvestor(api, nextIp());
    expect(await shown(investor)).toMatchObject({ changeNeedsOtp: true, payoutsGoTo: null, account: { last4: investor.accountNumber.slice(-4) } });
    const [rowsBefore, limiterBefore] = [await rowsOf(investor.id), await limiterOf(investor.id)];
    const destination = await api.app.get(PayoutDestinations).verifiedFor(investor.id);

    const other = freshAccountNumber();
    const missing = await addBankAccount(investor.http, ownAccount({ accountNumber: other }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'otp', messages: [BankAccountMessage.OtpRequired] }] });

    await changeOtp(investor);
    const wrong = await addBankAccount(investor.http, { ...ownAccount({ accountNumber: other }), otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'OTP_INVALID' });
    const malformed = await addBankAccount(investor.http, { ...ownAccount({ accountNumber: other }), otp: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');

    expect(await rowsOf(investor.id)).toEqual(rowsBefore);
    // The penny-drop limiter (just before the ₹1 goes out) was never reached.
    expect(await limiterOf(investor.id)).toEqual(limiterBefore);
    expect(await api.app.get(PayoutDestinations).verifiedFor(investor.id)).toEqual(destination);
    await api.app.get(TextDelivery).deliverDue();
    expect(await queuedOf(investor.id)).toEqual([]);
    expect(await changeTexts(investor.phone)).toEqual([]);
    caseChecked('payoutAccountChange');
  });

  it('the code is sent only when there is an account to change (409 before the first, which needs none)', async () => {
    const http = api.client(nextIp());
    const phone = await signIn(http);
    const refused = await http.post<ErrorBody>('/api/bank-account/otp', {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('KYC_VERIFICATION_REQUIRED');
    const session = await http.get<{ userId: string }>('/api/session');
    await setKycStatus(api, session.body.userId, 'verified', { bankAccount: false });
    const none = await http.post<ErrorBody>('/api/bank-account/otp', {});
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'CONFLICT', message: BankAccountMessage.NoAccountToChange });
    expect((await inbox(phone)).length).toBe(1);
    expect(await shown({ http, id: session.body.userId, phone, accountNumber: '' })).toMatchObject({ changeNeedsOtp: false, account: null });
  });

  it('with the OTP: verified, texted once to the registered phone (last four only), payouts stay on the old account until the cooling-off ends', async () => {
    setClock(api, CHANGE);
    const investor = await payoutInvestor(api, nextIp());
    const old = await api.app.get(PayoutDestinations).verifiedFor(investor.id);
    const otp = await changeOtp(investor);
    const accountNumber = freshAccountNumber();
    const changedAt = api.clock.now().getTime();
    const changed = await addBankAccount(investor.http, { ...ownAccount({ accountNumber }), otp });
    expectWith(changed.status, changed.text).toBe(200);
    const payoutsFrom = new Date(changedAt + COOLING_OFF_MS).toISOString();
    expect(changed.body).toMatchObject({
      message: `Bank account verified. For your safety, payouts go to it from 16 Jan 2026, 10:00 am IST; until then they keep going to •••• ${investor.accountNumber.slice(-4)}.`,
      account: { status: 'verified', last4: accountNumber.slice(-4), payoutsFrom },
      payoutsGoTo: { status: 'verified', last4: investor.accountNumber.slice(-4) },
      changeNeedsOtp: true,
    });
    expect(await shown(investor)).toEqual(changed.body);

    // The answer did not wait for MSG91: the text is queued with the change and sent by the worker, once.
    expect(await changeTexts(investor.phone)).toEqual([]);
    expect((await queuedOf(investor.id)).map((text) => text.status)).toEqual(['pending']);
    const delivery = api.app.get(TextDelivery);
    await delivery.deliverDue();
    await shown(investor);
    await delivery.deliverDue();
    const texts = await changeTexts(investor.phone);
    expect(texts.map((text) => text.body)).toEqual([
      `Solidstep Invest: your payout account was changed to the bank account ending ${accountNumber.slice(-4)}. Payouts go to it from 16 Jan 2026, 10:00 am IST; until then they go to the one ending ${investor.accountNumber.slice(-4)}. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.`,
    ]);
    for (const number of [accountNumber, investor.accountNumber]) expect(texts[0]?.body).not.toContain(number.slice(-5));

    // The same code does not serve twice.
    expect((await addBankAccount(investor.http, { ...ownAccount(), otp })).body.code).toBe('OTP_INVALID');

    const destinations = api.app.get(PayoutDestinations);
    expect(await destinations.verifiedFor(investor.id)).toEqual(old);
    api.clock.advance(COOLING_OFF_MS - 1);
    expect(await destinations.verifiedFor(investor.id)).toEqual(old);
    api.clock.advance(1);
    expect((await destinations.verifiedFor(investor.id))?.last4).toBe(accountNumber.slice(-4));
    await signIn(investor.http, investor.phone);
    expect(await shown(investor)).toMatchObject({ message: BankAccountMessage.Verified, account: { last4: accountNumber.slice(-4) }, payoutsGoTo: null });
    caseChecked('payoutAccountChange');
  });

  it('during the cooling-off, the account on file sent again with the OTP calls the change off', async () => {
    setClock(api, CHANGE);
    const investor = await payoutInvestor(api, nextIp());
    const old = await api.app.get(PayoutDestinations).verifiedFor(investor.id);
    const stranger = freshAccountNumber();
    expect((await addBankAccount(investor.http, { ...ownAccount({ accountNumber: stranger }), otp: await changeOtp(investor) })).status).toBe(200);

    expect((await addBankAccount(investor.http, ownAccount({ accountNumber: investor.accountNumber }))).status).toBe(400);
    const kept = await addBankAccount(investor.http, { ...ownAccount({ accountNumber: investor.accountNumber }), otp: await changeOtp(investor) });
    expectWith(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ message: BankAccountMessage.ChangeCancelled, account: { last4: investor.accountNumber.slice(-4) }, payoutsGoTo: null });
    api.clock.advance(COOLING_OFF_MS + 1);
    expect(await api.app.get(PayoutDestinations).verifiedFor(investor.id)).toEqual(old);
    expect((await rowsOf(investor.id)).map((row) => row['status'])).toEqual(['verified', 'verified']);
    // The change was texted; calling it off (back to the account on file) is not a change of its own.
    await api.app.get(TextDelivery).deliverDue();
    expect((await changeTexts(investor.phone)).map((text) => text.body)).toEqual([expect.stringContaining(`ending ${stranger.slice(-4)}.`)]);
  });
});

describe('a payout due during the cooling-off', () => {
  let investor: PayoutInvestor;
  let newNumber: string;

  beforeAll(async () => {
    setClock(api, PURCHASE);
    investor = await payoutInvestor(api, nextIp());
    expect((await buy(api, investor.http, investor.id, SHORT_TERM_FD)).paymentStatus).toBe(200);
    setClock(api, CHANGE);
    await signIn(investor.http, investor.phone);
    newNumber = freshAccountNumber();
    const changed = await addBankAccount(investor.http, { ...ownAccount({ accountNumber: newNumber }), otp: await changeOtp(investor) });
    expectWith(changed.status, changed.text).toBe(200);
  }, 60_000);

  it('goes to the account on file', async () => {
    setClock(api, AFTER_15_JAN);
    expect(await api.app.get(PayoutDispatchService).settleDue(investor.id)).toBe(1);
    await signIn(investor.http, investor.phone);
    const january = (await settledPayoutsOf(investor.http, investor.id)).find((payout) => payout.payoutDate === '2026-01-15');
    expect(january).toMatchObject({ status: 'paid', bankLast4: investor.accountNumber.slice(-4) });
    caseChecked('payoutAccountChange');
  });

  it('and the next one, after it, to the new account', async () => {
    setClock(api, AFTER_15_FEB);
    expect(await api.app.get(PayoutDispatchService).settleDue(investor.id)).toBe(1);
    await signIn(investor.http, investor.phone);
    const payouts = await settledPayoutsOf(investor.http, investor.id);
    expect(payouts.find((payout) => payout.payoutDate === '2026-02-15')).toMatchObject({ status: 'paid', bankLast4: newNumber.slice(-4) });
    expect(payouts.find((payout) => payout.payoutDate === '2026-01-15')?.bankLast4).toBe(investor.accountNumber.slice(-4));
    caseChecked('payoutAccountChange');
  });
});
