import {
  type ErrorBody,
  type PortfolioPayout,
  TAX_DEDUCTOR,
  type TaxPapersResponse,
  TaxPapersMessage,
  type TdsDeclarationResponse,
  type TdsSummaryResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { apiRegistry } from '../src/common/metrics/api-metrics.js';
import { startMetricsServer } from '../src/common/metrics/metrics-server.js';
import { internalRoutes } from '../src/internal-routes.js';
import { CataloguePlanEntity } from '../src/modules/catalogue/entities/index.js';
import { KycIdentity } from '../src/modules/kyc/kyc-identity.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { buy, setClock } from './support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, settledPayoutsOf } from './support/payouts.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The investor's tax papers, figure by figure, worked out by hand. A ₹40,00,000 Short Term FD at 18% for 18 months,
 * bought 10 Mar 2026, pays 1.5% a month, ₹60,000, on every 15th from 15 Mar 2026 to 15 Jul 2027 (17 payouts), and
 * the 18th month's ₹60,000 with the principal at maturity, 10 Sep 2027. The platform pays the interest, so the
 * s. 194A threshold is ₹10,000 a year (FY 2025-26 on), rate 10%:
 * - FY 2025-26: 15 Mar 2026, ₹60,000 > ₹10,000: TDS 10% of ₹60,000 = ₹6,000. Q4 (Jan-Mar 2026) ₹60,000 / ₹6,000;
 *   Q3 (Oct-Dec 2025), before the deposit, has no payout and no certificate.
 * - FY 2026-27: 15 Apr 2026 ₹60,000 > ₹10,000: ₹6,000; each later month 10% × (year so far) − TDS so far = ₹6,000.
 *   12 payouts: interest ₹7,20,000, TDS ₹72,000, net ₹6,48,000; each quarter ₹1,80,000 / ₹18,000.
 * - FY 2027-28: on 20 Mar 2027 the investor makes a Form 15G for it (estimated income ₹2,40,000). April, May, June
 *   and July take the year's interest to ₹60,000, ₹1,20,000, ₹1,80,000, ₹2,40,000 (within ₹2,50,000: waived, TDS 0,
 *   26Q reason B). The maturity takes it to ₹3,00,000 > ₹2,50,000: the 15G is void for the year (s. 197A(1B)), and
 *   that payout deducts 10% of ₹3,00,000 − 0 = ₹30,000 (within its ₹60,000 interest), no reason code. Q1 (Apr-Jun) has
 *   no TDS: no certificate; Q2 (Jul-Sep) ₹1,20,000 / ₹30,000. The year: interest ₹3,00,000, TDS ₹30,000, principal
 *   ₹40,00,000, gross ₹43,00,000, net ₹42,70,000.
 */
let database: TestDatabase;
let api: TestApp;
let internal: Server;
let internalUrl: string;
let ip = 0;
const nextIp = () => `10.58.0.${++ip}`;

const FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 40_00_000, duration: 18 };
const PURCHASE = '2026-03-10T06:30:00.000Z';
const BEFORE_Q4_CLOSES = '2027-03-20T06:30:00.000Z';
const AFTER_MATURITY = '2027-10-01T06:30:00.000Z';

let investor: PayoutInvestor;
let other: PayoutInvestor;
let pan: string;

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees2 = (value: number) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
const inr2 = (value: number) => `INR ${new Intl.NumberFormat('en-IN').format(Math.trunc(value / 100))}.${String(value % 100).padStart(2, '0')}`;
const papersUrl = (path: string) => `/api/reports/${investor.id}/${path}`;

async function download(who: PayoutInvestor, path: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(`${api.baseUrl}/api/reports/${investor.id}/${path}`, { headers: { cookie: who.http.cookie ?? '' } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Sums of the payouts the API lists (GET /api/payouts/user), sent (split fixed) in [start, end], in paise. */
function ledgerSums(payouts: PortfolioPayout[], start: string, end: string) {
  const sent = payouts.filter((payout) => payout.tds !== null && payout.payoutDate >= start && payout.payoutDate <= end);
  const sum = (pick: (payout: PortfolioPayout) => number) => sent.reduce((total, payout) => total + paise(pick(payout)), 0);
  return {
    gross: sum((payout) => payout.amount),
    principal: sum((payout) => payout.principal),
    interest: sum((payout) => payout.amount - payout.principal),
    tds: sum((payout) => payout.tds ?? 0),
    net: sum((payout) => payout.net ?? 0),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  await api.app.get(PayoutDispatchService).stop();
  await api.app.get(PayoutStatusSweep).stop();
  const started = await startMetricsServer(apiRegistry, 0, '127.0.0.1', internalRoutes(api.app));
  internal = started.server;
  internalUrl = `http://127.0.0.1:${started.port}`;
  setClock(api, PURCHASE);
  investor = await payoutInvestor(api, nextIp());
  other = await payoutInvestor(api, nextIp());
  // The catalogue's fixed deposits book 12, 24 or 36 months; a deposit that runs into a third financial year needs
  // 18, so for this one booking the Short Term FD (18% a year, 1.5% a month) is listed for 18 months (the investment
  // keeps its terms snapshot).
  const plans = api.app.get(DataSource).getRepository(CataloguePlanEntity);
  const shortTermFd = { pageKey: 'fixedDeposits', position: 0 } as const;
  const { record } = await plans.findOneByOrFail(shortTermFd);
  expect(record.planId).toBe(FD.planId);
  const listFor = (durationMonths: number) => plans.update(shortTermFd, { record: { ...record, durationMonths } });
  await listFor(FD.duration);
  const paid = await buy(api, investor.http, investor.id, FD).finally(() => listFor(Number(record.durationMonths)));
  expect(paid.paymentStatus).toBe(200);
  pan = (await api.app.get(KycIdentity).panOf(investor.id)) ?? '';
  expect(pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => internal?.close(resolve));
  await api?.close();
  await database?.drop();
}, 60_000);

describe('before the year ends (20 Mar 2027)', () => {
  it('offers the closed quarters with TDS only, and refuses the open one with a clear message', async () => {
    setClock(api, BEFORE_Q4_CLOSES);
    await signIn(investor.http, investor.phone);
    const payouts = await settledPayoutsOf(investor.http, investor.id);
    const split = payouts.filter((payout) => payout.tds !== null).map((payout) => [payout.payoutDate, payout.amount, payout.tds]);
    expect(split).toEqual([
      ['2026-03-15', 60_000, 6_000],
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => [`2026-${month}-15`, 60_000, 6_000]),
      ...['01', '02', '03'].map((month) => [`2027-${month}-15`, 60_000, 6_000]),
    ]);

    const list = await investor.http.get<TaxPapersResponse>(papersUrl('tax-papers'));
    expectWith(list.status, list.text).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.certificates).toEqual([
      { quarter: '2026-27-Q3', label: 'Oct-Dec 2026 (Q3, FY 2026-27)', amountPaid: 1_80_000, tds: 18_000 },
      { quarter: '2026-27-Q2', label: 'Jul-Sep 2026 (Q2, FY 2026-27)', amountPaid: 1_80_000, tds: 18_000 },
      { quarter: '2026-27-Q1', label: 'Apr-Jun 2026 (Q1, FY 2026-27)', amountPaid: 1_80_000, tds: 18_000 },
      { quarter: '2025-26-Q4', label: 'Jan-Mar 2026 (Q4, FY 2025-26)', amountPaid: 60_000, tds: 6_000 },
    ]);
    expect(list.body.years.map((year) => [year.financialYear, year.open])).toEqual([
      ['2026-27', true],
      ['2025-26', false],
    ]);

    const open = await investor.http.get<ErrorBody>(papersUrl('tds-certificates/2026-27-Q4'));
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(TaxPapersMessage.QuarterOpen.replace('{quarter}', 'Jan-Mar 2027 (Q4, FY 2026-27)').replace('{end}', '31 Mar 2027'));

    const declared = await investor.http.request<TdsDeclarationResponse>('PUT', '/api/tds/declaration', {
      body: { financialYear: '2027-28', form: '15G', estimatedTotalIncome: 2_40_000, confirmNilTax: true },
    });
    expectWith(declared.status, declared.text).toBe(200);
  }, 60_000);
});

describe('after the deposit matured (1 Oct 2027)', () => {
  let payouts: PortfolioPayout[];

  beforeAll(async () => {
    setClock(api, AFTER_MATURITY);
    await signIn(investor.http, investor.phone);
    payouts = await settledPayoutsOf(investor.http, investor.id);
    await signIn(other.http, other.phone);
  }, 60_000);

  it('lists every closed quarter with TDS and each year', async () => {
    const fy28 = payouts
      .filter((payout) => payout.payoutDate >= '2027-04-01')
      .map((payout) => [payout.payoutDate, payout.payoutType, payout.amount, payout.tds]);
    expect(fy28).toEqual([
      ['2027-04-15', 'monthly', 60_000, 0],
      ['2027-05-15', 'monthly', 60_000, 0],
      ['2027-06-15', 'monthly', 60_000, 0],
      ['2027-07-15', 'monthly', 60_000, 0],
      ['2027-09-10', 'maturity', 40_60_000, 30_000],
    ]);
    const maturity = payouts.find((payout) => payout.payoutType === 'maturity');
    expect(maturity).toMatchObject({ payoutDate: '2027-09-10', principal: 40_00_000, tds: 30_000, net: 40_30_000, status: 'paid' });
    const list = await investor.http.get<TaxPapersResponse>(papersUrl('tax-papers'));
    // FY 2027-28's Q1 is all under the 15G (no TDS): no certificate; its Q2 has the maturity's TDS once the 15G is void.
    expect(list.body.certificates.map((certificate) => [certificate.quarter, certificate.amountPaid, certificate.tds])).toEqual([
      ['2027-28-Q2', 1_20_000, 30_000],
      ['2026-27-Q4', 1_80_000, 18_000],
      ['2026-27-Q3', 1_80_000, 18_000],
      ['2026-27-Q2', 1_80_000, 18_000],
      ['2026-27-Q1', 1_80_000, 18_000],
      ['2025-26-Q4', 60_000, 6_000],
    ]);
    expect(list.body.years.map((year) => [year.financialYear, year.open])).toEqual([
      ['2027-28', true],
      ['2026-27', false],
      ['2025-26', false],
    ]);
  });

  it('writes the Q2 certificate as Form 16A: deductor, masked PAN, each deduction and the totals', async () => {
    const file = await download(investor, 'tds-certificates/2026-27-Q2');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="tds-certificate-2026-27-Q2.pdf"');
    const text = pdfText(file.bytes);
    const masked = `${pan.slice(0, 5)}XXXX${pan.slice(-1)}`;
    for (const expected of [
      'TDS certificate (Form 16A format)',
      'Jul-Sep 2026 (Q2, FY 2026-27)',
      '01 Jul 2026',
      '30 Sept 2026',
      '2027-28',
      TAX_DEDUCTOR.name,
      TAX_DEDUCTOR.tan,
      TAX_DEDUCTOR.pan,
      TAX_DEDUCTOR.challanReference,
      'Asha Rao',
      masked,
      '15 Jul 2026',
      '15 Aug 2026',
      // Intl's en-IN short month.
      '15 Sept 2026',
      inr2(60_000_00),
      inr2(6_000_00),
      inr2(1_80_000_00),
      inr2(18_000_00),
      '194A',
    ]) {
      expectWith(text, expected).toContain(expected);
    }
    expect(text).not.toContain(pan);
    // Q1 and Q3's payouts are not on it.
    expect(text).not.toContain('15 Jun 2026');
    expect(text).not.toContain('15 Oct 2026');
  });

  it('writes the Q2 FY 2027-28 certificate with the waived July payout and the maturity that voided the 15G', async () => {
    const file = await download(investor, 'tds-certificates/2027-28-Q2');
    expect(file.status).toBe(200);
    const text = pdfText(file.bytes);
    for (const expected of [
      'Jul-Sep 2027 (Q2, FY 2027-28)',
      '2028-29',
      '15 Jul 2027',
      '10 Sept 2027',
      inr2(60_000_00),
      inr2(0),
      inr2(30_000_00),
      inr2(1_20_000_00),
    ]) {
      expectWith(text, expected).toContain(expected);
    }
    // Amount paid/credited is the interest: the principal repaid is not on it.
    expect(text).not.toContain(inr2(40_60_000_00));
    expect(text).not.toContain('15 Jun 2027');
  });

  it('writes each year statement (CSV and PDF) whose totals equal the payouts ledger to the paisa', async () => {
    const summary = await investor.http.get<TdsSummaryResponse>('/api/tds');
    // The 15G of the year in progress is void since the maturity (GET /api/tds says so too).
    expect(summary.body.declaration).toMatchObject({ financialYear: '2027-28', form: '15G', inEffect: false });
    expect(summary.body.declaration?.notice).toContain('₹2,50,000');
    const cases = [
      {
        year: '2025-26',
        start: '2025-04-01',
        end: '2026-03-31',
        interest: 60_000_00,
        tds: 6_000_00,
        principal: 0,
        gross: 60_000_00,
        net: 54_000_00,
        declaration: 'None',
      },
      {
        year: '2026-27',
        start: '2026-04-01',
        end: '2027-03-31',
        interest: 7_20_000_00,
        tds: 72_000_00,
        principal: 0,
        gross: 7_20_000_00,
        net: 6_48_000_00,
        declaration: 'None',
      },
      {
        year: '2027-28',
        start: '2027-04-01',
        end: '2028-03-31',
        interest: 3_00_000_00,
        tds: 30_000_00,
        principal: 40_00_000_00,
        gross: 43_00_000_00,
        net: 42_70_000_00,
        declaration: 'Form 15G,2027-03-20,240000.00,2027-09-10',
      },
    ];
    for (const expected of cases) {
      const sums = ledgerSums(payouts, expected.start, expected.end);
      expect(sums).toEqual({ gross: expected.gross, principal: expected.principal, interest: expected.interest, tds: expected.tds, net: expected.net });
      const totals = summary.body.years.find((row) => row.financialYear === expected.year);
      expect(totals && [paise(totals.gross), paise(totals.tds), paise(totals.net)]).toEqual([sums.gross, sums.tds, sums.net]);

      const csv = await download(investor, `tax-statements/${expected.year}/csv`);
      expectWith(csv.status, expected.year).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('cache-control')).toBe('no-store');
      const text = Buffer.from(csv.bytes).toString('utf8');
      const block = [
        'Item,Amount (INR)',
        `Interest paid,${rupees2(expected.interest)}`,
        `TDS deducted,${rupees2(expected.tds)}`,
        `Principal repaid,${rupees2(expected.principal)}`,
        'Proceeds of redemptions,0.00',
        '"Proceeds of premature withdrawals (principal and interest, counted above)",0.00',
        `Total paid (gross),${rupees2(expected.gross)}`,
        `Net paid to your bank account,${rupees2(expected.net)}`,
      ].join('\r\n');
      expectWith(text, expected.year).toContain(block);
      expectWith(text, expected.year).toContain(
        `Declaration,Made on (IST),Estimated total income (INR),Void from (s. 197A(1B))\r\n${expected.declaration}\r\n`,
      );
      const rows = text.split('\r\n').filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line));
      expect(rows).toHaveLength(
        payouts.filter((payout) => payout.tds !== null && payout.payoutDate >= expected.start && payout.payoutDate <= expected.end).length,
      );

      const pdf = await download(investor, `tax-statements/${expected.year}/pdf`);
      expect(pdf.status).toBe(200);
      const shown = pdfText(pdf.bytes);
      for (const figure of [`Tax statement, FY ${expected.year}`, inr2(expected.interest), inr2(expected.tds), inr2(expected.gross), inr2(expected.net)]) {
        expectWith(shown, `${expected.year}: ${figure}`).toContain(figure);
      }
      expect(shown).not.toContain(pan);
    }
    const fy27 = pdfText((await download(investor, 'tax-statements/2026-27/pdf')).bytes);
    expect(fy27).toContain('None: no Form 15G or 15H for this year.');
    expect(fy27).toContain('Jul-Sep 2026 (Q2, FY 2026-27)');
    const fy28 = pdfText((await download(investor, 'tax-statements/2027-28/pdf')).bytes);
    expect(fy28).toContain('Form 15G made on 20 Mar 2027');
    // The PDF wraps the line after the month.
    expect(fy28).toContain('void for FY 2027-28 from the payout of 10 Sept');
    expect(fy28).toContain(inr2(2_50_000_00));
    expect(fy28).not.toContain('no TDS on interest dated from that day');
    expect(fy28).toContain(inr2(40_00_000_00));
  });

  it('writes the CSV headers in Hindi once the investor chose Hindi (UTF-8 with a byte order mark), the data rows as in English; the PDFs in Devanagari', async () => {
    const setLanguage = (language: string) => investor.http.request('PUT', '/api/profile/language', { body: { language } });
    const files = ['tax-statements/2026-27/csv', 'transactions.csv'];
    const english = await Promise.all(files.map((path) => download(investor, path)));
    expect((await setLanguage('hi')).status).toBe(200);
    try {
      const hindi = await Promise.all(files.map((path) => download(investor, path)));
      for (const [index, path] of files.entries()) {
        const before = english[index]?.bytes ?? new Uint8Array();
        const after = hindi[index]?.bytes ?? new Uint8Array();
        expectWith(hindi[index]?.headers.get('content-type'), path).toBe('text/csv; charset=utf-8');
        expectWith([...before.slice(0, 3)], path).not.toEqual([0xef, 0xbb, 0xbf]);
        expectWith([...after.slice(0, 3)], path).toEqual([0xef, 0xbb, 0xbf]);
        // The data rows (each starting with an ISO date or a financial year) are byte for byte the English ones.
        const dataRows = (bytes: Uint8Array) =>
          Buffer.from(bytes)
            .toString('utf8')
            .split('\r\n')
            .filter((line) => /^\d{4}-\d{2}/.test(line));
        expectWith(dataRows(after), path).toEqual(dataRows(before));
        expectWith(dataRows(after).length, path).toBeGreaterThan(0);
      }
      const tax = Buffer.from(hindi[0]?.bytes ?? new Uint8Array()).toString('utf8');
      expect(tax).toContain('\r\nमद,राशि (₹)\r\nभुगतान किया गया ब्याज,');
      expect(tax).toContain(
        '\r\nभुगतान की तिथि (IST),उत्पाद,भुगतान का प्रकार,स्थिति,सकल राशि (₹),ब्याज (₹),मूलधन (₹),रिडेम्पशन राशि (₹),TDS (₹),शुद्ध राशि (₹),भुगतान आईडी\r\n',
      );
      const statement = Buffer.from(hindi[1]?.bytes ?? new Uint8Array()).toString('utf8');
      expect(statement.startsWith('\uFEFFदिनांक और समय (IST),प्रकार,उत्पाद,स्थिति,राशि (₹),लेन-देन आईडी,निवेश आईडी\r\n')).toBe(true);
      expect(statement).toContain('\r\nनामांकित व्यक्ति,');

      // The PDFs: Noto Sans Devanagari embedded, the document declared Hindi; the figures the same.
      for (const path of ['tax-statements/2027-28/pdf', 'portfolio.pdf']) {
        const pdf = await download(investor, path);
        expectWith(pdf.status, path).toBe(200);
        const latin = Buffer.from(pdf.bytes).toString('latin1');
        expectWith(latin, path).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
        expectWith(latin, path).toContain('/Lang (hi-IN)');
      }
    } finally {
      await setLanguage('en');
    }
    // Back in English: the very bytes of before, and the PDF in English again.
    const again = await Promise.all(files.map((path) => download(investor, path)));
    expect(again.map((file) => Buffer.from(file.bytes).toString('utf8'))).toEqual(english.map((file) => Buffer.from(file.bytes).toString('utf8')));
    expect(pdfText((await download(investor, 'tax-statements/2027-28/pdf')).bytes)).toContain('Tax statement, FY 2027-28');
  });

  it("refuses another investor's papers, an open quarter, a quarter without TDS and what names no period", async () => {
    for (const path of ['tax-papers', 'tds-certificates/2026-27-Q2', 'tax-statements/2026-27/pdf', 'tax-statements/2026-27/csv']) {
      const refused = await download(other, path);
      expectWith(refused.status, path).toBe(403);
      expect(Buffer.from(refused.bytes).toString()).not.toContain('60000');
      expectWith((await api.client(nextIp()).get(papersUrl(path))).status, path).toBe(401);
    }
    const cases: Array<[string, number, string]> = [
      ['tds-certificates/2027-28-Q3', 409, TaxPapersMessage.QuarterOpen.replace('{quarter}', 'Oct-Dec 2027 (Q3, FY 2027-28)').replace('{end}', '31 Dec 2027')],
      // Before the deposit: no payout at all.
      ['tds-certificates/2025-26-Q3', 404, TaxPapersMessage.NoTdsInQuarter.replace('{quarter}', 'Oct-Dec 2025 (Q3, FY 2025-26)')],
      // Every payout waived by the 15G.
      ['tds-certificates/2027-28-Q1', 404, TaxPapersMessage.NoTdsInQuarter.replace('{quarter}', 'Apr-Jun 2027 (Q1, FY 2027-28)')],
      ['tds-certificates/2026-27-Q5', 400, TaxPapersMessage.BadQuarter],
      ['tax-statements/2026-28/pdf', 400, TaxPapersMessage.BadYear],
      ['tax-statements/2028-29/csv', 404, TaxPapersMessage.YearNotBegun.replace('{year}', '2028-29')],
    ];
    for (const [path, status, message] of cases) {
      const answer = await investor.http.get<ErrorBody>(papersUrl(path));
      expectWith(answer.status, path).toBe(status);
      expect(answer.body.message).toBe(message);
    }
  });

  it('gives ops the 26Q deductee rows with the PAN on the internal port only', async () => {
    const path = '/internal/tds/26q?quarter=2026-27-Q2';
    expect((await fetch(`${api.baseUrl}${path}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api${path}`)).status).toBe(404);
    expect((await investor.http.get(`/api${path}`)).status).toBe(404);

    const extract = await fetch(`${internalUrl}${path}`);
    expect(extract.status).toBe(200);
    expect(extract.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const byDate = new Map(payouts.map((payout) => [payout.payoutDate, payout.id]));
    expect((await extract.text()).split('\r\n')).toEqual([
      'Deductee PAN,Deductee name,Section,Amount paid/credited (INR),Date of payment/credit,TDS deducted (INR),Date of deduction,Rate (%),Reason for non-deduction,Deductee reference,Payout ID',
      `${pan},Asha Rao,194A,60000.00,15/07/2026,6000.00,15/07/2026,10.00,,${investor.id},${byDate.get('2026-07-15') ?? ''}`,
      `${pan},Asha Rao,194A,60000.00,15/08/2026,6000.00,15/08/2026,10.00,,${investor.id},${byDate.get('2026-08-15') ?? ''}`,
      `${pan},Asha Rao,194A,60000.00,15/09/2026,6000.00,15/09/2026,10.00,,${investor.id},${byDate.get('2026-09-15') ?? ''}`,
      '',
    ]);
    const mine = async (quarter: string) =>
      (await (await fetch(`${internalUrl}/internal/tds/26q?quarter=${quarter}`)).text()).split('\r\n').filter((line) => line.includes(investor.id));
    // The 15G year: paid whole under it, reason B (declaration under s. 197A)...
    expect(await mine('2027-28-Q1')).toEqual(
      ['04', '05', '06'].map(
        (month) => `${pan},Asha Rao,194A,60000.00,15/${month}/2027,0.00,15/${month}/2027,10.00,B,${investor.id},${byDate.get(`2027-${month}-15`) ?? ''}`,
      ),
    );
    // ...until the maturity passes ₹2,50,000: the 15G is void, TDS is deducted and no reason is given.
    expect(await mine('2027-28-Q2')).toEqual([
      `${pan},Asha Rao,194A,60000.00,15/07/2027,0.00,15/07/2027,10.00,B,${investor.id},${byDate.get('2027-07-15') ?? ''}`,
      `${pan},Asha Rao,194A,60000.00,10/09/2027,30000.00,10/09/2027,10.00,,${investor.id},${byDate.get('2027-09-10') ?? ''}`,
    ]);
    const open = await fetch(`${internalUrl}/internal/tds/26q?quarter=2027-28-Q3`);
    expect(open.status).toBe(409);
    expect((await fetch(`${internalUrl}/internal/tds/26q?quarter=soon`)).status).toBe(400);
  });
});
