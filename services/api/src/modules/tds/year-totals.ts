import type { TdsYearTotals } from '@invest/contracts';
import { financialYearOf } from './financial-year.js';

export interface SentPayout {
  payoutDate: string;
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** Gross, TDS and net of the payouts sent, per financial year (April-March), oldest year first; rupees. */
export function yearTotals(payouts: readonly SentPayout[]): TdsYearTotals[] {
  const byYear = new Map<string, { gross: number; tds: number; net: number }>();
  for (const payout of payouts) {
    const year = financialYearOf(payout.payoutDate);
    const sum = byYear.get(year) ?? { gross: 0, tds: 0, net: 0 };
    sum.gross += payout.grossPaise;
    sum.tds += payout.tdsPaise;
    sum.net += payout.netPaise;
    byYear.set(year, sum);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([financialYear, sum]) => ({ financialYear, gross: sum.gross / 100, tds: sum.tds / 100, net: sum.net / 100 }));
}
