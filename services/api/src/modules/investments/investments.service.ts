import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type CreateInvestmentResponse, ErrorCode, rupeesToPaise } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { addMonths, indiaDate } from './calendar.js';
import type { CreateInvestmentDto } from './dto/create-investment.dto.js';
import { toCreatedInvestment } from './investment-view.js';
import { monthlyRateBpOf } from './payout-schedule.js';
import { categoryOf } from './product-category.js';

/** Spec 9 dashboard default when no duration is given. */
export const DEFAULT_DURATION_MONTHS = 12;

/** '17.5' → 1750 basis points, exactly (no float arithmetic on the digits). */
export function percentTextToBp(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

@Injectable()
export class InvestmentsService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Records an investment awaiting payment; the payment activates it and schedules its payouts. */
  async create(userId: string, dto: CreateInvestmentDto): Promise<CreateInvestmentResponse> {
    const category = categoryOf(dto.productType);
    if (!category) {
      throw new AppException(400, ErrorCode.ValidationFailed, `Unknown product type "${dto.productType}".`, {
        errors: [{ field: 'productType', messages: ['productType must be one of the product categories.'] }],
      });
    }
    const now = this.clock.now();
    const investmentDate = indiaDate(now);
    const durationMonths = dto.duration ?? DEFAULT_DURATION_MONTHS;
    const returnRateBp = dto.returnRate === undefined ? null : percentTextToBp(dto.returnRate);
    const entity: InvestmentEntity = {
      id: randomUUID(),
      userId,
      category,
      productType: dto.productType.trim(),
      productName: dto.productName.trim(),
      amountPaise: rupeesToPaise(dto.amount),
      returnRateBp,
      monthlyRateBp: category === 'FIXED_DEPOSITS' ? monthlyRateBpOf(returnRateBp) : null,
      durationMonths,
      investmentDate,
      maturityDate: addMonths(investmentDate, durationMonths),
      status: 'pending_payment',
      createdAt: now,
      updatedAt: now,
    };
    await this.db.run((em) => em.insert(InvestmentEntity, entity));
    return { message: 'Investment created. Complete the payment to activate it.', investment: toCreatedInvestment(entity) };
  }
}
