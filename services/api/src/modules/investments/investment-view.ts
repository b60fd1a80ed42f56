import type { CreatedInvestment } from '@invest/contracts';
import type { InvestmentEntity } from './entities/investment.entity.js';

export const rupees = (paise: number): number => paise / 100;
export const percent = (bp: number | null): number | null => (bp === null ? null : bp / 100);

export function toCreatedInvestment(entity: InvestmentEntity): CreatedInvestment {
  return {
    id: entity.id,
    planId: entity.planId,
    userId: entity.userId,
    productType: entity.productType,
    productName: entity.productName,
    category: entity.category,
    amount: rupees(entity.amountPaise),
    returnRate: percent(entity.returnRateBp),
    monthlyRate: percent(entity.monthlyRateBp),
    durationMonths: entity.durationMonths,
    investmentDate: entity.investmentDate,
    maturityDate: entity.maturityDate,
    status: entity.status,
  };
}
