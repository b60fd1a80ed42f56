import { Injectable } from '@nestjs/common';
import type { FinancialYear, InterestPayer, TdsYearTotals } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { Db } from '../../database/db.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import type { PayoutRecord } from '../payouts/payout-record.js';
import { PayoutRecords } from '../payouts/payout-records.js';
import { declarationCovers } from './declaration-rules.js';
import { TdsDeclarationEntity } from './entities/tds-declaration.entity.js';
import { financialYearBounds, financialYearOf } from './financial-year.js';
import { type PayoutSplit, splitPayout, tdsOnInterest } from './tds-calculation.js';
import { yearTotals } from './year-totals.js';

/**
 * Only fixed-deposit interest is subject to TDS here (s. 194A): the interest part (gross − principal) of any of its
 * payouts (monthly, maturity or premature withdrawal); the principal and other products are paid whole.
 */
export const TDS_SUBJECT_CATEGORY = 'FIXED_DEPOSITS';

/**
 * The TDS side of the ledger: what a payout withholds when it is sent, and the figures per financial year. The
 * split is worked out once, in the transaction that sends the payout, with the investor's row locked by the caller,
 * so two payouts of one investor never count the same year's interest twice.
 */
@Injectable()
export class TdsLedger {
  constructor(
    private readonly db: Db,
    private readonly investments: InvestmentRecords,
    private readonly payouts: PayoutRecords,
  ) {}

  /** Gross, TDS and net of a payout about to be sent for the first time (inside the sender's transaction). */
  async splitIn(
    em: EntityManager,
    payout: Pick<PayoutRecord, 'userId' | 'investmentId' | 'payoutDate' | 'amountPaise' | 'principalPaise' | 'payoutType'>,
    dateOfBirth: string | null,
  ): Promise<PayoutSplit> {
    const interestPaise = payout.amountPaise - payout.principalPaise;
    // A redemption sells units back at the day's price: not interest, so never under s. 194A.
    const payer = payout.payoutType === 'redemption' || interestPaise <= 0 ? null : await this.subjectPayer(em, payout.investmentId);
    if (payer === null) return splitPayout(payout.amountPaise, 0);
    const year = financialYearOf(payout.payoutDate);
    const soFar = await this.interestSentIn(em, payout.userId, year, payer);
    const declaration = await em.findOneBy(TdsDeclarationEntity, { userId: payout.userId, financialYear: year });
    const covers = declarationCovers(declaration ? { financialYear: year, declaredOn: indiaDate(declaration.declaredAt) } : null, payout.payoutDate);
    const tds = tdsOnInterest({
      payoutDate: payout.payoutDate,
      interestPaise,
      payer,
      sentThisYearPaise: soFar.grossPaise,
      deductedThisYearPaise: soFar.tdsPaise,
      dateOfBirth,
      declaration: covers && declaration ? declaration.form : null,
    });
    return splitPayout(payout.amountPaise, tds);
  }

  /**
   * Fixed-deposit interest (principal left out) sent to an investor in a financial year (C) and the TDS withheld
   * from it (D), in paise: of one payer's investments, or of all when no payer is named.
   */
  interestSent(userId: string, year: FinancialYear, payer?: InterestPayer): Promise<{ grossPaise: number; tdsPaise: number }> {
    return this.db.run((em) => this.interestSentIn(em, userId, year, payer));
  }

  /** Every payout sent to an investor (its split fixed), totalled per financial year. */
  async yearTotals(userId: string): Promise<TdsYearTotals[]> {
    const sent = await this.db.run((em) => this.payouts.splitOf(userId, em));
    return yearTotals(
      sent.map((payout) => ({
        payoutDate: payout.payoutDate,
        grossPaise: payout.amountPaise,
        tdsPaise: payout.tdsPaise ?? 0,
        netPaise: payout.netPaise ?? payout.amountPaise,
      })),
    );
  }

  /** The payer of an investment's interest when it is subject to TDS here; null when it is not. */
  private async subjectPayer(em: EntityManager, investmentId: string): Promise<InterestPayer | null> {
    const investment = await this.investments.find(investmentId, em);
    return investment?.category === TDS_SUBJECT_CATEGORY ? investment.interestPayer : null;
  }

  private async interestSentIn(
    em: EntityManager,
    userId: string,
    year: FinancialYear,
    payer?: InterestPayer,
  ): Promise<{ grossPaise: number; tdsPaise: number }> {
    const investmentIds = await this.investments.idsOf(userId, TDS_SUBJECT_CATEGORY, em, payer);
    return this.payouts.interestSentIn(userId, investmentIds, financialYearBounds(year), em);
  }
}
