import type { InterestPayer } from './catalogue.js';

/**
 * The one table of TDS figures, each row in force from its date until a later row of the same rule (and regime)
 * replaces it. Rows are data: a Finance Act that changes a figure adds a row here, dated, and earlier payouts keep
 * what they had. The API books with it (services/api modules/tds) and the pages that state a threshold read it, so
 * no figure is written twice. Money in integer paise, rates in basis points, dates 'YYYY-MM-DD' (India).
 */
export interface InterestTdsRow {
  rule: 'interest-194A';
  /** First day the row applies to a payout. */
  effectiveFrom: string;
  /**
   * s. 194A(3)(i)(a)/(b): a banking company, a co-operative bank or the post office deducts nothing while a year's
   * interest it pays stays at or below `thresholdPaise` (`seniorThresholdPaise` for senior citizens).
   */
  bank: { thresholdPaise: number; seniorThresholdPaise: number };
  /** s. 194A(3)(i)(c): any other payer (the platform, paying from its RazorpayX account), whatever the age. */
  otherPayer: { thresholdPaise: number };
  /** Rate on interest to a resident who has given a PAN. */
  rateBp: number;
  source: string;
}

/** Tax regime a basic exemption limit belongs to: the old slabs, or s. 115BAC (the default since FY 2023-24). */
export type TaxRegime = 'old' | 'new';

export interface BasicExemptionRow {
  rule: 'basic-exemption';
  regime: TaxRegime;
  effectiveFrom: string;
  /** Total income up to which no tax is due, individuals under 60. */
  limitPaise: number;
  source: string;
}

export type TdsTableRow = InterestTdsRow | BasicExemptionRow;

export const TDS_TABLE: readonly TdsTableRow[] = [
  {
    rule: 'basic-exemption',
    regime: 'old',
    effectiveFrom: '2014-04-01',
    limitPaise: 2_50_000_00,
    source:
      'Finance (No. 2) Act 2014, First Schedule Part III: nil tax up to ₹2,50,000 (individuals under 60, old regime). The "maximum amount which is not chargeable to income-tax" of s. 197A(1B) that a Form 15G is checked and voided against.',
  },
  {
    rule: 'basic-exemption',
    regime: 'new',
    effectiveFrom: '2023-04-01',
    limitPaise: 3_00_000_00,
    source: 'Finance Act 2023, s. 115BAC(1A): nil tax up to ₹3,00,000 under the new regime (the default regime). Noted, not used for a 15G.',
  },
  {
    rule: 'basic-exemption',
    regime: 'new',
    effectiveFrom: '2025-04-01',
    limitPaise: 4_00_000_00,
    source: 'Finance Act 2025, s. 115BAC(1A) as amended: nil tax up to ₹4,00,000 under the new regime. Noted, not used for a 15G.',
  },
  {
    rule: 'interest-194A',
    effectiveFrom: '2024-04-01',
    bank: { thresholdPaise: 40_000_00, seniorThresholdPaise: 50_000_00 },
    otherPayer: { thresholdPaise: 5_000_00 },
    rateBp: 1000,
    source:
      'Income-tax Act 1961 s. 194A(3)(i) as in force for FY 2024-25: banks, co-operative banks and the post office ₹40,000 (₹50,000 for senior citizens, Finance Acts 2018 and 2019); any other payer ₹5,000; rate 10% (Part II of the First Schedule).',
  },
  {
    rule: 'interest-194A',
    effectiveFrom: '2025-04-01',
    bank: { thresholdPaise: 50_000_00, seniorThresholdPaise: 1_00_000_00 },
    otherPayer: { thresholdPaise: 10_000_00 },
    rateBp: 1000,
    source:
      'Finance Act 2025, s. 194A(3)(i) as amended with effect from 1 April 2025: banks, co-operative banks and the post office ₹50,000 (₹1,00,000 for senior citizens); any other payer ₹10,000; rate unchanged at 10%.',
  },
];

function latest<T extends TdsTableRow>(rows: readonly TdsTableRow[], date: string, matches: (row: TdsTableRow) => row is T, what: string): T {
  let found: T | undefined;
  for (const row of rows) {
    if (matches(row) && row.effectiveFrom <= date && (!found || row.effectiveFrom > found.effectiveFrom)) found = row;
  }
  if (!found) throw new RangeError(`No ${what} row of the TDS table is in force on ${date}.`);
  return found;
}

/** The s. 194A row in force on a payout's date. */
export function interestTdsOn(date: string, rows: readonly TdsTableRow[] = TDS_TABLE): InterestTdsRow {
  return latest(rows, date, (row): row is InterestTdsRow => row.rule === 'interest-194A', 'interest-194A');
}

/** The basic exemption limit of a regime in force on a date (the old regime's unless asked). */
export function basicExemptionOn(date: string, rows: readonly TdsTableRow[] = TDS_TABLE, regime: TaxRegime = 'old'): BasicExemptionRow {
  return latest(rows, date, (row): row is BasicExemptionRow => row.rule === 'basic-exemption' && row.regime === regime, `basic-exemption (${regime})`);
}

/**
 * The s. 194A threshold of a row for the payer of the interest and the investor's age that year: the senior
 * citizens' higher figure is a bank's only; any other payer has one figure for everyone.
 */
export function thresholdOf(row: InterestTdsRow, payer: InterestPayer, senior: boolean): number {
  if (payer === 'bank') return senior ? row.bank.seniorThresholdPaise : row.bank.thresholdPaise;
  return row.otherPayer.thresholdPaise;
}
