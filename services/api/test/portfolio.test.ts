import type { ErrorBody, PortfolioInvestment, PortfolioPayout, PortfolioResponse, PortfolioTransaction, SessionResponse } from '@invest/contracts';
import { SANDBOX_IDENTITY_TEST_VALUES, SANDBOX_TEST_VALUES } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { KycIdentity } from '../src/modules/kyc/kyc-identity.js';
import { logLines } from './support/log-sink.js';
import type { HttpClient } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { buy, setClock } from './support/ledger-setup.js';
import { settledPayoutsOf } from './support/payouts.js';
import { newPhone, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let investor: HttpClient;
let investorPhone: string;
let userId: string;
let ip = 0;
const client = () => api.client(`10.7.0.${++ip}`);

async function signedInVerified(phone = newPhone()): Promise<{ http: HttpClient; id: string; phone: string }> {
  const http = client();
  await signIn(http, phone);
  const session = await http.get<SessionResponse>('/api/session');
  await setKycStatus(api, session.body.userId, 'verified');
  return { http, id: session.body.userId, phone };
}

// 10 Jan 2026, noon in India: the day of purchase.
const PURCHASE_DAY = '2026-01-10T06:30:00.000Z';
// 73 days later (24 Mar 2026).
const LATER = '2026-03-24T06:30:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  setClock(api, PURCHASE_DAY);
  ({ http: investor, id: userId, phone: investorPhone } = await signedInVerified());
  // The ledger is built through the real payment endpoints.
  const purchases = [
    { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 },
    // 8-12% p.a. books its floor, 8%, for the 36 months its plan books by default.
    { planId: 'plan.bonds.corporate-bonds', amount: 50000 },
    { planId: 'plan.gold.digital-gold', amount: 10000 },
  ];
  for (const purchase of purchases) {
    // A minute apart, so "newest first" has one answer.
    api.clock.advance(60_000);
    expect((await buy(api, investor, userId, purchase)).paymentStatus).toBe(200);
  }
  api.clock.advance(60_000);
  // A declined payment leaves an unpaid investment that the portfolio must not count.
  const declined = await buy(api, investor, userId, {
    planId: 'plan.sdi.commercial-papers',
    amount: 75000,
    duration: 12,
    payWith: { card: SANDBOX_TEST_VALUES.declinedCardNumber },
  });
  expect(declined.paymentStatus).not.toBe(200);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('portfolio on the day of purchase', () => {
  it('totals what was paid for, by category with whole-percent shares', async () => {
    const result = await investor.get<PortfolioResponse>(`/api/portfolio/${userId}`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      totalInvested: 160000,
      totalCurrentValue: 160000,
      totalEarnings: 0,
      returnPercentage: 0,
      investmentCount: 3,
      portfolioBreakdown: { FIXED_DEPOSITS: 100000, BONDS: 50000, PREMIUM_GOLD: 10000 },
      xirr: null,
      asOf: '2026-01-10',
    });
    expect(result.body.distribution).toEqual([
      { category: 'FIXED_DEPOSITS', label: 'Fixed Deposits', amount: 100000, percentage: 63 },
      { category: 'BONDS', label: 'Bonds', amount: 50000, percentage: 31 },
      { category: 'PREMIUM_GOLD', label: 'Premium Gold', amount: 10000, percentage: 6 },
    ]);
  });

  it('lists the holdings newest first: what was paid for, never the declined attempt', async () => {
    const result = await investor.get<PortfolioInvestment[]>(`/api/investments/user/${userId}`);
    expect(result.status).toBe(200);
    expect(result.body.map((investment) => [investment.productName, investment.status])).toEqual([
      ['Digital Gold', 'active'],
      ['Corporate Bonds', 'active'],
      ['Short Term FD', 'active'],
    ]);
    expect(result.body[2]).toMatchObject({ category: 'FIXED_DEPOSITS', status: 'active', amount: 100000, currentValue: 100000, investmentDate: '2026-01-10' });
  });

  it('answers the latest 5 transactions when asked for 5, newest first', async () => {
    const all = await investor.get<PortfolioTransaction[]>(`/api/transactions/user/${userId}`);
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(5);
    const latest = await investor.get<PortfolioTransaction[]>(`/api/transactions/user/${userId}?limit=5`);
    expect(latest.body).toHaveLength(5);
    expect(latest.body).toEqual(all.body.slice(0, 5));
    const investments = all.body.filter((transaction) => transaction.type === 'investment' && transaction.status === 'completed');
    expect(investments.map((transaction) => [transaction.productName, transaction.amount])).toEqual([
      ['Digital Gold', 10000],
      ['Corporate Bonds', 50000],
      ['Short Term FD', 100000],
    ]);
    const times = all.body.map((transaction) => transaction.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers at most 3 upcoming payouts when asked, soonest first: the FD’s monthly interest on the 15th', async () => {
    const upcoming = await investor.get<PortfolioPayout[]>(`/api/payouts/user/${userId}?upcoming=true&limit=3`);
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.map((payout) => [payout.productName, payout.payoutDate, payout.payoutType, payout.status, payout.amount])).toEqual([
      ['Short Term FD', '2026-01-15', 'monthly', 'pending', 1500],
      ['Short Term FD', '2026-02-15', 'monthly', 'pending', 1500],
      ['Short Term FD', '2026-03-15', 'monthly', 'pending', 1500],
    ]);
    const all = await investor.get<PortfolioPayout[]>(`/api/payouts/user/${userId}`);
    expect(all.body).toHaveLength(13);
    // The FD matures on 10 Jan 2027 and the bond, booked for its plan's 36 months, on 10 Jan 2029, each repaying its
    // principal; the gold has no maturity (it is redeemed on request).
    const maturities = all.body.filter((payout) => payout.payoutType === 'maturity');
    expect(maturities.map((payout) => [payout.productName, payout.payoutType, payout.payoutDate, payout.amount, payout.principal])).toEqual([
      ['Short Term FD', 'maturity', '2027-01-10', 101500, 100000],
      ['Corporate Bonds', 'maturity', '2029-01-10', 62000, 50000],
    ]);
    expect(all.body.filter((payout) => payout.productName === 'Digital Gold')).toEqual([]);
  });

  it('refuses limits outside 1..200', async () => {
    const result = await investor.get<ErrorBody>(`/api/transactions/user/${userId}?limit=0`);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('refusals', () => {
  const paths = () => [
    `/api/portfolio/${userId}`,
    `/api/investments/user/${userId}`,
    `/api/transactions/user/${userId}`,
    `/api/payouts/user/${userId}`,
    `/api/reports/${userId}/portfolio.pdf`,
    `/api/reports/${userId}/transactions.csv`,
  ];

  it("refuses another user's id with 403 and no data", async () => {
    const other = await signedInVerified();
    for (const path of paths()) {
      const result = await other.http.get<ErrorBody>(path);
      expectWith(result.status, path).toBe(403);
      expectWith(Object.keys(result.body).sort(), path).toEqual(['code', 'message', 'statusCode']);
      expect(result.body.code).toBe('FORBIDDEN');
      expect(result.text).not.toContain('Short Term FD');
      expect(result.text).not.toContain('100000');
    }
    const own = await other.http.get<PortfolioResponse>(`/api/portfolio/${other.id}`);
    expect(own.body).toMatchObject({ totalInvested: 0, investmentCount: 0, distribution: [], xirr: null });
  });

  it('asks a visitor without a session to sign in (401)', async () => {
    for (const path of paths()) {
      const result = await client().get<ErrorBody>(path);
      expectWith(result.status, path).toBe(401);
      expect(result.body.code).toBe('AUTHENTICATION_REQUIRED');
    }
  });
});

describe('73 days later (fixed clock)', () => {
  beforeAll(async () => {
    setClock(api, LATER);
    await signIn(investor, investorPhone);
  }, 60_000);

  it('values each holding by its rule: simple interest accrued per day, market-linked at cost, paid payouts counted', async () => {
    const result = await investor.get<PortfolioResponse>(`/api/portfolio/${userId}`);
    // FD ₹1,00,000 at 1.5% a month for 73 days accrues ₹3,600, but the 15ths of Jan, Feb and Mar have paid out
    // 3 × ₹1,500 = ₹4,500: its earnings are what was paid and its value the principal. Bond ₹50,000 at 8% p.a.
    // (the floor of its 8-12% range) for 73 days = ₹800. Gold bought on a Saturday (no price published) holds the grams
    // ₹10,000 bought at the next price recorded, 24 Mar's, to four decimals rounded down: worth ₹9,999.38 at that price.
    expect(result.body).toMatchObject({
      totalInvested: 160000,
      totalCurrentValue: 160799.38,
      totalEarnings: 5299.38,
      returnPercentage: 3.31,
      investmentCount: 3,
      asOf: '2026-03-24',
    });
    // Cash flows: −₹1,60,000 on 10 Jan, +₹1,500 on 15 Jan, 15 Feb and 15 Mar, +₹1,60,799.38 held on 24 Mar
    // (17.98% solved by hand, actual/365).
    expect(result.body.xirr).toBeCloseTo(17.98, 1);
    const investments = await investor.get<PortfolioInvestment[]>(`/api/investments/user/${userId}`);
    const values = Object.fromEntries(investments.body.map((investment) => [investment.productName, investment.currentValue]));
    expect(values).toMatchObject({ 'Short Term FD': 100000, 'Corporate Bonds': 50800, 'Digital Gold': 9999.38 });
    const earnings = Object.fromEntries(investments.body.map((investment) => [investment.productName, investment.earnings]));
    expect(earnings).toMatchObject({ 'Short Term FD': 4500, 'Corporate Bonds': 800, 'Digital Gold': -0.62 });
  });

  it('has paid the payouts that fell due (sent through the gateway, processed by the bank), each with a completed payout transaction', async () => {
    const payouts = await settledPayoutsOf(investor, userId);
    const paid = payouts.filter((payout) => payout.status === 'paid');
    // ₹4,500 of interest this year: far below the TDS threshold, so gross = net.
    expect(paid.map((payout) => [payout.productName, payout.payoutDate, payout.amount, payout.tds, payout.net])).toEqual([
      ['Short Term FD', '2026-01-15', 1500, 0, 1500],
      ['Short Term FD', '2026-02-15', 1500, 0, 1500],
      ['Short Term FD', '2026-03-15', 1500, 0, 1500],
    ]);
    for (const payout of paid) expect(payout.bankLast4).toMatch(/^\d{4}$/);
    for (const payout of paid) expect(payout.utr).toMatch(/^[A-Z0-9]{12,22}$/);
    const transactions = await investor.get<PortfolioTransaction[]>(`/api/transactions/user/${userId}?limit=50`);
    const payoutLines = transactions.body.filter((row) => row.type === 'payout');
    expect(payoutLines.map((row) => [row.productName, row.status, row.amount])).toEqual([
      ['Short Term FD', 'completed', 1500],
      ['Short Term FD', 'completed', 1500],
      ['Short Term FD', 'completed', 1500],
    ]);
  });

  it('shows only payouts still to come', async () => {
    const upcoming = await investor.get<PortfolioPayout[]>(`/api/payouts/user/${userId}?upcoming=true&limit=3`);
    expect(upcoming.body.map((payout) => payout.payoutDate)).toEqual(['2026-04-15', '2026-05-15', '2026-06-15']);
  });

  it('downloads the statement as a PDF with the holdings, totals, schedule and disclaimer', async () => {
    const response = await fetch(`${api.baseUrl}/api/reports/${userId}/portfolio.pdf`, { headers: { cookie: investor.cookie ?? '' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="portfolio-statement-2026-03-24.pdf"');
    const file = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(file.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(file.subarray(-6)).toString('latin1')).toContain('%%EOF');
    const text = pdfText(file);
    for (const expected of [
      'Portfolio & ROI statement',
      'Short Term FD',
      'INR 1,00,000',
      'INR 1,60,799',
      'INR 5,299',
      '3.31%',
      '15 Apr 2026',
      'Investments are subject to market risks. Read all related documents carefully before investing.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Generated on 24 Mar 2026, 12:00 pm IST/);
  });

  it('downloads the transactions as CSV, the same rows as the API', async () => {
    const result = await investor.get(`/api/reports/${userId}/transactions.csv`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The transactions first; the payouts, the year totals and the nominee follow, each after a blank line.
    const lines = (result.text.split('\r\n\r\n')[0] ?? '').trim().split('\r\n');
    const transactions = await investor.get<PortfolioTransaction[]>(`/api/transactions/user/${userId}`);
    expect(lines[0]).toBe('Date and time (IST),Type,Product,Status,Amount (INR),Transaction ID,Investment ID');
    expect(lines).toHaveLength(transactions.body.length + 1);
    // Bought at 06:31 UTC on 10 Jan 2026: 12:01 in India.
    expect(lines).toContain(
      `2026-01-10 12:01,Investment,Short Term FD,completed,-100000,` +
        `${transactions.body.find((t) => t.productName === 'Short Term FD' && t.type === 'investment')?.id},` +
        `${transactions.body.find((t) => t.productName === 'Short Term FD' && t.type === 'investment')?.investmentId}`,
    );
  });
});

describe('the portfolio follows the ledger at once', () => {
  // 25 days after LATER (18 Apr 2026): the 15 Apr interest of an FD bought on 24 Mar has fallen due.
  const AFTER_FIRST_15TH = '2026-04-18T06:30:00.000Z';

  it('counts an investment as soon as it is paid for, and settles a payout that fell due on the portfolio read itself', async () => {
    setClock(api, LATER);
    const fresh = await signedInVerified();
    const empty = await fresh.http.get<PortfolioResponse>(`/api/portfolio/${fresh.id}`);
    expect(empty.body).toMatchObject({ totalInvested: 0, investmentCount: 0 });

    const bought = await buy(api, fresh.http, fresh.id, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 });
    expect(bought.paymentStatus).toBe(200);
    const afterPurchase = await fresh.http.get<PortfolioResponse>(`/api/portfolio/${fresh.id}`);
    expect(afterPurchase.body).toMatchObject({ totalInvested: 100000, totalCurrentValue: 100000, totalEarnings: 0, investmentCount: 1 });

    setClock(api, AFTER_FIRST_15TH);
    await signIn(fresh.http, fresh.phone);
    // The portfolio is the first read of the day: it pays the 15 Apr interest (₹1,500) and counts it.
    const afterPayout = await fresh.http.get<PortfolioResponse>(`/api/portfolio/${fresh.id}`);
    expect(afterPayout.body).toMatchObject({ totalInvested: 100000, totalEarnings: 1500, asOf: '2026-04-18' });
    // Sent at once; its transaction line is written when the bank has processed it (the gateway's webhook).
    expect((await settledPayoutsOf(fresh.http, fresh.id)).filter((payout) => payout.status === 'paid')).toHaveLength(1);
    const transactions = await fresh.http.get<PortfolioTransaction[]>(`/api/transactions/user/${fresh.id}`);
    expect(transactions.body.filter((row) => row.type === 'payout').map((row) => [row.status, row.amount])).toEqual([['completed', 1500]]);
  });
});

describe('a declined card, then a successful payment for the same plan', () => {
  const FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 };
  let person: { http: HttpClient; id: string };
  let declinedId: string;
  let paidId: string;

  beforeAll(async () => {
    setClock(api, LATER);
    person = await signedInVerified();
    const declined = await buy(api, person.http, person.id, { ...FD, payWith: { card: SANDBOX_TEST_VALUES.declinedCardNumber } });
    expect(declined.paymentStatus).not.toBe(200);
    declinedId = declined.investmentId;
    api.clock.advance(60_000);
    const paid = await buy(api, person.http, person.id, FD);
    expect(paid.paymentStatus).toBe(200);
    paidId = paid.investmentId;
  }, 60_000);

  it('lists one holding, and counts it once in the totals and the distribution', async () => {
    const holdings = await person.http.get<PortfolioInvestment[]>(`/api/investments/user/${person.id}`);
    expect(holdings.body.map((investment) => [investment.id, investment.productName, investment.status, investment.amount])).toEqual([
      [paidId, 'Short Term FD', 'active', 100000],
    ]);
    const portfolio = await person.http.get<PortfolioResponse>(`/api/portfolio/${person.id}`);
    expect(portfolio.body).toMatchObject({
      totalInvested: 100000,
      totalCurrentValue: 100000,
      investmentCount: 1,
      portfolioBreakdown: { FIXED_DEPOSITS: 100000 },
    });
    expect(portfolio.body.distribution).toEqual([{ category: 'FIXED_DEPOSITS', label: 'Fixed Deposits', amount: 100000, percentage: 100 }]);
  });

  it('the CSV has one investment of ₹1,00,000 and nothing of the declined attempt', async () => {
    const csv = await person.http.get(`/api/reports/${person.id}/transactions.csv`);
    expect(csv.status).toBe(200);
    const transactions = (csv.text.split('\r\n\r\n')[0] ?? '').trim().split('\r\n').slice(1);
    expect(transactions.filter((line) => line.includes(',Investment,'))).toEqual([
      expect.stringMatching(new RegExp(`,Investment,Short Term FD,completed,-100000,[^,]+,${paidId}$`)),
    ]);
    expect(csv.text).not.toContain(declinedId);
  });

  it('the PDF lists one holding', async () => {
    const response = await fetch(`${api.baseUrl}/api/reports/${person.id}/portfolio.pdf`, { headers: { cookie: person.http.cookie ?? '' } });
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    const holdings = text.slice(text.indexOf('Holdings'), text.indexOf('Transactions'));
    expect(holdings.match(/Short Term FD/g)).toHaveLength(1);
    expect(holdings).toContain('INR 1,00,000');
    expect(holdings).not.toMatch(/payment failed|pending payment/i);
  });
});

describe('statements that identify the holder and date by India time', () => {
  // 22:45 UTC on 26 Nov 2026 is 04:15 on 27 Nov in India: the day the investor made the payment.
  const LATE_EVENING_UTC = '2026-11-26T22:45:00.000Z';
  let person: { http: HttpClient; id: string };
  let pan: string;

  beforeAll(async () => {
    setClock(api, LATE_EVENING_UTC);
    person = await signedInVerified();
    expect((await buy(api, person.http, person.id, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 })).paymentStatus).toBe(200);
    pan = (await api.app.get(KycIdentity).panOf(person.id)) ?? '';
    expect(pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  }, 60_000);

  it('the CSV dates each transaction by India time, the header saying so: 27 Nov, not the UTC 26 Nov', async () => {
    const transactions = await person.http.get<PortfolioTransaction[]>(`/api/transactions/user/${person.id}`);
    expect(transactions.body.map((row) => row.createdAt.slice(0, 10))).toEqual(['2026-11-26', '2026-11-26']);
    const csv = await person.http.get(`/api/reports/${person.id}/transactions.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="transactions-2026-11-27.csv"');
    const [header, ...rows] = (csv.text.split('\r\n\r\n')[0] ?? '').trim().split('\r\n');
    expect(header).toBe('Date and time (IST),Type,Product,Status,Amount (INR),Transaction ID,Investment ID');
    expect(rows.map((row) => row.split(',').slice(0, 5).join(','))).toEqual([
      expect.stringMatching(/^2026-11-27 04:15,(Fee|Investment),Short Term FD,completed,-(330|100000)$/),
      expect.stringMatching(/^2026-11-27 04:15,(Fee|Investment),Short Term FD,completed,-(330|100000)$/),
    ]);
    expect(csv.text).not.toContain('2026-11-26');
    // The payouts' dates are India dates too, under a header that says so.
    expect(csv.text).toContain('\r\nPayout date (IST),Product,');
    expect(csv.text).toContain('\r\n2026-12-15,Short Term FD,monthly,');
  });

  it('the PDF names the KYC holder and the PAN masked, never whole, and dates by India time', async () => {
    const response = await fetch(`${api.baseUrl}/api/reports/${person.id}/portfolio.pdf`, { headers: { cookie: person.http.cookie ?? '' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="portfolio-statement-2026-11-27.pdf"');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Account holder: ${SANDBOX_IDENTITY_TEST_VALUES.holderName}`);
    expect(text).toContain(`PAN: ${pan.slice(0, 5)}XXXX${pan.slice(-1)}`);
    expect(text).not.toContain(pan);
    expect(text).toContain('Generated on 27 Nov 2026, 4:15 am IST; values as of 27 Nov 2026. Dates are India time (IST).');
    const holdings = text.slice(text.indexOf('Holdings'), text.indexOf('Transactions'));
    expect(holdings).toContain('27 Nov 2026');
    const transactions = text.slice(text.indexOf('Transactions'), text.indexOf('Payouts'));
    expect(transactions.match(/27 Nov 2026, 4:15 am IST/g)).toHaveLength(2);
    expect(text).not.toContain('26 Nov 2026');
  });

  it('logs neither the holder’s name nor the PAN while building them', async () => {
    const logged = logLines.join('\n');
    expect(logged).not.toContain(pan);
    expect(logged).not.toContain(SANDBOX_IDENTITY_TEST_VALUES.holderName);
  });
});
