import {
  type ErrorBody,
  type PortfolioPayout,
  type RedemptionResponse,
  SANDBOX_IDENTITY,
  SANDBOX_IDENTITY_TEST_VALUES,
  SANDBOX_PAYOUT_TEST_VALUES,
  SANDBOX_TEST_VALUES,
  type SentText,
  TEXT_TEMPLATES,
  TEXT_TEMPLATES_HI,
  type TextEvent,
  type WithdrawalConfirmResponse,
  type WithdrawalPreview,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { InvestmentEntity } from '../src/modules/investments/entities/investment.entity.js';
import { PaymentEntity } from '../src/modules/payments/entities/payment.entity.js';
import { RefundEntity } from '../src/modules/payments/entities/refund.entity.js';
import { MarketPriceSweep } from '../src/modules/market/market-price-sweep.service.js';
import { PaymentReconciliationService } from '../src/modules/payments/payment-reconciliation.service.js';
import { RefundSweepService } from '../src/modules/payments/refunds/refund-sweep.service.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { TextOutboxEntity } from '../src/modules/texts/entities/text-outbox.entity.js';
import { TEXT_CLAIM_LEASE_MS, TextDelivery } from '../src/modules/texts/text-delivery.service.js';
import { UserEntity } from '../src/modules/users/entities/user.entity.js';
import { findSensitive } from './security/sensitive-scan.js';
import { bankAccountOtp, freshAccountNumber } from './support/bank-account.js';
import { FakeClock } from './support/fake-clock.js';
import { payInCheckout } from './support/gateway.js';
import { type SandboxIdentity, startIdentity } from './support/identity.js';
import { buy, createInvestment, openCheckout, PLANS, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, settledPayoutsOf, verifyAccount } from './support/payouts.js';
import { until } from './support/poll.js';
import { readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The investor is told: each money event (payment received, payout sent, payout reversed, refund made, maturity paid,
 * early withdrawal paid, redemption paid, payout account changed) writes one text in its own transaction, and the
 * text worker sends it through MSG91 (the identity stand-in here, whose inbox is the investor's phone) exactly once:
 * a refused send is retried later and never touches the money event; a restart mid-delivery sends nothing twice. The
 * texts carry the last four digits of an account only, and the investor reads them in GET /api/texts.
 */
let database: TestDatabase;
let api: TestApp;
/** The phones' stand-in, kept across the app's restart. */
let phones: SandboxIdentity;
const clock = new FakeClock();
let ip = 0;
const nextIp = () => `10.61.0.${++ip}`;
/** Every full account number typed in this file: no text may carry one. */
const accountNumbers: string[] = [];

const JAN_10 = '2026-01-10T06:30:00.000Z';
const db = () => api.app.get(Db);
const delivery = () => api.app.get(TextDelivery);
const otpTemplateIds = new Set<string>([SANDBOX_IDENTITY.msg91TemplateId, SANDBOX_IDENTITY.msg91HindiTemplateId]);

/** The transactional texts on the investor's phone (the stand-in's inbox), oldest first. */
const textsOn = (phone: string) =>
  phones
    .inbox(phone)
    .filter((message) => !otpTemplateIds.has(message.templateId))
    .reverse();
const textsOf = (phone: string, event: TextEvent) => textsOn(phone).filter((message) => message.templateId === TEXT_TEMPLATES[event].sandboxTemplateId);
const outboxOf = (userId: string) => db().run((em) => em.find(TextOutboxEntity, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } }));

async function investor(accountNumber = freshAccountNumber()): Promise<PayoutInvestor> {
  accountNumbers.push(accountNumber);
  return payoutInvestor(api, nextIp(), accountNumber);
}

/** The app as it starts in production, on this file's database, clock and phones; the tests drive the sweeps. */
async function start(): Promise<TestApp> {
  const app = await startTestApp(database, {}, clock, { identity: phones });
  // Each sweep ran a pass at bootstrap: stopped and finished, it cannot claim a text the test is about to claim.
  await Promise.all(
    [TextDelivery, PayoutDispatchService, PayoutStatusSweep, RefundSweepService, PaymentReconciliationService, MarketPriceSweep].map((sweep) =>
      app.app.get(sweep).stop(),
    ),
  );
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  phones = await startIdentity();
  api = await start();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await phones?.close();
  await database?.drop();
}, 60_000);

describe('each money event texts the investor once', () => {
  it('a payment received: amount paid, product and the payment reference, once however often the worker runs', async () => {
    setClock(api, JAN_10);
    const asha = await investor();
    const bought = await buy(api, asha.http, asha.id, { planId: PLANS.fd12, amount: 1_00_000 });
    expect(bought.paymentStatus).toBe(200);
    const [payment] = await db().run((em) => em.findBy(PaymentEntity, { investmentId: bought.investmentId, status: 'completed' }));
    // Written with the payment, sent by the worker: nothing on the phone before it runs.
    expect(textsOn(asha.phone)).toEqual([]);
    expect(await outboxOf(asha.id)).toEqual([expect.objectContaining({ event: 'payment_received', status: 'pending' })]);
    expect(await delivery().deliverDue()).toBe(1);
    expect(await delivery().deliverDue()).toBe(0);
    const texts = textsOn(asha.phone);
    expect(texts.map((text) => text.body)).toEqual([
      `Solidstep Invest: we received Rs. 1,00,330 for Short Term FD. Payment reference ${payment?.gatewayReference ?? ''}. Your investment is active.`,
    ]);
    expect(texts[0]).toMatchObject({ sender: SANDBOX_IDENTITY.msg91SenderId, templateId: TEXT_TEMPLATES.payment_received.sandboxTemplateId });
    // The investor reads it in the dashboard's activity.
    const listed = await asha.http.get<SentText[]>('/api/texts');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ id: expect.any(String), event: 'payment_received', body: texts[0]?.body, sentAt: clock.now().toISOString() }]);
    expect((await api.client(nextIp()).get('/api/texts')).status).toBe(401);
    // And in the Access download (their personal data), with where it stands.
    const exported = await asha.http.get<{ texts: Array<Record<string, unknown>> }>('/api/privacy/export');
    expect(exported.body.texts).toEqual([expect.objectContaining({ event: 'payment_received', body: texts[0]?.body, status: 'sent' })]);

    // The 15 January payout: net amount, TDS, the account's last four digits, the UTR.
    setClock(api, '2026-01-16T06:30:00.000Z');
    await signIn(asha.http, asha.phone);
    const paid = (await settledPayoutsOf(asha.http, asha.id)).filter((payout) => payout.status === 'paid');
    expect(paid.map((payout) => payout.payoutDate)).toEqual(['2026-01-15']);
    const first = paid[0] as PortfolioPayout;
    expect(await delivery().deliverDue()).toBe(1);
    expect(textsOf(asha.phone, 'payout_sent').map((text) => text.body)).toEqual([
      `Solidstep Invest: Rs. 1,500 of Short Term FD interest sent to your bank account ending ${asha.accountNumber.slice(-4)} (TDS Rs. 0 withheld). UTR ${first.utr ?? ''}.`,
    ]);
    expect(await delivery().deliverDue()).toBe(0);
    expect((await asha.http.get<SentText[]>('/api/texts')).body.map((text) => text.event)).toEqual(['payout_sent', 'payment_received']);
  });

  it('in Hindi for an investor who chose Hindi: the Hindi DLT template and its text, as the phone and GET /api/texts show it; the sign-in code too', async () => {
    setClock(api, JAN_10);
    const priya = await investor();
    const chosen = await priya.http.request('PUT', '/api/profile/language', { body: { language: 'hi' } });
    expect(chosen.status).toBe(200);
    const bought = await buy(api, priya.http, priya.id, { planId: PLANS.fd12, amount: 1_00_000 });
    expect(bought.paymentStatus).toBe(200);
    const [payment] = await db().run((em) => em.findBy(PaymentEntity, { investmentId: bought.investmentId, status: 'completed' }));
    expect(await delivery().deliverDue()).toBe(1);
    const body = `Solidstep Invest: Short Term FD के लिए आपका Rs. 1,00,330 का भुगतान हमें मिल गया है। भुगतान संदर्भ ${payment?.gatewayReference ?? ''}। आपका निवेश अब सक्रिय है।`;
    expect(textsOn(priya.phone)).toEqual([
      expect.objectContaining({ sender: SANDBOX_IDENTITY.msg91SenderId, templateId: TEXT_TEMPLATES_HI.payment_received.sandboxTemplateId, body }),
    ]);
    expect((await priya.http.get<SentText[]>('/api/texts')).body).toEqual([
      { id: expect.any(String), event: 'payment_received', body, sentAt: clock.now().toISOString() },
    ]);

    // The next sign-in code comes in Hindi as well (a known phone); a new phone's in English.
    const client = api.client(nextIp());
    expect((await client.post('/api/otp/generate', { phone: priya.phone, type: 'kyc' })).status).toBe(200);
    expect(phones.inbox(priya.phone)[0]).toMatchObject({
      templateId: SANDBOX_IDENTITY.msg91HindiTemplateId,
      body: expect.stringMatching(/^आपका सत्यापन कोड \d{6} है।/),
    });
    const stranger = `6${priya.phone.slice(1)}`;
    expect((await client.post('/api/otp/generate', { phone: stranger, type: 'kyc' })).status).toBe(200);
    expect(phones.inbox(stranger)[0]).toMatchObject({ templateId: SANDBOX_IDENTITY.msg91TemplateId });

    // Back to English: the next text is the English template.
    await priya.http.request('PUT', '/api/profile/language', { body: { language: 'en' } });
    setClock(api, '2026-01-16T06:30:00.000Z');
    await signIn(priya.http, priya.phone);
    await settledPayoutsOf(priya.http, priya.id);
    expect(await delivery().deliverDue()).toBe(1);
    expect(textsOf(priya.phone, 'payout_sent')).toHaveLength(1);
  });

  it('a maturity paid: the principal and interest, TDS, account and UTR', async () => {
    setClock(api, JAN_10);
    const ravi = await investor();
    const bond = await buy(api, ravi.http, ravi.id, { planId: PLANS.governmentBonds, amount: 10_000, duration: 12 });
    expect(bond.paymentStatus).toBe(200);
    setClock(api, '2027-01-11T06:30:00.000Z');
    await signIn(ravi.http, ravi.phone);
    const [maturity] = await settledPayoutsOf(ravi.http, ravi.id);
    expect(maturity).toMatchObject({ payoutType: 'maturity', status: 'paid' });
    await delivery().deliverDue();
    const net = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(maturity?.net) ? 0 : 2 }).format(
      maturity?.net ?? 0,
    );
    expect(textsOf(ravi.phone, 'maturity_paid').map((text) => text.body)).toEqual([
      `Solidstep Invest: Government Bonds has matured. Rs. ${net} (principal and interest, TDS Rs. ${maturity?.tds ?? 0} withheld) sent to your bank account ending ${ravi.accountNumber.slice(-4)}. UTR ${maturity?.utr ?? ''}.`,
    ]);
    expect(textsOn(ravi.phone).map((text) => text.templateId)).toEqual([
      TEXT_TEMPLATES.payment_received.sandboxTemplateId,
      TEXT_TEMPLATES.maturity_paid.sandboxTemplateId,
    ]);
  });

  it('a payout reversed: amount, account, the bank’s reason and what happens next; then the account changed, and the payout sent again after the cooling-off', async () => {
    setClock(api, JAN_10);
    const meera = await investor(SANDBOX_PAYOUT_TEST_VALUES.reversalAccount);
    expect((await buy(api, meera.http, meera.id, { planId: PLANS.fd12, amount: 1_00_000 })).paymentStatus).toBe(200);
    setClock(api, '2026-01-16T06:30:00.000Z');
    await signIn(meera.http, meera.phone);
    const [reversed] = await settledPayoutsOf(meera.http, meera.id);
    expect(reversed).toMatchObject({ status: 'reversed' });
    await delivery().deliverDue();
    expect(textsOf(meera.phone, 'payout_reversed').map((text) => text.body)).toEqual([
      `Solidstep Invest: your payout of Rs. 1,500 to the bank account ending 2222 came back. Reason: ${reversed?.failureReason ?? ''} We send it again once you add another bank account.`,
    ]);

    // Another account verified (with the phone OTP) replaces the one payouts went to: the investor is told, by the last
    // four digits, when payouts move (48 hours on, India time) and what to do if it was not them.
    const another = freshAccountNumber();
    accountNumbers.push(another);
    await verifyAccount(meera.http, another, await bankAccountOtp(meera.http, meera.phone));
    await delivery().deliverDue();
    expect(textsOf(meera.phone, 'payout_account_changed').map((text) => text.body)).toEqual([
      `Solidstep Invest: your payout account was changed to the bank account ending ${another.slice(-4)}. Payouts go to it from 18 Jan 2026, 12:00 pm IST; until then they go to the one ending 2222. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.`,
    ]);
    // The reversed payout waits for the new account's cooling-off, then goes to it.
    setClock(api, '2026-01-18T06:30:00.000Z');
    await signIn(meera.http, meera.phone);
    const [sentAgain] = await settledPayoutsOf(meera.http, meera.id);
    expect(sentAgain).toMatchObject({ id: reversed?.id, status: 'paid' });
    await delivery().deliverDue();
    expect(textsOf(meera.phone, 'payout_sent')).toHaveLength(1);
    expect(textsOf(meera.phone, 'payout_reversed')).toHaveLength(1);
    expect(textsOf(meera.phone, 'payout_sent')[0]?.body).toContain(`ending ${another.slice(-4)} `);
  });

  it('a refund made: amount, product and the refund reference', async () => {
    setClock(api, JAN_10);
    const kiran = await investor();
    // Two checkouts of one investment both paid (another tab): the second capture is refunded.
    const investmentId = await createInvestment(kiran.http, kiran.id, { planId: PLANS.fd12, amount: 1_00_000 });
    const byCard = await openCheckout(kiran.http, kiran.id, investmentId, 1_00_000, { paymentMethod: 'card' }, `texts-card-${investmentId}`);
    const byBank = await openCheckout(
      kiran.http,
      kiran.id,
      investmentId,
      1_00_000,
      { paymentMethod: 'netbanking', bank: 'HDFC' },
      `texts-bank-${investmentId}`,
    );
    const kept = await payInCheckout(api.gateway.url, byBank, { bank: 'HDFC', outcome: 'success' });
    const verified = await kiran.http.post('/api/payments/verify', { investmentId, razorpay_order_id: byBank.orderId, ...(kept.ok ? kept.response : {}) });
    expectWith(verified.status, verified.text).toBe(200);
    const second = await payInCheckout(api.gateway.url, byCard, { card: SANDBOX_TEST_VALUES.approvedCardNumber });
    if (!second.ok) throw new Error('the second payment was refused');
    const refundOf = () => db().run((em) => em.findOneBy(RefundEntity, { gatewayPaymentId: second.response.razorpay_payment_id }));
    await until(async () => (await refundOf())?.status === 'processed', 'the refund processed');
    await delivery().deliverDue();
    const refund = await refundOf();
    expect(textsOf(kiran.phone, 'refund_made').map((text) => text.body)).toEqual([
      `Solidstep Invest: Rs. 1,00,330 paid for Short Term FD is refunded to the account you paid from (5-7 working days). Refund reference ${refund?.gatewayRefundId ?? ''}.`,
    ]);
    expect(textsOf(kiran.phone, 'payment_received')).toHaveLength(1);
  });

  it('an early withdrawal paid: the amount, TDS, account and UTR', async () => {
    setClock(api, JAN_10);
    const nisha = await investor();
    const bought = await buy(api, nisha.http, nisha.id, { planId: PLANS.fd12, amount: 1_00_000 });
    expect(bought.paymentStatus).toBe(200);
    setClock(api, '2026-05-21T06:30:00.000Z');
    await signIn(nisha.http, nisha.phone);
    await settledPayoutsOf(nisha.http, nisha.id);
    const preview = await nisha.http.get<WithdrawalPreview & ErrorBody>(`/api/investments/${bought.investmentId}/withdrawal`);
    expectWith(preview.status, preview.text).toBe(200);
    expect((await nisha.http.post(`/api/investments/${bought.investmentId}/withdrawal/otp`, {})).status).toBe(200);
    const otp = await readOtp(nisha.http, nisha.phone);
    const confirmed = await nisha.http.post<WithdrawalConfirmResponse & ErrorBody>(`/api/investments/${bought.investmentId}/withdrawal`, {
      quoteId: preview.body.quoteId,
      otp,
    });
    expectWith(confirmed.status, confirmed.text).toBe(200);
    const withdrawal = (await settledPayoutsOf(nisha.http, nisha.id)).find((payout) => payout.id === confirmed.body.payout.id);
    expect(withdrawal).toMatchObject({ payoutType: 'withdrawal', status: 'paid', net: 98_895.67, tds: 0 });
    await delivery().deliverDue();
    expect(textsOf(nisha.phone, 'withdrawal_paid').map((text) => text.body)).toEqual([
      `Solidstep Invest: your early withdrawal from Short Term FD is paid. Rs. 98,895.67 (TDS Rs. 0 withheld) sent to your bank account ending ${nisha.accountNumber.slice(-4)}. UTR ${withdrawal?.utr ?? ''}.`,
    ]);
    // The interest of 15 January to 15 May: one text per payout.
    expect(textsOf(nisha.phone, 'payout_sent')).toHaveLength(5);
  });

  it('a market redemption paid: the proceeds, account and UTR', async () => {
    // Monday 12 and Monday 19 January 2026: days the stand-in's AMFI publishes a NAV.
    setClock(api, '2026-01-12T06:30:00.000Z');
    const arjun = await investor();
    const bought = await buy(api, arjun.http, arjun.id, { planId: 'plan.mutual-funds.debt-fund.lumpsum', amount: 25_000 });
    expect(bought.paymentStatus).toBe(200);
    // The dashboard's read records the day's NAV: the units are allotted at it.
    expect((await arjun.http.get(`/api/investments/user/${arjun.id}`)).status).toBe(200);
    setClock(api, '2026-01-19T06:30:00.000Z');
    await signIn(arjun.http, arjun.phone);
    const redeemed = await arjun.http.post<RedemptionResponse & ErrorBody>(`/api/investments/${bought.investmentId}/redemption`);
    expectWith(redeemed.status, redeemed.text).toBe(201);
    const [payout] = await settledPayoutsOf(arjun.http, arjun.id);
    expect(payout).toMatchObject({ payoutType: 'redemption', status: 'paid' });
    await delivery().deliverDue();
    const amount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(payout?.net) ? 0 : 2 }).format(
      payout?.net ?? 0,
    );
    expect(textsOf(arjun.phone, 'redemption_paid').map((text) => text.body)).toEqual([
      `Solidstep Invest: your redemption of Debt Fund is paid. Rs. ${amount} sent to your bank account ending ${arjun.accountNumber.slice(-4)}. UTR ${payout?.utr ?? ''}.`,
    ]);
  });
});

describe('a text that cannot be delivered', () => {
  it('is retried with a backoff while the payment it tells of stands; it goes out once MSG91 takes it', async () => {
    setClock(api, JAN_10);
    const sunil = await investor();
    // MSG91 (the stand-in) refuses every text to this number with a 500: the investor's registered phone is one.
    await db().run((em) => em.update(UserEntity, { id: sunil.id }, { phone: SANDBOX_IDENTITY_TEST_VALUES.smsDownPhone }));
    const bought = await buy(api, sunil.http, sunil.id, { planId: PLANS.fd12, amount: 50_000 });
    expect(bought.paymentStatus).toBe(200);
    expect(await delivery().deliverDue()).toBe(0);
    const [refused] = await outboxOf(sunil.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('HTTP 500') });
    expect(refused?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60_000);
    // The money event stands: the investment is active, the payment completed.
    const investment = await db().run((em) => em.findOneByOrFail(InvestmentEntity, { id: bought.investmentId }));
    expect(investment.status).toBe('active');
    // Not before its time; then again, refused again, and the wait doubles.
    expect(await delivery().deliverDue()).toBe(0);
    expect((await outboxOf(sunil.id))[0]?.attempts).toBe(1);
    clock.advance(60_000);
    expect(await delivery().deliverDue()).toBe(0);
    const again = (await outboxOf(sunil.id))[0];
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    expect(again?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 120_000);
    expect(phones.inbox(SANDBOX_IDENTITY_TEST_VALUES.smsDownPhone)).toEqual([]);
    // MSG91 takes texts for the phone again (here: the registered phone is a working one): sent, once.
    await db().run((em) => em.update(UserEntity, { id: sunil.id }, { phone: sunil.phone }));
    clock.advance(120_000);
    expect(await delivery().deliverDue()).toBe(1);
    expect(await delivery().deliverDue()).toBe(0);
    expect(textsOf(sunil.phone, 'payment_received')).toHaveLength(1);
    expect((await outboxOf(sunil.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });
});

describe('no text carries a full identifier', () => {
  it('every text kept and every text on the phones names an account by its last four digits only', async () => {
    const rows = await db().run((em) => em.find(TextOutboxEntity));
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      for (const number of accountNumbers) {
        expect(row.body).not.toContain(number);
        expect(row.variables).not.toContain(number);
      }
      const user = await db().run((em) => em.findOneBy(UserEntity, { id: row.userId }));
      expect(row.body).not.toContain(user?.phone ?? 'no phone');
      // No PAN, Aadhaar or card number, nor any typed account number, in the row or on the phone.
      expect(findSensitive(JSON.stringify(row), 'text_outbox', [], [], accountNumbers)).toEqual([]);
      for (const text of textsOn(user?.phone ?? '')) expect(findSensitive(text.body, 'inbox', [], [], accountNumbers)).toEqual([]);
      expect(row.body).toMatch(/ending \d{4}\b|अंतिम अंक \d{4}\)|^Solidstep Invest: (we received|Rs\. [\d,.]+ paid for|.+ के लिए (आपका|चुकाए गए) Rs\. )/);
    }
  });
});

describe('a restart mid-delivery', () => {
  it('sends a text claimed but not posted once after the lease, and never again one whose post may have gone out', async () => {
    setClock(api, JAN_10);
    const claimedOnly = await investor();
    const posted = await investor();
    expect((await buy(api, claimedOnly.http, claimedOnly.id, { planId: PLANS.fd12, amount: 20_000 })).paymentStatus).toBe(200);
    expect((await buy(api, posted.http, posted.id, { planId: PLANS.fd12, amount: 30_000 })).paymentStatus).toBe(200);
    // The worker claims both texts; it posts one of them, and stops before recording anything.
    const claims = await delivery().claimDue();
    expect(claims.map((claim) => claim.row.userId).sort()).toEqual([claimedOnly.id, posted.id].sort());
    const postedClaim = claims.find((claim) => claim.row.userId === posted.id);
    if (!postedClaim) throw new Error('no claim of the posted text');
    expect(await delivery().startSending(postedClaim, 'en')).toBe(true);
    expect((await delivery().post(postedClaim, posted.phone, 'en')).kind).toBe('accepted');
    expect(textsOf(posted.phone, 'payment_received')).toHaveLength(1);
    await api.close();

    api = await start();
    // Within the lease nothing moves: the claims might still be someone's.
    expect(await delivery().deliverDue()).toBe(0);
    expect(textsOf(claimedOnly.phone, 'payment_received')).toHaveLength(0);
    clock.advance(TEXT_CLAIM_LEASE_MS + 1);
    expect(await delivery().deliverDue()).toBe(1);
    expect(await delivery().deliverDue()).toBe(0);
    expect(textsOf(claimedOnly.phone, 'payment_received')).toHaveLength(1);
    expect(textsOf(posted.phone, 'payment_received')).toHaveLength(1);
    expect((await outboxOf(claimedOnly.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await outboxOf(posted.id))[0]).toMatchObject({ status: 'unknown', attempts: 1 });
  });
});
