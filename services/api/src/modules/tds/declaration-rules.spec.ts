import { TdsMessage } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { checkDeclaration, declarationCovers, type DeclarationClaim, formGVoidedNotice } from './declaration-rules.js';

const young = { today: '2026-11-23', dateOfBirth: '1990-05-01' };
const senior = { today: '2026-11-23', dateOfBirth: '1960-05-01' };
const claim: DeclarationClaim = { financialYear: '2026-27', form: '15G', estimatedTotalIncome: 2_50_000, confirmNilTax: true };

describe('checkDeclaration', () => {
  it('takes a 15G under 60 within the basic exemption limit, for this year or the next', () => {
    expect(checkDeclaration(claim, young)).toEqual({ ok: true });
    expect(checkDeclaration({ ...claim, financialYear: '2027-28' }, young)).toEqual({ ok: true });
  });

  it('refuses other years', () => {
    for (const financialYear of ['2025-26', '2028-29']) {
      expect(checkDeclaration({ ...claim, financialYear }, young)).toEqual({ ok: false, field: 'financialYear', message: TdsMessage.YearNotOpen });
    }
  });

  it('refuses a 15G above ₹2,50,000', () => {
    expect(checkDeclaration({ ...claim, estimatedTotalIncome: 2_50_000.01 }, young)).toEqual({
      ok: false,
      field: 'estimatedTotalIncome',
      message: TdsMessage.IncomeOverLimit,
    });
  });

  it('matches the form to the age in that year: 15H is for 60 and over only', () => {
    expect(checkDeclaration({ ...claim, form: '15H' }, young)).toEqual({ ok: false, field: 'form', message: TdsMessage.WrongFormForAge });
    expect(checkDeclaration(claim, senior)).toMatchObject({ ok: false, message: TdsMessage.WrongFormForAge });
    // A 15H has no income ceiling of ours: the investor confirms the tax is nil (seniors' rebate, s. 87A).
    expect(checkDeclaration({ ...claim, form: '15H', estimatedTotalIncome: 6_00_000 }, senior)).toEqual({ ok: true });
    // Turning 60 next year: 15G now, 15H for next year.
    const turning = { today: '2026-11-23', dateOfBirth: '1967-06-01' };
    expect(checkDeclaration(claim, turning)).toEqual({ ok: true });
    expect(checkDeclaration({ ...claim, financialYear: '2027-28', form: '15H' }, turning)).toEqual({ ok: true });
  });

  it('needs the nil-tax confirmation', () => {
    expect(checkDeclaration({ ...claim, confirmNilTax: false }, young)).toEqual({ ok: false, field: 'confirmNilTax', message: TdsMessage.NilTaxRequired });
  });
});

describe('declarationCovers', () => {
  const declaration = { financialYear: '2026-27', declaredOn: '2026-06-10' };
  it('waives payouts of its year dated on or after the day it was made', () => {
    expect(declarationCovers(declaration, '2026-06-10')).toBe(true);
    expect(declarationCovers(declaration, '2027-03-15')).toBe(true);
    expect(declarationCovers(declaration, '2026-05-15')).toBe(false);
    expect(declarationCovers(declaration, '2027-04-15')).toBe(false);
    expect(declarationCovers(null, '2026-06-15')).toBe(false);
  });
});

describe('formGVoidedNotice', () => {
  it('says in plain words why a 15G stops waiving once the year passes ₹2,50,000, and nothing for a 15H', () => {
    expect(formGVoidedNotice({ financialYear: '2026-27', form: '15G' }, 2_50_000_00)).toBeNull();
    expect(formGVoidedNotice({ financialYear: '2026-27', form: '15G' }, 2_62_500_00)).toBe(
      'Your Form 15G for 2026-27 no longer stops TDS: the interest we have paid you this financial year has passed ₹2,50,000, the basic exemption limit, and a Form 15G cannot cover more than that (Income-tax Act s. 197A(1B)). TDS is deducted from your interest from the payout that passed it.',
    );
    expect(formGVoidedNotice({ financialYear: '2026-27', form: '15H' }, 50_00_000_00)).toBeNull();
  });
});
