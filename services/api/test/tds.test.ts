import {
  type ErrorBody,
  type PortfolioPayout,
  type PrivacyExport,
  type SessionResponse,
  type TdsDeclarationRequest,
  type TdsDeclarationResponse,
  TdsMessage,
  type TdsSummaryResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { interestTdsOn } from '../src/modules/tds/tds-rates.js';
import type { HttpClient, HttpResult } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { buy, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, settledPayoutsOf } from './support/payouts.js';
import { newPhone, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * TDS on fixed-deposit interest, end to end through the payouts: a ₹10,00,000 FD pays ₹15,000 a month. In FY 2026-27
 * (threshold ₹50,000 under 60, 10%) April to June make ₹45,000 (no TDS); July takes the year to ₹60,000, so July
 * withholds 10% of all of it, ₹6,000 (net ₹9,000); August withholds 10% of its own ₹15,000, ₹1,500. The 15 Mar 2026
 * payout belongs to FY 2025-26 (₹15,000: none). A Form 15G made before the payout dates waives all of it; one made
 * after a payout's date does not reach back. Every test investor but one was born on 15 Aug 1990 (under 60); the
 * senior, born on 1 May 1960, has the senior threshold (₹1,00,000): the same ₹60,000 to July withholds nothing.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.32.0.${++ip}`;

const PURCHASE = '2026-03-10T06:30:00.000Z';
const AFTER_15_JUL = '2026-07-16T06:30:00.000Z';
const AFTER_15_AUG = '2026-08-16T06:30:00.000Z';
const BIG_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 1_000_000, duration: 12 };
const SENIOR_BORN = '1960-05-01';

const declare = (http: HttpClient, request: TdsDeclarationRequest): Promise<HttpResult<TdsDeclarationResponse & ErrorBody>> =>
  http.request('PUT', '/api/tds/declaration', { body: request });
const split = (payouts: PortfolioPayout[]) =>
  payouts.filter((payout) => payout.tds !== null).map((payout) => [payout.payoutDate, payout.amount, payout.tds, payout.net]);

let crossing: PayoutInvestor;
let declared: PayoutInvestor;
let late: PayoutInvestor;
let senior: PayoutInvestor;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // The tests move the clock and send the payouts through the dashboard's reads.
  api.app.get(PayoutDispatchService).stop();
  api.app.get(PayoutStatusSweep).stop();
  setClock(api, PURCHASE);
  crossing = await payoutInvestor(api, nextIp());
  declared = await payoutInvestor(api, nextIp());
  late = await payoutInvestor(api, nextIp());
  senior = await payoutInvestor(api, nextIp(), undefined, SENIOR_BORN);
  for (const investor of [crossing, declared, late, senior]) expect((await buy(api, investor.http, investor.id, BIG_FD)).paymentStatus).toBe(200);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

describe('Form 15G/15H declarations', () => {
  const g = (overrides: Partial<TdsDeclarationRequest> = {}): TdsDeclarationRequest => ({
    financialYear: '2026-27',
    form: '15G',
    estimatedTotalIncome: 2_40_000,
    confirmNilTax: true,
    ...overrides,
  });

  it('refuses what the rules do not allow, with the message that says why', async () => {
    const cases: Array<[Partial<TdsDeclarationRequest>, string, string]> = [
      [{ form: '15H' }, 'form', TdsMessage.WrongFormForAge],
      [{ estimatedTotalIncome: 3_00_000 }, 'estimatedTotalIncome', TdsMessage.IncomeOverLimit],
      [{ confirmNilTax: false }, 'confirmNilTax', TdsMessage.NilTaxRequired],
      // On 10 Mar 2026 the open years are 2025-26 and 2026-27.
      [{ financialYear: '2027-28' }, 'financialYear', TdsMessage.YearNotOpen],
      [{ financialYear: '2024-25' }, 'financialYear', TdsMessage.YearNotOpen],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await declare(declared.http, g(overrides));
      expectWith(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message, errors: [{ field, messages: [message] }] });
    }
    const malformed = await declare(declared.http, { ...g(), financialYear: 'next year', estimatedTotalIncome: -1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in, KYC-verified investor', async () => {
    const anonymous = api.client(nextIp());
    expect((await declare(anonymous, g())).status).toBe(401);
    expect((await anonymous.get('/api/tds')).status).toBe(401);
    const unverified = api.client(nextIp());
    await signIn(unverified, newPhone());
    const session = await unverified.get<SessionResponse>('/api/session');
    await setKycStatus(api, session.body.userId, 'pending');
    const refused = await declare(unverified, g());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('KYC_VERIFICATION_REQUIRED');
  });

  it('records a 15G for the next year, and a correction keeps the day it was first made', async () => {
    const saved = await declare(declared.http, g());
    expectWith(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe(TdsMessage.Saved.replace('{form}', '15G').replace('{year}', '2026-27'));
    expect(saved.body.declaration).toEqual({ financialYear: '2026-27', form: '15G', estimatedTotalIncome: 2_40_000, declaredAt: PURCHASE });
    api.clock.advance(60_000);
    const corrected = await declare(declared.http, g({ estimatedTotalIncome: 2_45_000.5 }));
    expect(corrected.body.declaration).toEqual({ financialYear: '2026-27', form: '15G', estimatedTotalIncome: 2_45_000.5, declaredAt: PURCHASE });
    const summary = await declared.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({
      financialYear: '2025-26',
      seniorCitizen: false,
      threshold: 50_000,
      ratePercent: 10,
      declaration: corrected.body.declaration,
    });
  });
});

describe('TDS crosses the threshold in the right month', () => {
  it('withholds nothing up to June, catches up on the year in July, then 10% of each payout', async () => {
    setClock(api, AFTER_15_JUL);
    await signIn(crossing.http, crossing.phone);
    expect(split(await settledPayoutsOf(crossing.http, crossing.id))).toEqual([
      ['2026-03-15', 15_000, 0, 15_000],
      ['2026-04-15', 15_000, 0, 15_000],
      ['2026-05-15', 15_000, 0, 15_000],
      ['2026-06-15', 15_000, 0, 15_000],
      ['2026-07-15', 15_000, 6_000, 9_000],
    ]);
    setClock(api, AFTER_15_AUG);
    await signIn(crossing.http, crossing.phone);
    const payouts = await settledPayoutsOf(crossing.http, crossing.id);
    expect(split(payouts).at(-1)).toEqual(['2026-08-15', 15_000, 1_500, 13_500]);
    expect(payouts.filter((payout) => payout.tds !== null).every((payout) => payout.status === 'paid')).toBe(true);
    // RazorpayX was asked for the net amount.
    const august = payouts.find((payout) => payout.payoutDate === '2026-08-15');
    const [sent] = api.gateway.ledger.payouts({ referenceId: `${august?.id ?? ''}:1` }).payouts;
    expect(api.gateway.ledger.payout(sent ?? '')?.amount).toBe(13_500_00);
  });

  it('gives the year’s figures and the totals per financial year', async () => {
    const summary = await crossing.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toEqual({
      financialYear: '2026-27',
      seniorCitizen: false,
      threshold: 50_000,
      ratePercent: 10,
      interestPaid: 75_000,
      tdsDeducted: 7_500,
      declaration: null,
      years: [
        { financialYear: '2025-26', gross: 15_000, tds: 0, net: 15_000 },
        { financialYear: '2026-27', gross: 75_000, tds: 7_500, net: 67_500 },
      ],
    });
  });

  it('shows gross, TDS, net, the account’s last four digits and the year totals on the statements, never the account number', async () => {
    const last4 = crossing.accountNumber.slice(-4);
    const csv = await crossing.http.get(`/api/reports/${crossing.id}/transactions.csv`);
    expect(csv.status).toBe(200);
    const july = (await settledPayoutsOf(crossing.http, crossing.id)).find((payout) => payout.payoutDate === '2026-07-15');
    expect(csv.text).toContain(`2026-07-15,Short Term FD,monthly,Paid,15000,0,6000,9000,XX${last4},${july?.utr ?? ''},,${july?.id ?? ''},`);
    expect(csv.text).toContain('\r\n2025-26,15000,0,15000\r\n2026-27,75000,7500,67500\r\n');
    expect(csv.text).toContain('Nominee,No nominee named yet');
    expect(csv.text).not.toContain(crossing.accountNumber);

    const pdf = await fetch(`${api.baseUrl}/api/reports/${crossing.id}/portfolio.pdf`, { headers: { cookie: crossing.http.cookie ?? '' } });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Payouts per financial year (April-March)',
      'FY 2026-27',
      'INR 75,000',
      'INR 7,500',
      'INR 67,500',
      'INR 6,000',
      'INR 9,000',
      `XX${last4}`,
      'Paid',
      'Scheduled',
      'No nominee named yet',
    ]) {
      expectWith(text, expected).toContain(expected);
    }
    expect(text).not.toContain(crossing.accountNumber);
  });
});

describe('a senior citizen', () => {
  it('has the senior threshold when the payouts are sent: ₹60,000 to July withholds nothing', async () => {
    // The case only means something while the year's ₹60,000 lies between the two thresholds.
    const row = interestTdsOn('2026-07-15');
    expect(row.thresholdPaise).toBeLessThan(60_000_00);
    expect(row.seniorThresholdPaise).toBeGreaterThanOrEqual(60_000_00);
    setClock(api, AFTER_15_JUL);
    await signIn(senior.http, senior.phone);
    const payouts = await settledPayoutsOf(senior.http, senior.id);
    expect(split(payouts)).toEqual([
      ['2026-03-15', 15_000, 0, 15_000],
      ['2026-04-15', 15_000, 0, 15_000],
      ['2026-05-15', 15_000, 0, 15_000],
      ['2026-06-15', 15_000, 0, 15_000],
      ['2026-07-15', 15_000, 0, 15_000],
    ]);
    // RazorpayX was asked for the whole July payout.
    const july = payouts.find((payout) => payout.payoutDate === '2026-07-15');
    const [sent] = api.gateway.ledger.payouts({ referenceId: `${july?.id ?? ''}:1` }).payouts;
    expect(api.gateway.ledger.payout(sent ?? '')?.amount).toBe(15_000_00);
    const summary = await senior.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({ financialYear: '2026-27', seniorCitizen: true, threshold: 1_00_000, interestPaid: 60_000, tdsDeducted: 0 });
  });
});

describe('Form 15G waives TDS', () => {
  it('from its day on, for its year only', async () => {
    setClock(api, AFTER_15_AUG);
    await signIn(declared.http, declared.phone);
    // Made on 10 Mar 2026 for 2026-27: every payout of that year is paid whole.
    expect(split(await settledPayoutsOf(declared.http, declared.id)).map(([date, , tds]) => [date, tds])).toEqual([
      ['2026-03-15', 0],
      ['2026-04-15', 0],
      ['2026-05-15', 0],
      ['2026-06-15', 0],
      ['2026-07-15', 0],
      ['2026-08-15', 0],
    ]);
  });

  it('made after a payout’s date, it does not reach back', async () => {
    setClock(api, AFTER_15_JUL);
    await signIn(late.http, late.phone);
    // The dashboard's first read on 16 Jul sends the payouts up to 15 Jul: July crosses the threshold.
    expect(split(await settledPayoutsOf(late.http, late.id)).at(-1)).toEqual(['2026-07-15', 15_000, 6_000, 9_000]);
    const saved = await declare(late.http, { financialYear: '2026-27', form: '15G', estimatedTotalIncome: 2_00_000, confirmNilTax: true });
    expectWith(saved.status, saved.text).toBe(200);
    setClock(api, AFTER_15_AUG);
    await signIn(late.http, late.phone);
    const payouts = await settledPayoutsOf(late.http, late.id);
    expect(split(payouts).slice(-2)).toEqual([
      ['2026-07-15', 15_000, 6_000, 9_000],
      ['2026-08-15', 15_000, 0, 15_000],
    ]);
  });
});

describe('the privacy export (Access)', () => {
  it('carries the Form 15G/15H, every TDS deduction, the KYC holder and the gateway customer', async () => {
    setClock(api, AFTER_15_AUG);
    await signIn(declared.http, declared.phone);
    const declaredExport = await declared.http.get<PrivacyExport>('/api/privacy/export');
    expect(declaredExport.body.tdsDeclarations).toEqual([
      { financialYear: '2026-27', form: '15G', estimatedIncome: 2_45_000.5, declaredAt: PURCHASE, updatedAt: expect.any(String) as unknown as string },
    ]);
    expect(declaredExport.body.kyc?.holder).toEqual({ name: 'Asha Rao', dateOfBirth: '1990-08-15' });
    expect(declaredExport.body.gatewayCustomerId).toBeNull();
    expect(declaredExport.body.refunds).toEqual([]);

    await signIn(crossing.http, crossing.phone);
    const withheld = (await settledPayoutsOf(crossing.http, crossing.id)).filter((payout) => (payout.tds ?? 0) > 0);
    expect(withheld.length).toBeGreaterThan(0);
    const crossingExport = await crossing.http.get<PrivacyExport>('/api/privacy/export');
    expect(crossingExport.body.tdsDeductions.map((row) => [row.payoutId, row.payoutDate, row.gross, row.tds, row.net])).toEqual(
      withheld.map((payout) => [payout.id, payout.payoutDate, payout.amount, payout.tds, payout.net]),
    );
    expect(crossingExport.body.tdsDeclarations).toEqual([]);
  });
});
