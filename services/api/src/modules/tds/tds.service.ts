import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type TdsDeclarationResponse,
  type TdsDeclarationView,
  TdsMessage,
  type TdsSummaryResponse,
  paiseToRupees,
  rupeesToPaise,
} from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { KycIdentity } from '../kyc/kyc-identity.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { checkDeclaration, formGVoidedNotice } from './declaration-rules.js';
import type { TdsDeclarationDto } from './dto/tds-declaration.dto.js';
import { TdsDeclarationEntity } from './entities/tds-declaration.entity.js';
import { financialYearBounds, financialYearOf, isSeniorInYear, nextFinancialYear } from './financial-year.js';
import { TdsLedger } from './tds-ledger.js';
import { basicExemptionOn, interestTdsOn, thresholdOf } from './tds-rates.js';
import { tableRupees } from './tds-wording.js';

/** The FD interest the investor's holdings pay is paid by the platform: its threshold is the one shown. */
const SHOWN_PAYER = 'platform';

/** A declaration as answered, with `yearInterestPaise` the interest the platform has paid in its year so far. */
function viewOf(row: TdsDeclarationEntity, yearInterestPaise: number): TdsDeclarationView {
  const notice = formGVoidedNotice(row, yearInterestPaise);
  return {
    financialYear: row.financialYear,
    form: row.form,
    estimatedTotalIncome: paiseToRupees(row.estimatedIncomePaise),
    declaredAt: row.declaredAt.toISOString(),
    inEffect: notice === null,
    notice,
  };
}

/** GET /api/tds and PUT /api/tds/declaration: the investor's TDS figures, and their Form 15G/15H. */
@Injectable()
export class TdsService {
  constructor(
    private readonly db: Db,
    private readonly ledger: TdsLedger,
    private readonly identity: KycIdentity,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async summary(userId: string): Promise<TdsSummaryResponse> {
    const today = indiaDate(this.clock.now());
    const year = financialYearOf(today);
    const [holder, sent, platformSent, years, declarations] = await Promise.all([
      this.identity.holderOf(userId),
      this.ledger.interestSent(userId, year),
      this.ledger.interestSent(userId, year, SHOWN_PAYER),
      this.ledger.yearTotals(userId),
      this.db.run((em) =>
        em.find(TdsDeclarationEntity, {
          where: [
            { userId, financialYear: year },
            { userId, financialYear: nextFinancialYear(year) },
          ],
        }),
      ),
    ]);
    const senior = isSeniorInYear(holder?.dateOfBirth ?? null, year);
    const row = interestTdsOn(today);
    const declaration = declarations.find((entry) => entry.financialYear === year) ?? declarations[0] ?? null;
    return {
      financialYear: year,
      seniorCitizen: senior,
      threshold: paiseToRupees(thresholdOf(row, SHOWN_PAYER, senior)),
      ratePercent: row.rateBp / 100,
      interestPaid: paiseToRupees(sent.grossPaise),
      tdsDeducted: paiseToRupees(sent.tdsPaise),
      // Next year's declaration has no interest paid in its year yet.
      declaration: declaration ? viewOf(declaration, declaration.financialYear === year ? platformSent.grossPaise : 0) : null,
      years,
    };
  }

  /**
   * Records a Form 15G/15H for one year (a second one for the same year corrects it and keeps the day it was first
   * made). Payouts sent from then on in that year withhold nothing; payouts already sent keep their TDS.
   */
  async declare(user: AuthenticatedUser, dto: TdsDeclarationDto): Promise<TdsDeclarationResponse> {
    const now = this.clock.now();
    const holder = await this.identity.holderOf(user.id);
    const check = checkDeclaration(dto, { today: indiaDate(now), dateOfBirth: holder?.dateOfBirth ?? null });
    if (!check.ok) {
      throw new AppException(400, ErrorCode.ValidationFailed, check.message, { errors: [{ field: check.field, messages: [check.message] }] });
    }
    const save = () =>
      this.db.transaction(async (em) => {
        const existing = await em.findOneBy(TdsDeclarationEntity, { userId: user.id, financialYear: dto.financialYear });
        const row: TdsDeclarationEntity = {
          userId: user.id,
          financialYear: dto.financialYear,
          form: dto.form,
          estimatedIncomePaise: rupeesToPaise(dto.estimatedTotalIncome),
          declaredAt: existing?.declaredAt ?? now,
          updatedAt: now,
        };
        await em.save(TdsDeclarationEntity, row);
        return row;
      });
    // Two requests racing to make the year's first declaration: the loser updates the winner's.
    const saved = await save().catch((error: unknown) => {
      if (isUniqueViolation(error)) return save();
      throw error;
    });
    const yearInterest = await this.ledger.interestSent(user.id, saved.financialYear, SHOWN_PAYER);
    const message = TdsMessage.Saved.replace('{form}', saved.form).replace('{year}', saved.financialYear);
    const limit = basicExemptionOn(financialYearBounds(saved.financialYear).start).limitPaise;
    return {
      message: saved.form === '15G' ? `${message} ${TdsMessage.SavedFormGLimit.replace('{limit}', tableRupees(limit))}` : message,
      declaration: viewOf(saved, yearInterest.grossPaise),
    };
  }
}
