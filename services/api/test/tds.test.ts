import {
  type ErrorBody,
  type InterestPayer,
  type PortfolioPayout,
  type PrivacyExport,
  type SessionResponse,
  type TdsDeclarationRequest,
  type TdsDeclarationResponse,
  TdsMessage,
  type TdsSummaryResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { expectWith } from '@invest/testing/labelled-expect';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { Db } from '../src/database/db.js';
import { InvestmentEntity } from '../src/modules/investments/entities/investment.entity.js';
import { CataloguePlanEntity } from '../src/modules/catalogue/entities/index.js';
import { interestTdsOn, thresholdOf } from '../src/modules/tds/tds-rates.js';
import type { HttpClient, HttpResult } from './support/http-client.js';
import { setKycStatus } from './support/kyc-status.js';
import { buy, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, settledPayoutsOf } from './support/payouts.js';
import { newPhone, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { caseChecked } from './security/cases.js';

/**
 * TDS on fixed-deposit interest, end to end through the payouts. The platform pays the interest itself (any payer but
 * a bank, s. 194A(3)(i)(c)): ₹10,000 a year from FY 2025-26, whatever the age, at 10%.
 * - crossing: a ₹4,00,000 FD bought on 10 Feb 2026 pays ₹6,000 a month. FY 2025-26 gets 15 Feb and 15 Mar: ₹12,000,
 *   so March withholds 10% of it, ₹1,200. FY 2026-27: April ₹6,000 (none), May takes the year to ₹12,000 (₹1,200),
 *   then ₹600 a month.
 * - Every other FD is bought on 10 Mar 2026: ₹10,00,000 pays ₹15,000 a month, so each payout passes ₹10,000 on its
 *   own and withholds ₹1,500, unless a Form 15G/15H made before its date covers it (one made after does not reach
 *   back). A senior gets no higher threshold from the platform; the same FD booked as a bank's (₹1,00,000 for a
 *   senior) withholds nothing.
 * - voided: ₹25,00,000 pays ₹37,500 a month under a 15G for 2026-27: April to September make ₹2,25,000, none; October
 *   takes the year's interest to ₹2,62,500, past the basic exemption limit (₹2,50,000), so the 15G is void
 *   (s. 197A(1B)): October withholds 10% of the whole year, ₹26,250, November 10% of ₹3,00,000 less that, ₹3,750, and
 *   the TDS answer says why. A senior's 15H on the same FD stays in effect (s. 197A(1C)).
 * Every test investor but the seniors was born on 15 Aug 1990; the seniors on 1 May 1960.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.32.0.${++ip}`;

const FEBRUARY_PURCHASE = '2026-02-10T06:30:00.000Z';
const PURCHASE = '2026-03-10T06:30:00.000Z';
const AFTER_15_JUL = '2026-07-16T06:30:00.000Z';
const AFTER_15_AUG = '2026-08-16T06:30:00.000Z';
const AFTER_15_SEP = '2026-09-16T06:30:00.000Z';
const AFTER_15_OCT = '2026-10-16T06:30:00.000Z';
const AFTER_15_NOV = '2026-11-16T06:30:00.000Z';
const SMALL_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 4_00_000, duration: 12 };
const BIG_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 1_000_000, duration: 12 };
const LARGE_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 25_00_000, duration: 12 };
const SENIOR_BORN = '1960-05-01';

const declare = (http: HttpClient, request: TdsDeclarationRequest): Promise<HttpResult<TdsDeclarationResponse & ErrorBody>> =>
  http.request('PUT', '/api/tds/declaration', { body: request });
const split = (payouts: PortfolioPayout[]) =>
  payouts.filter((payout) => payout.tds !== null).map((payout) => [payout.payoutDate, payout.amount, payout.tds, payout.net]);

let crossing: PayoutInvestor;
let declared: PayoutInvestor;
let late: PayoutInvestor;
let senior: PayoutInvestor;
let bankSenior: PayoutInvestor;
let voided: PayoutInvestor;
let seniorH: PayoutInvestor;

async function bought(investor: PayoutInvestor, purchase: typeof BIG_FD): Promise<string> {
  const { investmentId, paymentStatus } = await buy(api, investor.http, investor.id, purchase);
  expect(paymentStatus).toBe(200);
  return investmentId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // The tests move the clock and send the payouts through the dashboard's reads.
  await api.app.get(PayoutDispatchService).stop();
  await api.app.get(PayoutStatusSweep).stop();
  setClock(api, FEBRUARY_PURCHASE);
  crossing = await payoutInvestor(api, nextIp());
  await bought(crossing, SMALL_FD);
  setClock(api, PURCHASE);
  declared = await payoutInvestor(api, nextIp());
  late = await payoutInvestor(api, nextIp());
  senior = await payoutInvestor(api, nextIp(), undefined, SENIOR_BORN);
  bankSenior = await payoutInvestor(api, nextIp(), undefined, SENIOR_BORN);
  voided = await payoutInvestor(api, nextIp());
  seniorH = await payoutInvestor(api, nextIp(), undefined, SENIOR_BORN);
  for (const investor of [declared, late, senior]) await bought(investor, BIG_FD);
  // The catalogue has no bank's FD today: for this one booking its plan names a bank as the payer, as a partner
  // bank's deposit would, and the investment is booked with it.
  const plans = api.app.get(DataSource).getRepository(CataloguePlanEntity);
  const shortTermFd = { pageKey: 'fixedDeposits', position: 0 } as const;
  const payerOfShortTermFd = async (payer: InterestPayer) => {
    const row = await plans.findOneByOrFail(shortTermFd);
    expect(row.record.planId).toBe(BIG_FD.planId);
    await plans.update(shortTermFd, { record: { ...row.record, interestPayer: payer } });
  };
  await payerOfShortTermFd('bank');
  const bankFd = await bought(bankSenior, BIG_FD).finally(() => payerOfShortTermFd('platform'));
  const booked = await api.app.get(Db).run((em) => em.findOneByOrFail(InvestmentEntity, { id: bankFd }));
  expect(booked.interestPayer).toBe('bank');
  for (const investor of [voided, seniorH]) await bought(investor, LARGE_FD);
}, 90_000);

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
    expect(saved.body.message).toBe(
      'Your Form 15G declaration for 2026-27 is recorded. No TDS will be deducted from interest paid from today in that year. A Form 15G stops applying if the interest we pay you in that year passes ₹2,50,000, the basic exemption limit.',
    );
    expect(saved.body.declaration).toEqual({
      financialYear: '2026-27',
      form: '15G',
      estimatedTotalIncome: 2_40_000,
      declaredAt: PURCHASE,
      inEffect: true,
      notice: null,
    });
    api.clock.advance(60_000);
    const corrected = await declare(declared.http, g({ estimatedTotalIncome: 2_45_000.5 }));
    expect(corrected.body.declaration).toEqual({
      financialYear: '2026-27',
      form: '15G',
      estimatedTotalIncome: 2_45_000.5,
      declaredAt: PURCHASE,
      inEffect: true,
      notice: null,
    });
    // The 15G and the 15H whose payouts are followed below, made on the same day.
    expect((await declare(voided.http, g())).status).toBe(200);
    const seniorDeclared = await declare(seniorH.http, g({ form: '15H', estimatedTotalIncome: 6_00_000 }));
    expect(seniorDeclared.status).toBe(200);
    expect(seniorDeclared.body.message).toBe(TdsMessage.Saved.replace('{form}', '15H').replace('{year}', '2026-27'));
    const summary = await declared.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({
      financialYear: '2025-26',
      seniorCitizen: false,
      threshold: 10_000,
      ratePercent: 10,
      declaration: corrected.body.declaration,
    });
  });
});

describe('TDS crosses the platform’s threshold in the right month', () => {
  it('withholds past ₹10,000 of FY 2025-26 interest, then catches up on FY 2026-27 in May and takes 10% of each payout', async () => {
    setClock(api, AFTER_15_JUL);
    await signIn(crossing.http, crossing.phone);
    expect(split(await settledPayoutsOf(crossing.http, crossing.id))).toEqual([
      ['2026-02-15', 6_000, 0, 6_000],
      // ₹12,000 of interest in FY 2025-26: past ₹10,000 (a bank's ₹50,000 would have withheld nothing).
      ['2026-03-15', 6_000, 1_200, 4_800],
      ['2026-04-15', 6_000, 0, 6_000],
      ['2026-05-15', 6_000, 1_200, 4_800],
      ['2026-06-15', 6_000, 600, 5_400],
      ['2026-07-15', 6_000, 600, 5_400],
    ]);
    setClock(api, AFTER_15_AUG);
    await signIn(crossing.http, crossing.phone);
    const payouts = await settledPayoutsOf(crossing.http, crossing.id);
    expect(split(payouts).at(-1)).toEqual(['2026-08-15', 6_000, 600, 5_400]);
    expect(payouts.filter((payout) => payout.tds !== null).every((payout) => payout.status === 'paid')).toBe(true);
    // RazorpayX was asked for the net amount.
    const august = payouts.find((payout) => payout.payoutDate === '2026-08-15');
    const [sent] = api.gateway.ledger.payouts({ referenceId: `${august?.id ?? ''}:1` }).payouts;
    expect(api.gateway.ledger.payout(sent ?? '')?.amount).toBe(5_400_00);
    caseChecked('tdsByPayer');
  });

  it('gives the year’s figures, the threshold booked for the platform’s interest and the totals per financial year', async () => {
    const summary = await crossing.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toEqual({
      financialYear: '2026-27',
      seniorCitizen: false,
      threshold: 10_000,
      ratePercent: 10,
      interestPaid: 30_000,
      tdsDeducted: 3_000,
      declaration: null,
      years: [
        { financialYear: '2025-26', gross: 12_000, tds: 1_200, net: 10_800 },
        { financialYear: '2026-27', gross: 30_000, tds: 3_000, net: 27_000 },
      ],
    });
  });

  it('shows gross, TDS, net, the account’s last four digits and the year totals on the statements, never the account number', async () => {
    const last4 = crossing.accountNumber.slice(-4);
    const csv = await crossing.http.get(`/api/reports/${crossing.id}/transactions.csv`);
    expect(csv.status).toBe(200);
    const july = (await settledPayoutsOf(crossing.http, crossing.id)).find((payout) => payout.payoutDate === '2026-07-15');
    expect(csv.text).toContain(`2026-07-15,Short Term FD,monthly,Paid,6000,0,600,5400,XX${last4},${july?.utr ?? ''},,${july?.id ?? ''},`);
    expect(csv.text).toContain('\r\n2025-26,12000,1200,10800\r\n2026-27,30000,3000,27000\r\n');
    expect(csv.text).toContain('Nominee,No nominee named yet');
    expect(csv.text).not.toContain(crossing.accountNumber);

    const pdf = await fetch(`${api.baseUrl}/api/reports/${crossing.id}/portfolio.pdf`, { headers: { cookie: crossing.http.cookie ?? '' } });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Payouts per financial year (April-March)',
      'FY 2026-27',
      'INR 30,000',
      'INR 3,000',
      'INR 27,000',
      'INR 600',
      'INR 5,400',
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
  it('has no higher threshold for interest the platform pays: 10% of each ₹15,000 payout', async () => {
    setClock(api, AFTER_15_JUL);
    await signIn(senior.http, senior.phone);
    const payouts = await settledPayoutsOf(senior.http, senior.id);
    expect(split(payouts)).toEqual(['2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15'].map((date) => [date, 15_000, 1_500, 13_500]));
    const summary = await senior.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({ financialYear: '2026-27', seniorCitizen: true, threshold: 10_000, interestPaid: 60_000, tdsDeducted: 6_000 });
    caseChecked('tdsByPayer');
  });

  it('has a bank’s senior threshold for a bank’s FD: ₹60,000 to July withholds nothing', async () => {
    // The case only means something while the year's ₹60,000 lies between the platform's and a bank's senior threshold.
    const row = interestTdsOn('2026-07-15');
    expect(thresholdOf(row, 'platform', true)).toBeLessThan(60_000_00);
    expect(thresholdOf(row, 'bank', true)).toBeGreaterThanOrEqual(60_000_00);
    setClock(api, AFTER_15_JUL);
    await signIn(bankSenior.http, bankSenior.phone);
    const payouts = await settledPayoutsOf(bankSenior.http, bankSenior.id);
    expect(split(payouts)).toEqual(['2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15'].map((date) => [date, 15_000, 0, 15_000]));
    // RazorpayX was asked for the whole July payout.
    const july = payouts.find((payout) => payout.payoutDate === '2026-07-15');
    const [sent] = api.gateway.ledger.payouts({ referenceId: `${july?.id ?? ''}:1` }).payouts;
    expect(api.gateway.ledger.payout(sent ?? '')?.amount).toBe(15_000_00);
    caseChecked('tdsByPayer');
  });
});

describe('Form 15G waives TDS', () => {
  it('from its day on, for its year only', async () => {
    setClock(api, AFTER_15_AUG);
    await signIn(declared.http, declared.phone);
    // Made on 10 Mar 2026 for 2026-27: every payout of that year is paid whole; March 2026 (FY 2025-26) is not covered.
    expect(split(await settledPayoutsOf(declared.http, declared.id)).map(([date, , tds]) => [date, tds])).toEqual([
      ['2026-03-15', 1_500],
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
    expect(split(await settledPayoutsOf(late.http, late.id)).at(-1)).toEqual(['2026-07-15', 15_000, 1_500, 13_500]);
    const saved = await declare(late.http, { financialYear: '2026-27', form: '15G', estimatedTotalIncome: 2_00_000, confirmNilTax: true });
    expectWith(saved.status, saved.text).toBe(200);
    setClock(api, AFTER_15_AUG);
    await signIn(late.http, late.phone);
    const payouts = await settledPayoutsOf(late.http, late.id);
    expect(split(payouts).slice(-2)).toEqual([
      ['2026-07-15', 15_000, 1_500, 13_500],
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
    caseChecked('privacyExport');
  });
});

describe('a Form 15G past the basic exemption limit (s. 197A(1B))', () => {
  it('waives TDS while the year’s interest stays within ₹2,50,000', async () => {
    setClock(api, AFTER_15_SEP);
    await signIn(voided.http, voided.phone);
    const payouts = split(await settledPayoutsOf(voided.http, voided.id));
    expect(payouts).toEqual([
      ['2026-03-15', 37_500, 3_750, 33_750],
      ...['2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15'].map((date) => [date, 37_500, 0, 37_500]),
    ]);
    const summary = await voided.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({ interestPaid: 2_25_000, tdsDeducted: 0, declaration: { form: '15G', inEffect: true, notice: null } });
  });

  it('is void from the payout that passes it: that payout catches up on the year, and the answer says why', async () => {
    setClock(api, AFTER_15_OCT);
    await signIn(voided.http, voided.phone);
    expect(split(await settledPayoutsOf(voided.http, voided.id)).at(-1)).toEqual(['2026-10-15', 37_500, 26_250, 11_250]);
    const summary = await voided.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({
      financialYear: '2026-27',
      interestPaid: 2_62_500,
      tdsDeducted: 26_250,
      declaration: {
        form: '15G',
        inEffect: false,
        notice: TdsMessage.FormGVoided.replace('{year}', '2026-27').replace('{limit}', '₹2,50,000'),
      },
    });
    setClock(api, AFTER_15_NOV);
    await signIn(voided.http, voided.phone);
    expect(split(await settledPayoutsOf(voided.http, voided.id)).at(-1)).toEqual(['2026-11-15', 37_500, 3_750, 33_750]);
    caseChecked('tdsByPayer');
  });

  it('leaves a senior’s Form 15H in effect whatever the interest (s. 197A(1C))', async () => {
    setClock(api, AFTER_15_NOV);
    await signIn(seniorH.http, seniorH.phone);
    const payouts = split(await settledPayoutsOf(seniorH.http, seniorH.id));
    expect(payouts.slice(1).every(([, , tds]) => tds === 0)).toBe(true);
    expect(payouts.map(([date]) => date)).toHaveLength(9);
    const summary = await seniorH.http.get<TdsSummaryResponse>('/api/tds');
    expect(summary.body).toMatchObject({ interestPaid: 3_00_000, tdsDeducted: 0, declaration: { form: '15H', inEffect: true, notice: null } });
  });
});
