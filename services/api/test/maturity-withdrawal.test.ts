import {
  type ErrorBody,
  type PortfolioInvestment,
  type PortfolioPayout,
  type PortfolioTransaction,
  type WithdrawalConfirmResponse,
  WithdrawalMessage,
  type WithdrawalPreview,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import type { HttpClient } from './support/http-client.js';
import { buy, createInvestment, PLANS, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, payoutsOf, payoutsSentFor, settledPayoutsOf } from './support/payouts.js';
import { readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * An investment's end, over the real endpoints and the gateway stand-in: a 12-month FD repays its principal with its
 * 12th payout, on the maturity date (TDS on the interest only) and turns `matured`; a premature withdrawal pays the
 * previewed amount once, through RazorpayX, and cancels the rest; every refusal is a clear 4xx that changes nothing.
 * Every test investor was born on 15 Aug 1990 (under 60). The platform pays the interest, so the TDS threshold is
 * any non-bank payer's (s. 194A(3)(i)(c)): ₹10,000 a year from April 2025, 10%.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.33.0.${++ip}`;

// 10 Jan 2026, noon in India.
const PURCHASE = '2026-01-10T06:30:00.000Z';

const investmentsOf = async (investor: PayoutInvestor) => (await investor.http.get<PortfolioInvestment[]>(`/api/investments/user/${investor.id}`)).body;
const previewOf = (http: HttpClient, investmentId: string) => http.get<WithdrawalPreview & ErrorBody>(`/api/investments/${investmentId}/withdrawal`);
const confirm = (http: HttpClient, investmentId: string, body: unknown) =>
  http.post<WithdrawalConfirmResponse & ErrorBody>(`/api/investments/${investmentId}/withdrawal`, body);

/** Sends the sign-in OTP to the investor's phone (the confirmation's code) and reads it from the SMS stand-in. */
async function otpFor(investor: PayoutInvestor): Promise<string> {
  const sent = await investor.http.post('/api/otp/generate', { phone: investor.phone, type: 'kyc' });
  if (sent.status !== 200) throw new Error(`generate failed: ${sent.status} ${sent.text}`);
  return readOtp(investor.http, investor.phone);
}

/** What a refusal must leave alone: the investor's payouts (states, amounts) and investments, and the stand-in's payouts. */
async function ledgerOf(investor: PayoutInvestor): Promise<string> {
  const payouts = await payoutsOf(investor.http, investor.id);
  const investments = await investmentsOf(investor);
  const atGateway = await Promise.all(payouts.map(async (payout) => (await payoutsSentFor(api.gateway.url, `${payout.id}:1`)).count));
  return JSON.stringify([
    payouts.map((payout) => [payout.id, payout.status, payout.amount, payout.principal]),
    investments.map((row) => [row.id, row.status]),
    atGateway,
  ]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // The tests move the clock; payouts go out through the dashboard's reads.
  await api.app.get(PayoutDispatchService).stop();
  await api.app.get(PayoutStatusSweep).stop();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('a 12-month FD repays its principal with its 12th payout and matures', () => {
  let investor: PayoutInvestor;
  let investmentId: string;

  beforeAll(async () => {
    setClock(api, PURCHASE);
    investor = await payoutInvestor(api, nextIp());
    const bought = await buy(api, investor.http, investor.id, { planId: PLANS.fd12, amount: 10_00_000 });
    expect(bought.paymentStatus).toBe(200);
    investmentId = bought.investmentId;
  }, 60_000);

  it('shows the principal row in the schedule from the start', async () => {
    const payouts = await payoutsOf(investor.http, investor.id);
    expect(payouts).toHaveLength(12);
    expect(payouts.slice(0, 11).map((payout) => [payout.payoutType, payout.amount, payout.principal])).toEqual(Array(11).fill(['monthly', 15_000, 0]));
    expect(payouts.map((payout) => payout.payoutDate).slice(-2)).toEqual(['2026-11-15', '2027-01-10']);
    expect(payouts[11]).toMatchObject({
      payoutType: 'maturity',
      payoutDate: '2027-01-10',
      amount: 10_15_000,
      principal: 10_00_000,
      status: 'pending',
      tds: null,
    });
    expect((await investmentsOf(investor))[0]).toMatchObject({ id: investmentId, status: 'active', maturityDate: '2027-01-10' });
    // The statements show it too: the CSV's principal column, the PDF's row.
    const csv = await investor.http.get(`/api/reports/${investor.id}/transactions.csv`);
    expect(csv.text).toContain(`2027-01-10,Short Term FD,maturity,Scheduled,1015000,1000000,,,,,,${payouts[11]?.id ?? ''},${investmentId}`);
    const pdf = await fetch(`${api.baseUrl}/api/reports/${investor.id}/portfolio.pdf`, { headers: { cookie: investor.http.cookie ?? '' } });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('10 Jan 2027 maturity payout: principal INR 10,00,000 of INR 10,15,000 (TDS on the interest only).');
  });

  it('pays interest and principal on the maturity date, TDS on the interest only, once; then the investment is matured', async () => {
    setClock(api, '2027-01-11T06:30:00.000Z');
    await signIn(investor.http, investor.phone);
    const payouts = await settledPayoutsOf(investor.http, investor.id, 30_000);
    expect(payouts.every((payout) => payout.status === 'paid')).toBe(true);
    // Each ₹15,000 of interest passes the platform's ₹10,000 on its own: 10% of every monthly payout, in FY 2025-26
    // (January to March) as in FY 2026-27 (a bank's ₹50,000 would have withheld nothing before July).
    expect(payouts.slice(0, 11).map((payout) => [payout.payoutDate, payout.tds, payout.net])).toEqual(
      payouts.slice(0, 11).map((payout) => [payout.payoutDate, 1_500, 13_500]),
    );
    // FY 2026-27: April to November make ₹1,20,000 of interest (₹12,000 withheld); the maturity payout's ₹15,000 of
    // interest takes the year to ₹1,35,000: 10% of it less what was withheld is ₹1,500. The principal is not taxed.
    const last = payouts[11] as PortfolioPayout;
    expect(last).toMatchObject({ payoutType: 'maturity', amount: 10_15_000, principal: 10_00_000, tds: 1_500, net: 10_13_500 });
    const atGateway = await payoutsSentFor(api.gateway.url, `${last.id}:1`);
    expect(atGateway).toMatchObject({ count: 1, processed: 1 });
    const [gatewayId] = api.gateway.ledger.payouts({ referenceId: `${last.id}:1` }).payouts;
    expect(api.gateway.ledger.payout(gatewayId ?? '')?.amount).toBe(10_13_500_00);
    expect((await investmentsOf(investor)).find((row) => row.id === investmentId)).toMatchObject({ status: 'matured', currentValue: 0, earnings: 1_80_000 });
    const lines = (await investor.http.get<PortfolioTransaction[]>(`/api/transactions/user/${investor.id}?limit=100`)).body;
    expect(lines.filter((line) => line.description?.startsWith('Maturity payout (principal ₹10,00,000) due 2027-01-10, TDS ₹1,500 withheld'))).toHaveLength(1);
    // Sweeps later send nothing more.
    expect(await api.app.get(PayoutDispatchService).settleDue()).toBe(0);
    expect((await payoutsSentFor(api.gateway.url, `${last.id}:2`)).count).toBe(0);
  });

  it('refuses to withdraw a matured deposit', async () => {
    const before = await ledgerOf(investor);
    const refused = await previewOf(investor.http, investmentId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: WithdrawalMessage.Matured });
    expect(await ledgerOf(investor)).toBe(before);
  });
});

describe('premature withdrawal of a fixed deposit', () => {
  let investor: PayoutInvestor;
  let other: PayoutInvestor;
  let investmentId: string;
  let bondId: string;
  let unpaidId: string;

  beforeAll(async () => {
    setClock(api, PURCHASE);
    investor = await payoutInvestor(api, nextIp());
    other = await payoutInvestor(api, nextIp());
    const bought = await buy(api, investor.http, investor.id, { planId: PLANS.fd12, amount: 1_00_000 });
    expect(bought.paymentStatus).toBe(200);
    investmentId = bought.investmentId;
    const bond = await buy(api, investor.http, investor.id, { planId: PLANS.governmentBonds, amount: 10_000, duration: 12 });
    expect(bond.paymentStatus).toBe(200);
    bondId = bond.investmentId;
    unpaidId = await createInvestment(investor.http, investor.id, { planId: PLANS.fd12, amount: 50_000 });
  }, 60_000);

  it('refuses inside the lock-in the plan names (3 months), changing nothing', async () => {
    setClock(api, '2026-04-09T06:30:00.000Z');
    await signIn(investor.http, investor.phone);
    await settledPayoutsOf(investor.http, investor.id);
    const before = await ledgerOf(investor);
    const refused = await previewOf(investor.http, investmentId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(WithdrawalMessage.LockedIn.replace('{date}', '2026-04-10'));
    const otp = await otpFor(investor);
    const confirmed = await confirm(investor.http, investmentId, { quoteId: 'anything', otp });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe(WithdrawalMessage.LockedIn.replace('{date}', '2026-04-10'));
    expect(await ledgerOf(investor)).toBe(before);
  });

  it('refuses another investor’s investment, products that are not fixed deposits and unpaid investments', async () => {
    setClock(api, '2026-05-20T06:30:00.000Z');
    await signIn(investor.http, investor.phone);
    await signIn(other.http, other.phone);
    await settledPayoutsOf(investor.http, investor.id);
    const before = await ledgerOf(investor);
    const foreign = await previewOf(other.http, investmentId);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND', message: WithdrawalMessage.NotFound });
    const foreignConfirm = await confirm(other.http, investmentId, { quoteId: 'anything', otp: await otpFor(other) });
    expect(foreignConfirm.status).toBe(404);
    const foreignOtp = await other.http.post(`/api/investments/${investmentId}/withdrawal/otp`, {});
    expect(foreignOtp.status).toBe(404);
    expect((await previewOf(investor.http, 'not-an-investment')).status).toBe(404);
    const bond = await previewOf(investor.http, bondId);
    expect([bond.status, bond.body.message]).toEqual([409, WithdrawalMessage.NotFixedDeposit]);
    const unpaid = await previewOf(investor.http, unpaidId);
    expect([unpaid.status, unpaid.body.message]).toEqual([409, WithdrawalMessage.NotActive]);
    expect((await api.client(nextIp()).get(`/api/investments/${investmentId}/withdrawal`)).status).toBe(401);
    expect(await ledgerOf(investor)).toBe(before);
  });

  let preview: WithdrawalPreview;

  it('previews exactly what the investor receives: principal + interest to date − interest paid − penalty − TDS', async () => {
    const answer = await previewOf(investor.http, investmentId);
    expect(answer.status).toBe(200);
    preview = answer.body;
    // 10 Jan → 20 May 2026: 130 days at 18% p.a. on ₹1,00,000 = ₹6,410.95 (actual/365, paise down); the 15ths of
    // January to May paid ₹7,500; the plan's penalty is 1% of the interest earned, ₹64.11 (half up).
    // ₹1,00,000 + ₹6,410.95 − ₹7,500 − ₹64.11 = ₹98,846.84, all of it principal: no TDS.
    expect(preview).toEqual({
      investmentId,
      quoteId: expect.any(String),
      date: '2026-05-20',
      principal: 1_00_000,
      interestAccrued: 6_410.95,
      interestPaid: 7_500,
      penaltyPercent: 1,
      penalty: 64.11,
      tds: 0,
      amount: 98_846.84,
      bankLast4: investor.accountNumber.slice(-4),
    });
  });

  it('refuses a confirmation without an OTP or with a wrong one, changing nothing', async () => {
    const before = await ledgerOf(investor);
    const missing = await confirm(investor.http, investmentId, { quoteId: preview.quoteId });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const otp = await otpFor(investor);
    const wrong = await confirm(investor.http, investmentId, { quoteId: preview.quoteId, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('OTP_INVALID');
    expect(await ledgerOf(investor)).toBe(before);
  });

  it('refuses a stale preview (the day moved on), changing nothing and leaving the OTP usable', async () => {
    setClock(api, '2026-05-21T06:30:00.000Z');
    await signIn(investor.http, investor.phone);
    const before = await ledgerOf(investor);
    const otp = await otpFor(investor);
    const stale = await confirm(investor.http, investmentId, { quoteId: preview.quoteId, otp });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(WithdrawalMessage.StalePreview);
    expect(await ledgerOf(investor)).toBe(before);
  });

  it('pays the previewed amount once through RazorpayX, cancels the remaining payouts, and the investment is withdrawn', async () => {
    // A quarter of an hour later (the phone's OTP sends are limited per 15 minutes), still 21 May in India.
    api.clock.advance(16 * 60_000);
    await signIn(investor.http, investor.phone);
    // 21 May: 131 days earn ₹6,460.27, the penalty is ₹64.60: ₹1,00,000 + ₹6,460.27 − ₹7,500 − ₹64.60 = ₹98,895.67.
    const fresh = await previewOf(investor.http, investmentId);
    expect(fresh.body).toMatchObject({ date: '2026-05-21', interestAccrued: 6_460.27, interestPaid: 7_500, penalty: 64.6, tds: 0, amount: 98_895.67 });
    // The dashboard asks for the code without knowing the phone number: it goes to the investor's own phone.
    const sent = await investor.http.post(`/api/investments/${investmentId}/withdrawal/otp`, {});
    expect(sent.status).toBe(200);
    const otp = await readOtp(investor.http, investor.phone);
    const confirmed = await confirm(investor.http, investmentId, { quoteId: fresh.body.quoteId, otp });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: WithdrawalMessage.Confirmed,
      investment: { id: investmentId },
      payout: { date: '2026-05-21', gross: 98_895.67, tds: 0, net: 98_895.67 },
    });
    const payoutId = confirmed.body.payout.id;

    // Confirming again (a double click, a replay with a fresh OTP) pays nothing more.
    const again = await confirm(investor.http, investmentId, { quoteId: fresh.body.quoteId, otp: await otpFor(investor) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WithdrawalMessage.AlreadyWithdrawing);

    const payouts = (await settledPayoutsOf(investor.http, investor.id)).filter((payout) => payout.investmentId === investmentId);
    const withdrawal = payouts.find((payout) => payout.id === payoutId);
    expect(withdrawal).toMatchObject({ payoutType: 'withdrawal', status: 'paid', amount: 98_895.67, principal: 98_895.67, tds: 0, net: 98_895.67 });
    expect(payouts.filter((payout) => payout.status === 'paid').map((payout) => payout.payoutDate)).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
      '2026-05-15',
      '2026-05-21',
    ]);
    expect(payouts.filter((payout) => payout.status === 'cancelled')).toHaveLength(7);
    // ₹7,500 of interest and ₹98,895.67 back on ₹1,00,000: ₹6,395.67 earned (the interest to date less the penalty).
    expect((await investmentsOf(investor)).find((row) => row.id === investmentId)).toMatchObject({ status: 'withdrawn', currentValue: 0, earnings: 6_395.67 });

    // Exactly one RazorpayX payout, for the previewed amount, even after the sweeps run again.
    api.clock.advance(5 * 60_000);
    await api.app.get(PayoutStatusSweep).reconcileStale();
    expect(await api.app.get(PayoutDispatchService).settleDue()).toBe(0);
    expect(await payoutsSentFor(api.gateway.url, `${payoutId}:1`)).toMatchObject({ count: 1, processed: 1 });
    expect((await payoutsSentFor(api.gateway.url, `${payoutId}:2`)).count).toBe(0);
    const [gatewayId] = api.gateway.ledger.payouts({ referenceId: `${payoutId}:1` }).payouts;
    expect(api.gateway.ledger.payout(gatewayId ?? '')?.amount).toBe(98_895_67);
    const lines = (await investor.http.get<PortfolioTransaction[]>(`/api/transactions/user/${investor.id}?limit=100`)).body;
    expect(lines.filter((line) => line.description?.startsWith('Premature withdrawal (principal ₹98,895.67) due 2026-05-21'))).toHaveLength(1);
  });

  it('refuses a deposit already withdrawn, changing nothing', async () => {
    const before = await ledgerOf(investor);
    const refused = await previewOf(investor.http, investmentId);
    expect([refused.status, refused.body.message]).toEqual([409, WithdrawalMessage.AlreadyWithdrawing]);
    expect(await ledgerOf(investor)).toBe(before);
  });
});
