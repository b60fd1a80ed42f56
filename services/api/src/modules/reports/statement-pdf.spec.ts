import type { NomineeView, PortfolioPayout, PortfolioTransaction } from '@invest/contracts';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { pdfText } from '../../../../../e2e/support/pdf-text.js';
import type { PortfolioSnapshot } from '../portfolio/portfolio.service.js';
import { buildStatementPdf } from './statement-pdf.js';

const transaction = (id: string, type: PortfolioTransaction['type'], amount: number): PortfolioTransaction => ({
  id,
  investmentId: 'i1',
  productName: 'Regular FD',
  type,
  status: 'completed',
  amount,
  description: null,
  createdAt: '2026-03-24T06:30:00.000Z',
});

const snapshot: PortfolioSnapshot = {
  portfolio: {
    totalInvested: 100000,
    totalCurrentValue: 101500,
    totalEarnings: 1500,
    returnPercentage: 1.5,
    investmentCount: 1,
    portfolioBreakdown: { FIXED_DEPOSITS: 100000 },
    distribution: [{ category: 'FIXED_DEPOSITS', label: 'Fixed Deposits', amount: 100000, percentage: 100 }],
    xirr: null,
    asOf: '2026-04-18',
  },
  investments: [],
  transactions: [transaction('t3', 'payout', 1500), transaction('t2', 'fee', 330), transaction('t1', 'investment', 100000)],
  payouts: [],
};

const HOLDER = { name: 'Asha Rao', maskedPan: 'ABCPEXXXXF' };

const NO_NOMINEE: NomineeView = {
  status: 'not_started',
  name: null,
  relationship: null,
  dateOfBirth: null,
  minor: false,
  guardianName: null,
  guardianRelationship: null,
  declaredAt: null,
};

const payout = (id: string, payoutDate: string, fields: Partial<PortfolioPayout>): PortfolioPayout => ({
  id,
  investmentId: 'i1',
  productName: 'Regular FD',
  status: 'pending',
  payoutDate,
  payoutType: 'monthly',
  amount: 6000,
  principal: 0,
  tds: null,
  net: null,
  bankLast4: null,
  utr: null,
  failureReason: null,
  ...fields,
});

/** The page content streams, inflated: text operators and the colours set before them. */
function contentStreams(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const chunks: string[] = [];
  for (const match of latin.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = latin.indexOf('endstream', start);
    try {
      chunks.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a compressed content stream (fonts, metadata).
    }
  }
  return chunks.join('\n');
}

const RED = '180,35,24';
const GREEN = '6,118,71';
const BLACK = '0,0,0';

/** Each text drawn (TJ) with the fill colour set before it ('r,g,b' in 0-255). */
function coloredTexts(content: string): Array<{ text: string; colour: string }> {
  const drawn: Array<{ text: string; colour: string }> = [];
  let colour = BLACK;
  for (const match of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) scn|\[(.*?)\] TJ/g)) {
    if (match[4] === undefined) {
      colour = [match[1], match[2], match[3]].map((part) => Math.round(Number(part) * 255)).join(',');
      continue;
    }
    const text = [...match[4].matchAll(/<([0-9a-fA-F]+)>/g)]
      .map((hex) => (hex[1] ?? '').replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))))
      .join('');
    drawn.push({ text, colour });
  }
  return drawn;
}

describe('buildStatementPdf', () => {
  it('names the account holder (KYC name) and the PAN masked, and dates by India time (22:45 UTC is the next day)', async () => {
    const late = { ...transaction('t9', 'investment', 100000), createdAt: '2026-11-26T22:45:00.000Z' };
    const pdf = await buildStatementPdf({
      snapshot: { ...snapshot, transactions: [late] },
      generatedAt: new Date('2026-11-26T22:50:00.000Z'),
      holder: HOLDER,
      account: '******3210',
      language: 'en',
      yearTotals: [],
      nominee: NO_NOMINEE,
    });
    const text = pdfText(pdf);
    expect(text).toContain('Account holder: Asha Rao');
    expect(text).toContain('PAN: ABCPEXXXXF');
    expect(text).toContain('Registered mobile: ******3210');
    expect(text).toContain('Generated on 27 Nov 2026, 4:20 am IST');
    expect(text).toContain('27 Nov 2026, 4:15 am IST');
    expect(text).toContain('Date (IST)');
    expect(text).not.toContain('26 Nov 2026');
  });

  it('signs the transactions the way money moves: investment and fee debits (red), payout a credit (green)', async () => {
    const pdf = await buildStatementPdf({
      snapshot,
      generatedAt: new Date('2026-04-18T06:30:00.000Z'),
      holder: HOLDER,
      account: '******3210',
      language: 'en',
      yearTotals: [],
      nominee: NO_NOMINEE,
    });
    const text = pdfText(pdf);
    expect(text).toContain('-INR 1,00,000');
    expect(text).toContain('-INR 330');
    expect(text).toContain('+INR 1,500');
    expect(text).not.toContain('+INR 330');

    const drawn = coloredTexts(contentStreams(pdf));
    const colourOf = (text: string) => drawn.find((entry) => entry.text === text)?.colour;
    expect(colourOf('-INR 1,00,000')).toBe(RED);
    expect(colourOf('-INR 330')).toBe(RED);
    expect(colourOf('+INR 1,500')).toBe(GREEN);
    expect(colourOf('Regular FD')).toBe(BLACK);
  });

  it('shows a refund as "Refunded", a credit (green), with its date', async () => {
    const refund = { ...transaction('t4', 'refund', 100330), createdAt: '2026-04-17T09:15:00.000Z' };
    const pdf = await buildStatementPdf({
      snapshot: { ...snapshot, transactions: [refund] },
      generatedAt: new Date('2026-04-18T06:30:00.000Z'),
      holder: HOLDER,
      account: '******3210',
      language: 'en',
      yearTotals: [],
      nominee: NO_NOMINEE,
    });
    const text = pdfText(pdf);
    expect(text).toContain('Refunded');
    expect(text).toContain('17 Apr 2026');
    const drawn = coloredTexts(contentStreams(pdf));
    expect(drawn.find((entry) => entry.text === '+INR 1,00,330')?.colour).toBe(GREEN);
  });

  it('shows each payout with its state, gross, TDS, net and only the last four digits of the account; the year totals; the nominee', async () => {
    const pdf = await buildStatementPdf({
      snapshot: {
        ...snapshot,
        payouts: [
          payout('p1', '2026-12-15', { status: 'paid', tds: 5400, net: 600, bankLast4: '4321', utr: 'UTR1' }),
          payout('p2', '2027-01-15', { status: 'reversed', tds: 600, net: 5400, bankLast4: '9876', failureReason: 'Beneficiary account is closed' }),
          payout('p3', '2027-02-15', {}),
          payout('p4', '2027-03-10', { payoutType: 'maturity', amount: 106000, principal: 100000 }),
        ],
      },
      generatedAt: new Date('2027-01-20T06:30:00.000Z'),
      holder: HOLDER,
      account: '******3210',
      language: 'en',
      yearTotals: [{ financialYear: '2026-27', gross: 12000, tds: 6000, net: 6000 }],
      nominee: {
        ...NO_NOMINEE,
        status: 'named',
        name: 'Meera Rao',
        relationship: 'Daughter',
        dateOfBirth: '2015-06-01',
        minor: true,
        guardianName: 'Asha Rao',
        guardianRelationship: 'Mother',
      },
    });
    const text = pdfText(pdf);
    for (const expected of [
      'Paid',
      'Reversed',
      'Scheduled',
      'INR 5,400',
      'INR 600',
      'XX4321',
      'XX9876',
      'Beneficiary account is closed',
      '10 Mar 2027 maturity payout: principal INR 1,00,000 of INR 1,06,000 (TDS on the interest only).',
      'FY 2026-27',
      'INR 12,000',
      'INR 6,000',
    ]) {
      expectWith(text, expected).toContain(expected);
    }
    expect(text).toContain('Meera Rao (Daughter), a minor; guardian Asha Rao (Mother)');
    expect(text).not.toContain('2015-06-01');
  });
});
