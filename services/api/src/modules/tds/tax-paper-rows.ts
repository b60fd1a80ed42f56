import { Injectable } from '@nestjs/common';
import type { FinancialYear, InterestPayer, TdsDeclarationForm } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { Db } from '../../database/db.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { PayoutRecords } from '../payouts/payout-records.js';
import type { PayoutStatus, PayoutType } from '../payouts/payout-types.js';
import { declarationCovers } from './declaration-rules.js';
import { TdsDeclarationEntity } from './entities/tds-declaration.entity.js';
import { financialYearOf } from './financial-year.js';
import { declarationWaives } from './tds-calculation.js';
import { TDS_SUBJECT_CATEGORY } from './tds-ledger.js';

/**
 * One payout sent (its gross/TDS/net split fixed, as the year totals count it), as the tax papers read it. Money in
 * integer paise. The ledger dates a payout's interest, and the TDS worked out on it, on its payout date: that is
 * both its date of payment/credit and its date of deduction.
 */
export interface TaxPaperPayout {
  id: string;
  userId: string;
  payoutDate: string;
  payoutType: PayoutType;
  status: PayoutStatus;
  productName: string;
  /** Fixed-deposit interest, subject to s. 194A (every other product is paid whole). */
  subjectToTds: boolean;
  /** Who pays the interest (the investment's booked payer): a Form 15G's limit counts one payer's interest. */
  interestPayer: InterestPayer;
  grossPaise: number;
  principalPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** A Form 15G/15H as the papers show it. */
export interface TaxPaperDeclaration {
  financialYear: FinancialYear;
  form: TdsDeclarationForm;
  /** India date it was made. */
  declaredOn: string;
  estimatedIncomePaise: number;
}

/** The interest part of a payout: gross − principal, and nothing for a redemption (units sold, not interest). */
export function interestPaise(payout: Pick<TaxPaperPayout, 'payoutType' | 'grossPaise' | 'principalPaise'>): number {
  return payout.payoutType === 'redemption' ? 0 : payout.grossPaise - payout.principalPaise;
}

/** What a Form 15G/15H did to a year's payouts: the ones it waived, and the payout date from which a 15G was void. */
export interface DeclarationEffect {
  waived: Set<string>;
  /** Date of the payout that took the year's interest from its payer past the basic exemption limit; null if none. */
  voidedOn: string | null;
}

/**
 * Which payouts a declaration waived, worked out as the ledger did when it sent them (TdsLedger.splitIn): a payout of
 * the declaration's year dated on or after the day it was made is waived while the year's interest from its payer,
 * this payout included (interest sent before the declaration counted), stays within the basic exemption limit
 * (declarationWaives: always for a 15H). `payouts` are one investor's, oldest first, from the start of the year at
 * least up to the last payout asked about.
 */
export function declarationEffect(payouts: readonly TaxPaperPayout[], declaration: TaxPaperDeclaration | undefined): DeclarationEffect {
  const effect: DeclarationEffect = { waived: new Set(), voidedOn: null };
  if (declaration === undefined) return effect;
  const yearSoFar = new Map<InterestPayer, number>();
  for (const payout of payouts) {
    const interest = interestPaise(payout);
    if (!payout.subjectToTds || interest <= 0 || financialYearOf(payout.payoutDate) !== declaration.financialYear) continue;
    const soFar = (yearSoFar.get(payout.interestPayer) ?? 0) + interest;
    yearSoFar.set(payout.interestPayer, soFar);
    if (!declarationCovers(declaration, payout.payoutDate)) continue;
    if (declarationWaives(declaration.form, soFar, payout.payoutDate)) effect.waived.add(payout.id);
    else effect.voidedOn ??= payout.payoutDate;
  }
  return effect;
}

/** The ledger rows the TDS certificates, the yearly tax statement and the quarterly TDS return are written from. */
@Injectable()
export class TaxPaperRows {
  constructor(
    private readonly db: Db,
    private readonly investmentRecords: InvestmentRecords,
    private readonly payoutRecords: PayoutRecords,
  ) {}

  /** The payouts sent with a payout date in [start, end] (India dates), oldest first; one investor's, or everyone's. */
  async payouts(range: { start: string; end: string }, userId?: string): Promise<TaxPaperPayout[]> {
    const { sent, terms } = await this.db.run(async (em) => {
      const sent = await this.payoutRecords.sentBetween(range, em, userId);
      return {
        sent,
        terms: await this.investmentRecords.taxTermsOf(
          sent.map((payout) => payout.investmentId),
          em,
        ),
      };
    });
    return sent.flatMap((payout) => {
      const investment = terms.get(payout.investmentId);
      if (!investment) return [];
      return {
        id: payout.id,
        userId: payout.userId,
        payoutDate: payout.payoutDate,
        payoutType: payout.payoutType,
        status: payout.status,
        productName: investment.productName,
        subjectToTds: investment.category === TDS_SUBJECT_CATEGORY,
        interestPayer: investment.interestPayer === 'bank' ? 'bank' : 'platform',
        grossPaise: payout.amountPaise,
        principalPaise: payout.principalPaise,
        tdsPaise: payout.tdsPaise ?? 0,
        netPaise: payout.netPaise ?? payout.amountPaise,
      };
    });
  }

  /** The investor's Form 15G/15H declarations, by financial year. */
  async declarations(userId: string): Promise<Map<FinancialYear, TaxPaperDeclaration>> {
    const rows = await this.db.run((em) => em.find(TdsDeclarationEntity, { where: { userId } }));
    return new Map(rows.map((row) => [row.financialYear, toDeclaration(row)]));
  }

  /** Every investor's declaration for one financial year, by user id (the quarterly return's reason codes). */
  async declarationsFor(year: FinancialYear): Promise<Map<string, TaxPaperDeclaration>> {
    const rows = await this.db.run((em) => em.find(TdsDeclarationEntity, { where: { financialYear: year } }));
    return new Map(rows.map((row) => [row.userId, toDeclaration(row)]));
  }
}

function toDeclaration(row: TdsDeclarationEntity): TaxPaperDeclaration {
  return { financialYear: row.financialYear, form: row.form, declaredOn: indiaDate(row.declaredAt), estimatedIncomePaise: row.estimatedIncomePaise };
}
