import type { PortfolioTransaction } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { csvCell, transactionsCsv } from './statement-csv.js';

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
    const csv = transactionsCsv([
      { ...base, id: 't3', type: 'payout', amount: 1500 },
      { ...base, id: 't2', type: 'fee', amount: 330 },
      base,
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Type,Product,Status,Amount (INR),Transaction ID,Investment ID',
      '2026-11-22T08:00:00.000Z,Payout,Regular FD,completed,1500,t3,i1',
      '2026-11-22T08:00:00.000Z,Fee,Regular FD,completed,-330,t2,i1',
      '2026-11-22T08:00:00.000Z,Investment,Regular FD,completed,-100000,t1,i1',
      '',
    ]);
  });

  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvCell('Bond, "AAA"')).toBe('"Bond, ""AAA"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
  });
});
