import { BANK_ACCOUNT_RULES } from '@invest/contracts';
import type { I18n } from '@invest/platform';
import { z } from 'zod';

const ACCOUNT_NUMBER = new RegExp(BANK_ACCOUNT_RULES.accountNumberPattern);
const IFSC = new RegExp(BANK_ACCOUNT_RULES.ifscPattern);
/** Digits of the longest account number the API takes. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 18;
export const IFSC_LENGTH = 11;

/** Account number as typed → digits only, 18 at most. */
export function formatAccountNumberInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX_LENGTH);
}

/** IFSC as typed → upper-case letters and digits, 11 at most. */
export function formatIfscInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IFSC_LENGTH);
}

export function isIfsc(value: string): boolean {
  return IFSC.test(value);
}

/** The bank-account form: the API's own rules and words (BankAccountMessage in English), in the page's language. */
export function bankAccountSchema(_: I18n['_']) {
  return z.object({
    accountNumber: z.string().regex(ACCOUNT_NUMBER, _('onboarding.bank.invalidAccountNumber')),
    ifsc: z.string().regex(IFSC, _('onboarding.bank.invalidIfsc')),
    holderName: z
      .string()
      .trim()
      .min(1, _('onboarding.bank.holderNameRequired'))
      .max(BANK_ACCOUNT_RULES.holderNameMaxLength, _('onboarding.bank.holderNameTooLong', { max: BANK_ACCOUNT_RULES.holderNameMaxLength })),
  });
}

export type BankAccountFormValues = z.infer<ReturnType<typeof bankAccountSchema>>;

/** '1234' → '•••• 1234': the only form an account number is ever shown in. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}
