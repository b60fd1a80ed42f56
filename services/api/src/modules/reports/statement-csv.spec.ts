import type { Language, NomineeView, PortfolioPayout, PortfolioTransaction } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { csvCell, statementCsv, type StatementCsvInput, transactionsCsv } from './statement-csv.js';

const base: PortfolioTransaction = {
  id: 't1',
  investmentId: 'i1',
  productName: 'Regular FD',
  type: 'investment',
  status: 'completed',
  amount: 100000,
  description: null,
  createdAt: '2026-11-22T08:00:00.000Z',
};

describe('transactionsCsv', () => {
  it('writes a header and one row per transaction, investments and fees negative (debits), payouts positive', () => {
    const csv = transactionsCsv([{ ...base, id: 't3', type: 'payout', amount: 1500 }, { ...base, id: 't2', type: 'fee', amount: 330 }, base]);
    expect(csv.split('\r\n')).toEqual([
      'Date and time (IST),Type,Product,Status,Amount (INR),Transaction ID,Investment ID',
      '2026-11-22 13:30,Payout,Regular FD,completed,1500,t3,i1',
      '2026-11-22 13:30,Fee,Regular FD,completed,-330,t2,i1',
      '2026-11-22 13:30,Investment,Regular FD,completed,-100000,t1,i1',
      '',
    ]);
  });

  it('writes a refund as "Refunded", positive (money back), with its date', () => {
    const refund: PortfolioTransaction = {
      ...base,
      id: 't4',
      type: 'refund',
      amount: 100330,
      description: 'Refunded ₹1,00,330',
      createdAt: '2026-11-23T09:15:00.000Z',
    };
    expect(transactionsCsv([refund]).split('\r\n')[1]).toBe('2026-11-23 14:45,Refunded,Regular FD,completed,100330,t4,i1');
  });

  it('dates a transaction by India time: 22:45 UTC on 26 Nov is 04:15 on 27 Nov in India', () => {
    expect(transactionsCsv([{ ...base, createdAt: '2026-11-26T22:45:00.000Z' }]).split('\r\n')[1]).toBe(
      '2026-11-27 04:15,Investment,Regular FD,completed,-100000,t1,i1',
    );
  });

  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvCell('Bond, "AAA"')).toBe('"Bond, ""AAA"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('statementCsv', () => {
  const nominee: NomineeView = {
    status: 'opted_out',
    name: null,
    relationship: null,
    dateOfBirth: null,
    minor: false,
    guardianName: null,
    guardianRelationship: null,
    declaredAt: '2026-11-01T00:00:00.000Z',
  };
  const payout: PortfolioPayout = {
    id: 'p1',
    investmentId: 'i1',
    productName: 'Regular FD',
    status: 'paid',
    payoutDate: '2026-12-15',
    payoutType: 'monthly',
    amount: 6000,
    principal: 0,
    tds: 5400,
    net: 600,
    bankLast4: '4321',
    utr: 'UTR123',
    failureReason: null,
  };

  const input = (language: Language): StatementCsvInput => ({
    transactions: [base],
    payouts: [
      payout,
      { ...payout, id: 'p2', status: 'pending', payoutDate: '2027-01-15', tds: null, net: null, bankLast4: null, utr: null },
      {
        ...payout,
        id: 'p3',
        status: 'pending',
        payoutDate: '2027-11-22',
        payoutType: 'maturity',
        amount: 106000,
        principal: 100000,
        tds: null,
        net: null,
        bankLast4: null,
        utr: null,
      },
    ],
    yearTotals: [{ financialYear: '2026-27', gross: 6000, tds: 5400, net: 600 }],
    nominee,
    asOf: '2026-12-20',
    language,
  });

  it('adds the payouts (state, gross, TDS, net, last four digits), the year totals and the nominee after the transactions', () => {
    const csv = statementCsv(input('en'));
    expect(csv.split('\r\n')).toEqual([
      'Date and time (IST),Type,Product,Status,Amount (INR),Transaction ID,Investment ID',
      '2026-11-22 13:30,Investment,Regular FD,completed,-100000,t1,i1',
      '',
      'Payout date (IST),Product,Payout type,State,Gross (INR),Principal (INR),TDS (INR),Net (INR),Bank account,UTR,Reason,Payout ID,Investment ID',
      '2026-12-15,Regular FD,monthly,Paid,6000,0,5400,600,XX4321,UTR123,,p1,i1',
      '2027-01-15,Regular FD,monthly,Scheduled,6000,0,,,,,,p2,i1',
      '2027-11-22,Regular FD,maturity,Scheduled,106000,100000,,,,,,p3,i1',
      '',
      'Financial year,Gross payouts (INR),TDS (INR),Net paid (INR)',
      '2026-27,6000,5400,600',
      '',
      'Nominee,Opted out: no nominee named',
      '',
    ]);
  });

  it('writes the headers in Hindi for a Hindi investor (UTF-8 with its byte order mark), the data exactly as in English', () => {
    const english = statementCsv(input('en')).split('\r\n');
    const hindi = statementCsv(input('hi'));
    expect(hindi.startsWith('\uFEFF')).toBe(true);
    expect(english[0]?.startsWith('\uFEFF')).toBe(false);
    const rows = hindi.slice(1).split('\r\n');
    expect([rows[0], rows[3], rows[8], rows[11]]).toEqual([
      'दिनांक और समय (IST),प्रकार,उत्पाद,स्थिति,राशि (₹),लेन-देन आईडी,निवेश आईडी',
      'भुगतान की तिथि (IST),उत्पाद,भुगतान का प्रकार,स्थिति,सकल राशि (₹),मूलधन (₹),TDS (₹),शुद्ध राशि (₹),बैंक खाता,UTR,कारण,भुगतान आईडी,निवेश आईडी',
      'वित्त वर्ष,कुल सकल भुगतान (₹),TDS (₹),शुद्ध भुगतान (₹)',
      'नामांकित व्यक्ति,Opted out: no nominee named',
    ]);
    // Every data row the same: numbers and ISO dates a program reads in either language.
    for (const index of [1, 4, 5, 6, 9]) expect(rows[index]).toBe(english[index]);
    expect(rows).toHaveLength(english.length);
  });
});
