import { describe, expect, it } from '@jest/globals';
import { declarationEffect, type TaxPaperDeclaration, type TaxPaperPayout } from './tax-paper-rows.js';

const LIMIT_PAISE = 2_50_000_00;

/** A monthly fixed-deposit interest payout of the platform's, sent whole. */
function payout(id: string, payoutDate: string, interestPaise: number, overrides: Partial<TaxPaperPayout> = {}): TaxPaperPayout {
  return {
    id,
    userId: 'u-1',
    payoutDate,
    payoutType: 'monthly',
    status: 'paid',
    productName: 'Short-term FD',
    subjectToTds: true,
    interestPayer: 'platform',
    grossPaise: interestPaise,
    principalPaise: 0,
    tdsPaise: 0,
    netPaise: interestPaise,
    ...overrides,
  };
}

const form15G: TaxPaperDeclaration = { financialYear: '2026-27', form: '15G', declaredOn: '2026-03-10', estimatedIncomePaise: 2_40_000_00 };

describe('what a Form 15G did to a year’s payouts', () => {
  it('waives the payouts of its year from its day, and is void from the one that takes the payer’s interest past the limit', () => {
    const effect = declarationEffect(
      [payout('a', '2026-04-15', LIMIT_PAISE - 1_000_00), payout('b', '2026-05-15', 1_000_00), payout('c', '2026-06-15', 1)],
      form15G,
    );
    expect([...effect.waived]).toEqual(['a', 'b']);
    expect(effect.voidedOn).toBe('2026-06-15');
  });

  it('counts neither interest of another year nor interest before its year, and waives neither', () => {
    // March 2026 is in 2025-26: paid after the 15G was made for 2026-27, it neither counts towards that year's limit nor is waived.
    const effect = declarationEffect([payout('march', '2026-03-15', LIMIT_PAISE), payout('april', '2026-04-15', 20_000_00)], form15G);
    expect([...effect.waived]).toEqual(['april']);
    expect(effect.voidedOn).toBeNull();
  });

  it('leaves out what TDS never applies to: a product paid whole, a principal repaid alone, a redemption', () => {
    const effect = declarationEffect(
      [
        payout('bond', '2026-04-15', LIMIT_PAISE, { subjectToTds: false, productName: 'Corporate bonds' }),
        payout('principal', '2026-05-15', LIMIT_PAISE, { payoutType: 'maturity', grossPaise: LIMIT_PAISE, principalPaise: LIMIT_PAISE }),
        payout('redemption', '2026-05-20', LIMIT_PAISE, { payoutType: 'redemption' }),
        payout('interest', '2026-06-15', 10_000_00),
      ],
      form15G,
    );
    expect([...effect.waived]).toEqual(['interest']);
    expect(effect.voidedOn).toBeNull();
  });

  it('counts each payer’s interest on its own: a bank’s deposit does not use up the platform’s limit', () => {
    const effect = declarationEffect(
      [payout('bank', '2026-04-15', LIMIT_PAISE, { interestPayer: 'bank' }), payout('platform', '2026-05-15', LIMIT_PAISE)],
      form15G,
    );
    expect([...effect.waived]).toEqual(['bank', 'platform']);
    expect(effect.voidedOn).toBeNull();
  });

  it('waives nothing without a declaration, and a 15H whatever the interest', () => {
    const payouts = [payout('a', '2026-04-15', LIMIT_PAISE), payout('b', '2026-05-15', LIMIT_PAISE)];
    expect(declarationEffect(payouts, undefined)).toEqual({ waived: new Set(), voidedOn: null });
    expect([...declarationEffect(payouts, { ...form15G, form: '15H' }).waived]).toEqual(['a', 'b']);
  });
});
