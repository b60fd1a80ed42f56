import type { FinancialYear } from '@invest/contracts';
import { financialYearBounds } from '../tds/financial-year.js';
import { type QuarterBounds, quarterOf } from '../tds/quarter.js';
import { declarationEffect, interestPaise, type TaxPaperDeclaration, type TaxPaperPayout } from '../tds/tax-paper-rows.js';

/** One deduction on a certificate: fixed-deposit interest paid or credited, and the TDS on it (paise). */
export interface CertificateRow {
  payoutId: string;
  productName: string;
  /** Date of payment/credit, also the date of deduction (the ledger fixes the TDS on the payout's date). */
  payoutDate: string;
  amountPaidPaise: number;
  tdsPaise: number;
}

export interface CertificateFigures {
  quarter: QuarterBounds;
  rows: CertificateRow[];
  amountPaidPaise: number;
  tdsPaise: number;
}

/** The s. 194A lines of a quarter: every payout of fixed-deposit interest sent with a date in it, its interest and TDS. */
export function certificateFigures(payouts: readonly TaxPaperPayout[], quarter: QuarterBounds): CertificateFigures {
  const rows = payouts
    .filter((payout) => payout.subjectToTds && payout.payoutDate >= quarter.start && payout.payoutDate <= quarter.end && interestPaise(payout) > 0)
    .map((payout) => ({
      payoutId: payout.id,
      productName: payout.productName,
      payoutDate: payout.payoutDate,
      amountPaidPaise: interestPaise(payout),
      tdsPaise: payout.tdsPaise,
    }));
  return {
    quarter,
    rows,
    amountPaidPaise: rows.reduce((sum, line) => sum + line.amountPaidPaise, 0),
    tdsPaise: rows.reduce((sum, line) => sum + line.tdsPaise, 0),
  };
}

/** The quarters in which TDS was deducted from an investor's interest (sum of TDS > 0), oldest first. */
export function quartersWithTds(payouts: readonly TaxPaperPayout[]): string[] {
  const quarters = new Set<string>();
  for (const payout of payouts) if (payout.subjectToTds && payout.tdsPaise > 0) quarters.add(quarterOf(payout.payoutDate));
  return [...quarters].sort();
}

/** What a financial year's statement adds up (paise): gross = interest + principal + redemption proceeds; net = gross − TDS. */
export interface YearFigures {
  financialYear: FinancialYear;
  start: string;
  end: string;
  payouts: TaxPaperPayout[];
  interestPaise: number;
  tdsPaise: number;
  principalPaise: number;
  redemptionProceedsPaise: number;
  /** The whole gross of premature withdrawals' payouts (its principal and interest are in the two lines above). */
  withdrawalProceedsPaise: number;
  grossPaise: number;
  netPaise: number;
  declaration: TaxPaperDeclaration | null;
  /** A Form 15G void for the year (s. 197A(1B)): the date of the payout from which TDS was deducted again; else null. */
  declarationVoidedOn: string | null;
}

export function yearFigures(year: FinancialYear, payouts: readonly TaxPaperPayout[], declaration: TaxPaperDeclaration | undefined): YearFigures {
  const { start, end } = financialYearBounds(year);
  const inYear = payouts.filter((payout) => payout.payoutDate >= start && payout.payoutDate <= end);
  const sum = (pick: (payout: TaxPaperPayout) => number) => inYear.reduce((total, payout) => total + pick(payout), 0);
  return {
    financialYear: year,
    start,
    end,
    payouts: inYear,
    interestPaise: sum(interestPaise),
    tdsPaise: sum((payout) => payout.tdsPaise),
    principalPaise: sum((payout) => (payout.payoutType === 'redemption' ? 0 : payout.principalPaise)),
    redemptionProceedsPaise: sum((payout) => (payout.payoutType === 'redemption' ? payout.grossPaise : 0)),
    withdrawalProceedsPaise: sum((payout) => (payout.payoutType === 'withdrawal' ? payout.grossPaise : 0)),
    grossPaise: sum((payout) => payout.grossPaise),
    netPaise: sum((payout) => payout.netPaise),
    declaration: declaration ?? null,
    declarationVoidedOn: declarationEffect(inYear, declaration).voidedOn,
  };
}
