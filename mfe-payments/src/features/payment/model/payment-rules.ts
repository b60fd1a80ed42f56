import { PAYMENT_LIMITS, PaymentValidationMessage, UPI_ID_PATTERN, type PaymentMethodValue, type PlanTerms } from '@invest/contracts';
import { formatInr, type I18n } from '@invest/platform';
import { z } from 'zod';

export const PROCESSING_FEE = PAYMENT_LIMITS.processingFee;

/** Product §5: the UPI ID rule and its message. */
export const upiIdSchema = z.string().trim().regex(new RegExp(UPI_ID_PATTERN), PaymentValidationMessage.UpiId);

/** The refusal for an amount below the method's minimum (product §5), in the page's language, or null when it is enough. */
export function minimumProblem(method: PaymentMethodValue, amount: number, _: I18n['_']): string | null {
  if (method === 'cash') return amount < PAYMENT_LIMITS.cashMinimumAmount ? _('payments.validation.cashMinimum') : null;
  return amount < PAYMENT_LIMITS.minimumAmount ? _('payments.validation.minimum') : null;
}

/**
 * The refusal for an amount outside the plan's range, in the page's language (in English, worded as the server words it (the spec's message for the
 * platform minimum of ₹10,000; the plan's name and minimum or maximum otherwise), or null when it is within.
 */
export function planAmountProblem(terms: Pick<PlanTerms, 'productName' | 'minAmount' | 'maxAmount'>, amount: number, _: I18n['_']): string | null {
  if (amount < terms.minAmount) {
    return terms.minAmount <= PAYMENT_LIMITS.minimumAmount
      ? _('payments.validation.minimum')
      : _('payments.validation.planMinimum', { product: terms.productName, amount: formatInr(terms.minAmount) });
  }
  if (amount > terms.maxAmount) return _('payments.validation.planMaximum', { product: terms.productName, amount: formatInr(terms.maxAmount) });
  return null;
}

/** Whether the investor chooses the tenure (a range), or the plan fixes it. */
export function hasTenureChoice(terms: Pick<PlanTerms, 'tenure'>): boolean {
  return terms.tenure.minMonths < terms.tenure.maxMonths;
}

/** The tenure to show first: the stored one when the plan allows it, else the plan's default. */
export function initialTenure(terms: Pick<PlanTerms, 'tenure'>, stored: number | null): number {
  const { minMonths, maxMonths, defaultMonths } = terms.tenure;
  return stored !== null && stored >= minMonths && stored <= maxMonths ? stored : defaultMonths;
}

/** Every month a plan's tenure range allows, shortest first. */
export function tenureOptions(terms: Pick<PlanTerms, 'tenure'>): number[] {
  const { minMonths, maxMonths } = terms.tenure;
  return Array.from({ length: maxMonths - minMonths + 1 }, (_, index) => minMonths + index);
}

/** The spec's numeric string of a rate ('18', '5.5'), as `returnRate` is sent. */
export function rateText(rate: number): string {
  return String(rate);
}
