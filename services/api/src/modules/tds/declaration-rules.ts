import { type FinancialYear, rupeesToPaise, type TdsDeclarationForm, TdsMessage } from '@invest/contracts';
import { financialYearBounds, financialYearOf, isSeniorInYear, nextFinancialYear } from './financial-year.js';
import { declarationWaives } from './tds-calculation.js';
import { basicExemptionOn, type TdsTableRow, TDS_TABLE } from './tds-rates.js';
import { tableRupees } from './tds-wording.js';

export interface DeclarationClaim {
  financialYear: FinancialYear;
  form: TdsDeclarationForm;
  /** Rupees. */
  estimatedTotalIncome: number;
  confirmNilTax: boolean;
}

export type DeclarationCheck = { ok: true } | { ok: false; field: keyof DeclarationClaim; message: string };

/**
 * Whether a Form 15G/15H declaration may be recorded (s. 197A(1A), (1C)): for the current or the next financial
 * year only; 15G for residents under 60 whose estimated total income is within the basic exemption limit, 15H for
 * those 60 or over during that year; and only when the investor confirms the tax on that income is nil.
 */
export function checkDeclaration(
  claim: DeclarationClaim,
  context: { today: string; dateOfBirth: string | null },
  rows: readonly TdsTableRow[] = TDS_TABLE,
): DeclarationCheck {
  const current = financialYearOf(context.today);
  if (claim.financialYear !== current && claim.financialYear !== nextFinancialYear(current)) {
    return { ok: false, field: 'financialYear', message: TdsMessage.YearNotOpen };
  }
  if (!claim.confirmNilTax) return { ok: false, field: 'confirmNilTax', message: TdsMessage.NilTaxRequired };
  const senior = isSeniorInYear(context.dateOfBirth, claim.financialYear);
  if ((claim.form === '15H') !== senior) return { ok: false, field: 'form', message: TdsMessage.WrongFormForAge };
  if (claim.form === '15G') {
    const limit = basicExemptionOn(financialYearBounds(claim.financialYear).start, rows).limitPaise;
    if (rupeesToPaise(claim.estimatedTotalIncome) > limit) return { ok: false, field: 'estimatedTotalIncome', message: TdsMessage.IncomeOverLimit };
  }
  return { ok: true };
}

/** A declaration waives the TDS of a payout of its year dated on or after the (India) day it was made. */
export function declarationCovers(declaration: { financialYear: FinancialYear; declaredOn: string } | null, payoutDate: string): boolean {
  return declaration !== null && declaration.financialYear === financialYearOf(payoutDate) && declaration.declaredOn <= payoutDate;
}

/**
 * Why a declaration no longer waives TDS, in plain words, or null while it does: a Form 15G is void for its year
 * once the interest the platform has paid in it (`yearInterestPaise`) passes the basic exemption limit of that year
 * (s. 197A(1B)); a Form 15H never is (s. 197A(1C)).
 */
export function formGVoidedNotice(
  declaration: { financialYear: FinancialYear; form: TdsDeclarationForm },
  yearInterestPaise: number,
  rows: readonly TdsTableRow[] = TDS_TABLE,
): string | null {
  const { start } = financialYearBounds(declaration.financialYear);
  if (declarationWaives(declaration.form, yearInterestPaise, start, rows)) return null;
  const limit = basicExemptionOn(start, rows).limitPaise;
  return TdsMessage.FormGVoided.replace('{year}', declaration.financialYear).replace('{limit}', tableRupees(limit));
}
