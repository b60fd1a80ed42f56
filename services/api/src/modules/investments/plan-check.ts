import { ErrorCode, type PlanTerms, PaymentValidationMessage } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { CreateInvestmentDto } from './dto/create-investment.dto.js';
import { categoryOf } from './product-category.js';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '17.5' → 1750 basis points, exactly (no float arithmetic on the digits). */
export function percentTextToBp(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const mismatch = (field: string, message: string) => new AppException(422, ErrorCode.PlanTermsMismatch, message, { errors: [{ field, messages: [message] }] });

const invalid = (field: string, message: string) => new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field, messages: [message] }] });

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The spec's payload fields are allowed but never trusted: each one sent must agree with the plan, or the request
 * is refused naming the field. Then the amount must be within the plan's range and the tenure within its range.
 * Returns the tenure to book.
 */
export function checkAgainstPlan(dto: CreateInvestmentDto, plan: PlanTerms): number {
  if (dto.productType !== undefined && categoryOf(dto.productType) !== plan.category) {
    throw mismatch('productType', `productType "${dto.productType}" is not the plan's type (${plan.productType}).`);
  }
  if (dto.productName !== undefined && !sameText(dto.productName, plan.productName)) {
    throw mismatch('productName', `productName "${dto.productName}" is not the plan's name (${plan.productName}).`);
  }
  if (dto.returnRate !== undefined) {
    const planBp = plan.returnRate === null ? null : Math.round(plan.returnRate * 100);
    if (percentTextToBp(dto.returnRate) !== planBp) {
      throw mismatch(
        'returnRate',
        `returnRate ${dto.returnRate}% is not the plan's rate (${plan.returnRate === null ? 'market-linked' : `${plan.returnRate}%`}).`,
      );
    }
  }
  const { minMonths, maxMonths, defaultMonths } = plan.tenure;
  if (dto.duration !== undefined && (dto.duration < minMonths || dto.duration > maxMonths)) {
    const allowed = minMonths === maxMonths ? `${minMonths} months` : `${minMonths} to ${maxMonths} months`;
    throw mismatch('duration', `duration ${dto.duration} months is not offered by this plan (${allowed}).`);
  }
  if (dto.amount < plan.minAmount) {
    throw invalid(
      'amount',
      plan.minAmount === 10_000 ? PaymentValidationMessage.Minimum : `The minimum investment for ${plan.productName} is ${inr.format(plan.minAmount)}.`,
    );
  }
  if (dto.amount > plan.maxAmount) {
    throw invalid('amount', `The maximum investment for ${plan.productName} is ${inr.format(plan.maxAmount)}.`);
  }
  return dto.duration ?? defaultMonths;
}
