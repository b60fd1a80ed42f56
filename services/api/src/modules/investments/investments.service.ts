import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type CreateInvestmentResponse, ErrorCode, percentToBp, rupeesToPaise } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { InvestmentEntity } from './entities/investment.entity.js';
import { isMarketLinked } from '../market/market-instruments.js';
import type { CreateInvestmentDto } from './dto/create-investment.dto.js';
import { toCreatedInvestment } from './investment-view.js';
import { maturityDateOf } from './payout-schedule.js';
import { checkAgainstPlan } from './plan-check.js';

@Injectable()
export class InvestmentsService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records an investment awaiting payment, at the catalogue plan's terms as they are now: type, name, rate,
   * tenure and payout frequency come from the plan and are kept on the investment as a snapshot, so a later
   * catalogue change never alters it. The payment activates it and schedules its payouts.
   */
  async create(userId: string, dto: CreateInvestmentDto): Promise<CreateInvestmentResponse> {
    const plan = (await this.catalogue.planTerms()).get(dto.planId);
    if (!plan) {
      throw new AppException(422, ErrorCode.PlanTermsMismatch, 'planId does not name a plan in the catalogue.', {
        errors: [{ field: 'planId', messages: ['planId does not name a plan in the catalogue.'] }],
      });
    }
    const durationMonths = checkAgainstPlan(dto, plan);
    const now = this.clock.now();
    const investmentDate = indiaDate(now);
    const entity: InvestmentEntity = {
      id: randomUUID(),
      userId,
      category: plan.category,
      productType: plan.productType,
      planId: plan.planId,
      termsSnapshot: JSON.stringify(plan),
      interestPayer: plan.interestPayer,
      productName: plan.productName,
      amountPaise: rupeesToPaise(dto.amount),
      returnRateBp: plan.returnRate === null ? null : percentToBp(plan.returnRate),
      monthlyRateBp: plan.monthlyRate === null ? null : percentToBp(plan.monthlyRate),
      durationMonths,
      investmentDate,
      // A mutual fund or gold has no maturity: it is held in units until the investor redeems it.
      maturityDate: isMarketLinked(plan.category) ? null : maturityDateOf(investmentDate, durationMonths),
      status: 'pending_payment',
      unitsE4: null,
      purchasePriceE4: null,
      purchasePriceDate: null,
      redemptionPriceE4: null,
      redemptionDate: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.db.run((em) => em.insert(InvestmentEntity, entity));
    return { message: 'Investment created. Complete the payment to activate it.', investment: toCreatedInvestment(entity) };
  }
}
