import {
  PAYMENT_LIMITS,
  PaymentValidationMessage,
  UPI_ID_PATTERN,
  type PaymentMethodValue,
} from '@invest/contracts';
import { z } from 'zod';

export const PROCESSING_FEE = PAYMENT_LIMITS.processingFee;

/** Spec 5: the UPI ID rule and its message. */
export const upiIdSchema = z.string().trim().regex(new RegExp(UPI_ID_PATTERN), PaymentValidationMessage.UpiId);

/** Spec 5: number (at least 13 digits once spaces are removed), expiry MM/YY, CVV and holder, each required. */
export const cardSchema = z.object({
  number: z.string().refine((value) => value.replace(/\s/g, '').length >= 13, PaymentValidationMessage.CardNumber),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, PaymentValidationMessage.CardExpiry),
  cvv: z.string().regex(/^\d{3,4}$/, PaymentValidationMessage.CardCvv),
  holder: z.string().trim().min(2, PaymentValidationMessage.CardHolder),
});
export type CardValues = z.infer<typeof cardSchema>;

/** Card number as typed → digits in groups of 4, at most 19 characters ('4111 1111 1111 1111'). */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

/** Expiry as typed → MM/YY, at most 5 characters. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVV as typed → digits only, at most 4. */
export function formatCvv(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The refusal for an amount below the method's minimum (spec 5), or null when it is enough. */
export function minimumProblem(method: PaymentMethodValue, amount: number): string | null {
  if (method === 'cash') return amount < PAYMENT_LIMITS.cashMinimumAmount ? PaymentValidationMessage.CashMinimum : null;
  return amount < PAYMENT_LIMITS.minimumAmount ? PaymentValidationMessage.Minimum : null;
}

/** Spec 3: returnRate is the first number of the returns text ('18% p.a.' → '18', 'Market Linked' → undefined). */
export function returnRateOf(returns: string): string | undefined {
  return /\d+(?:\.\d+)?/.exec(returns)?.[0];
}
