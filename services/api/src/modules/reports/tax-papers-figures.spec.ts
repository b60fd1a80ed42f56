import { describe, expect, it } from '@jest/globals';
import { parseQuarter } from '../tds/quarter.js';
import { declarationEffect, type TaxPaperPayout } from '../tds/tax-paper-rows.js';
import { paiseAmount, formatPaise } from './statement-format.js';
import { certificateFigures, quartersWithTds, yearFigures } from './tax-papers-figures.js';
import { declarationLine } from './tax-papers-format.js';
import { taxStatementCsv } from './tax-statement-csv.js';
import { tdsReturnCsv } from './tds-return-csv.js';

const payout = (id: string, payoutDate: string, fields: Partial<TaxPaperPayout> = {}): TaxPaperPayout => ({
  id,
  userId: 'u1',
  payoutDate,
  payoutType: 'monthly',
  status: 'paid',
  productName: 'Regular FD',
  subjectToTds: true,
  interestPayer: 'platform',
  grossPaise: 15_000_00,
  principalPaise: 0,
  tdsPaise: 0,
  netPaise: 15_000_00,
  ...fields,
});

const LEDGER: TaxPaperPayout[] = [
  payout('p1', '2026-06-15'),
  payout('p2', '2026-07-15', { tdsPaise: 6_000_00, netPaise: 9_000_00 }),
  payout('p3', '2026-08-15', { tdsPaise: 1_500_50, netPaise: 13_499_50 }),
  // A bond's maturity: principal and interest, no TDS (not s. 194A here).
  payout('p4', '2026-09-30', {
    subjectToTds: false,
    productName: 'Government Bonds',
    grossPaise: 1_05_000_00,
    principalPaise: 1_00_000_00,
    netPaise: 1_05_000_00,
  }),
  // A gold redemption: units sold, not interest.
  payout('p5', '2026-10-05', {
    subjectToTds: false,
    payoutType: 'redemption',
    productName: 'Digital Gold',
    grossPaise: 20_123_45,
    principalPaise: 0,
    netPaise: 20_123_45,
  }),
  // A premature withdrawal: principal and interest, TDS on the interest.
  payout('p6', '2027-01-20', { payoutType: 'withdrawal', grossPaise: 10_10_000_00, principalPaise: 10_00_000_00, tdsPaise: 1_000_00, netPaise: 10_09_000_00 }),
  payout('p7', '2027-04-15'),
];

describe('the figures of the tax papers', () => {
  it('puts on a certificate the quarter’s FD interest only, with its TDS', () => {
    const q2 = parseQuarter('2026-27-Q2');
    if (!q2) throw new Error('no quarter');
    const figures = certificateFigures(LEDGER, q2);
    expect(figures.rows.map((row) => [row.payoutId, row.amountPaidPaise, row.tdsPaise])).toEqual([
      ['p2', 15_000_00, 6_000_00],
      ['p3', 15_000_00, 1_500_50],
    ]);
    expect([figures.amountPaidPaise, figures.tdsPaise]).toEqual([30_000_00, 7_500_50]);
    expect(quartersWithTds(LEDGER)).toEqual(['2026-27-Q2', '2026-27-Q4']);
  });

  it('adds a year up so that gross = interest + principal + redemption proceeds and net = gross − TDS', () => {
    const year = yearFigures('2026-27', LEDGER, undefined);
    expect(year.payouts.map((row) => row.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(year.interestPaise).toBe(15_000_00 * 3 + 5_000_00 + 10_000_00);
    expect(year.principalPaise).toBe(1_00_000_00 + 10_00_000_00);
    expect(year.redemptionProceedsPaise).toBe(20_123_45);
    expect(year.withdrawalProceedsPaise).toBe(10_10_000_00);
    expect(year.tdsPaise).toBe(6_000_00 + 1_500_50 + 1_000_00);
    expect(year.grossPaise).toBe(year.interestPaise + year.principalPaise + year.redemptionProceedsPaise);
    expect(year.netPaise).toBe(year.grossPaise - year.tdsPaise);
  });

  it('prints paise exactly', () => {
    expect(paiseAmount(1_500_50)).toBe('1500.50');
    expect(paiseAmount(5)).toBe('0.05');
    expect(formatPaise(1_00_000_05)).toBe('INR 1,00,000.05');
  });

  it('writes the year’s CSV: summary, declaration, one row per payout', () => {
    const figures = yearFigures('2026-27', LEDGER, { financialYear: '2026-27', form: '15G', declaredOn: '2026-04-02', estimatedIncomePaise: 2_40_000_00 });
    const csv = taxStatementCsv({ figures, deductee: { name: 'Asha Rao', maskedPan: 'ABCPEXXXXF' }, asOf: '2027-05-01', language: 'en' }).split('\r\n');
    expect(csv).toContain('Interest paid,60000.00');
    expect(csv).toContain('Proceeds of redemptions,20123.45');
    expect(csv).toContain('Declaration,Made on (IST),Estimated total income (INR),Void from (s. 197A(1B))');
    expect(csv).toContain('Form 15G,2026-04-02,240000.00,');
    expect(csv).toContain('2026-10-05,Digital Gold,redemption,Paid,20123.45,0.00,0.00,20123.45,0.00,20123.45,p5');
    expect(csv).toContain('As of (IST),2027-03-31');
  });

  it('writes the year’s CSV headers and row labels in Hindi for a Hindi investor, the figures as in English', () => {
    const figures = yearFigures('2026-27', LEDGER, undefined);
    const deductee = { name: 'Asha Rao', maskedPan: 'ABCPEXXXXF' };
    const english = taxStatementCsv({ figures, deductee, asOf: '2027-05-01', language: 'en' });
    const hindi = taxStatementCsv({ figures, deductee, asOf: '2027-05-01', language: 'hi' });
    expect(english.startsWith('\uFEFF')).toBe(false);
    expect(hindi.startsWith('\uFEFF')).toBe(true);
    const rows = hindi.slice(1).split('\r\n');
    expect(rows).toContain('कर विवरण,FY 2026-27');
    expect(rows).toContain('निर्धारण वर्ष,2027-28');
    expect(rows).toContain('भुगतान किया गया ब्याज,60000.00');
    expect(rows).toContain('रिडेम्पशन से मिली राशि,20123.45');
    expect(rows).toContain('घोषणा,घोषणा की तिथि (IST),अनुमानित कुल आय (₹),अमान्य होने की तिथि (धारा 197A(1B))');
    expect(rows).toContain('कोई नहीं');
    expect(rows).toContain('भुगतान की तिथि (IST),उत्पाद,भुगतान का प्रकार,स्थिति,सकल राशि (₹),ब्याज (₹),मूलधन (₹),रिडेम्पशन राशि (₹),TDS (₹),शुद्ध राशि (₹),भुगतान आईडी');
    expect(rows).toContain('2026-10-05,Digital Gold,redemption,Paid,20123.45,0.00,0.00,20123.45,0.00,20123.45,p5');
    expect(english.split('\r\n')).toContain('None');
    // Every summary label has its Hindi: no English label left in the Hindi file's summary.
    const summary = rows.slice(rows.indexOf('मद,राशि (₹)') + 1, rows.indexOf('', rows.indexOf('मद,राशि (₹)')));
    expect(summary).toHaveLength(7);
    for (const row of summary) expect(row).toMatch(/^[^A-Za-z]*(TDS)?[^A-Za-z]*,\d+\.\d{2}$/);
  });

  it('marks a Form 15G void from the payout that takes the year’s interest from its payer past ₹2,50,000', () => {
    const declaration = { financialYear: '2027-28', form: '15G' as const, declaredOn: '2027-03-20', estimatedIncomePaise: 2_40_000_00 };
    // ₹60,000 a month: ₹2,40,000 by 15 Jul (waived), ₹3,00,000 on 10 Sep (void: 10% of ₹3,00,000 = ₹30,000).
    const year = [
      payout('a', '2027-04-15', { grossPaise: 60_000_00, netPaise: 60_000_00 }),
      payout('b', '2027-05-15', { grossPaise: 60_000_00, netPaise: 60_000_00 }),
      // A bank's deposit counts towards its own payer only.
      payout('k', '2027-05-20', { interestPayer: 'bank', grossPaise: 90_000_00, netPaise: 90_000_00 }),
      payout('c', '2027-06-15', { grossPaise: 60_000_00, netPaise: 60_000_00 }),
      payout('d', '2027-07-15', { grossPaise: 60_000_00, netPaise: 60_000_00 }),
      payout('e', '2027-09-10', {
        payoutType: 'maturity',
        grossPaise: 40_60_000_00,
        principalPaise: 40_00_000_00,
        tdsPaise: 30_000_00,
        netPaise: 40_30_000_00,
      }),
    ];
    const effect = declarationEffect(year, declaration);
    expect([...effect.waived]).toEqual(['a', 'b', 'k', 'c', 'd']);
    expect(effect.voidedOn).toBe('2027-09-10');
    const figures = yearFigures('2027-28', year, declaration);
    expect(figures.declarationVoidedOn).toBe('2027-09-10');
    expect(taxStatementCsv({ figures, deductee: { name: 'Asha Rao', maskedPan: 'ABCPEXXXXF' }, asOf: '2027-10-01', language: 'en' }).split('\r\n')).toContain(
      'Form 15G,2027-03-20,240000.00,2027-09-10',
    );
    expect(declarationLine(declaration, figures.declarationVoidedOn)).toBe(
      'Form 15G made on 20 Mar 2027 (estimated total income INR 2,40,000.00): void for FY 2027-28 from the payout of 10 Sept 2027, when the interest paid this year passed INR 2,50,000.00, the basic exemption limit (Income-tax Act s. 197A(1B)); TDS is deducted from that payout on.',
    );
    // Made after some payouts: those keep their TDS and are not waived, but their interest counts towards the limit.
    expect(declarationEffect(year, { ...declaration, declaredOn: '2027-06-01' }).waived).toEqual(new Set(['c', 'd']));
  });

  it('writes the 26Q rows with dd/mm/yyyy dates and the declaration reason', () => {
    expect(
      tdsReturnCsv([
        {
          pan: 'ABCPE1234F',
          name: 'Asha Rao',
          amountPaidPaise: 15_000_00,
          payoutDate: '2027-04-15',
          tdsPaise: 0,
          rateBp: 1000,
          reason: 'B',
          userId: 'u1',
          payoutId: 'p7',
        },
      ]).split('\r\n')[1],
    ).toBe('ABCPE1234F,Asha Rao,194A,15000.00,15/04/2027,0.00,15/04/2027,10.00,B,u1,p7');
  });
});
