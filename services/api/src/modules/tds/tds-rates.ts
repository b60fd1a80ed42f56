/**
 * The one table of TDS figures, each row in force from its date until a later row of the same rule replaces it.
 * Rows are data: a Finance Act that changes a figure adds a row here, dated, and earlier payouts keep what they had.
 * Money in integer paise, rates in basis points.
 */
export interface InterestTdsRow {
  rule: 'interest-194A';
  /** First day (India date, 'YYYY-MM-DD') the row applies to a payout. */
  effectiveFrom: string;
  /** No TDS while a year's interest from us stays at or below this (residents under 60). */
  thresholdPaise: number;
  /** The same for senior citizens (60 or over during the year). */
  seniorThresholdPaise: number;
  /** Rate on interest to a resident who has given a PAN. */
  rateBp: number;
  source: string;
}

export interface BasicExemptionRow {
  rule: 'basic-exemption';
  effectiveFrom: string;
  /** Income below which no tax is due (old regime, under 60): the ceiling for a Form 15G. */
  limitPaise: number;
  source: string;
}

export type TdsTableRow = InterestTdsRow | BasicExemptionRow;

export const TDS_TABLE: readonly TdsTableRow[] = [
  {
    rule: 'basic-exemption',
    effectiveFrom: '2014-04-01',
    limitPaise: 2_50_000_00,
    source:
      'Finance (No. 2) Act 2014, First Schedule Part III: nil tax up to ₹2,50,000 (individuals under 60, old regime); the limit s. 197A(1A) Form 15G declarations are checked against.',
  },
  {
    rule: 'interest-194A',
    effectiveFrom: '2024-04-01',
    thresholdPaise: 40_000_00,
    seniorThresholdPaise: 50_000_00,
    rateBp: 1000,
    source:
      'Income-tax Act 1961 s. 194A(3)(i) (₹40,000; ₹50,000 for senior citizens, Finance Acts 2018 and 2019), rate 10% (Part II of the First Schedule), as in force for FY 2024-25.',
  },
  {
    rule: 'interest-194A',
    effectiveFrom: '2025-04-01',
    thresholdPaise: 50_000_00,
    seniorThresholdPaise: 1_00_000_00,
    rateBp: 1000,
    source: 'Finance Act 2025, s. 194A(3) as amended with effect from 1 April 2025: ₹50,000; ₹1,00,000 for senior citizens; rate unchanged at 10%.',
  },
];

function latest<T extends TdsTableRow>(rows: readonly TdsTableRow[], rule: T['rule'], date: string): T {
  let found: T | undefined;
  for (const row of rows) {
    if (row.rule === rule && row.effectiveFrom <= date && (!found || row.effectiveFrom > found.effectiveFrom)) found = row as T;
  }
  if (!found) throw new RangeError(`No ${rule} row of the TDS table is in force on ${date}.`);
  return found;
}

/** The s. 194A row in force on a payout's date. */
export function interestTdsOn(date: string, rows: readonly TdsTableRow[] = TDS_TABLE): InterestTdsRow {
  return latest<InterestTdsRow>(rows, 'interest-194A', date);
}

/** The basic exemption limit in force on a date. */
export function basicExemptionOn(date: string, rows: readonly TdsTableRow[] = TDS_TABLE): BasicExemptionRow {
  return latest<BasicExemptionRow>(rows, 'basic-exemption', date);
}

/** The threshold of a row for the investor's age that year. */
export function thresholdOf(row: InterestTdsRow, senior: boolean): number {
  return senior ? row.seniorThresholdPaise : row.thresholdPaise;
}
