import { BANK_ACCOUNT_RULES, BankAccountMessage } from '@invest/contracts';
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

/** The bank-account form: the API's own rules and words (BankAccountMessage). */
export const bankAccountSchema = z.object({
  accountNumber: z.string().regex(ACCOUNT_NUMBER, BankAccountMessage.InvalidAccountNumber),
  ifsc: z.string().regex(IFSC, BankAccountMessage.InvalidIfsc),
  holderName: z
    .string()
    .trim()
    .min(1, BankAccountMessage.HolderNameRequired)
    .max(BANK_ACCOUNT_RULES.holderNameMaxLength, `Please keep the name to ${BANK_ACCOUNT_RULES.holderNameMaxLength} characters.`),
});

export type BankAccountFormValues = z.infer<typeof bankAccountSchema>;

/** '1234' → '•••• 1234': the only form an account number is ever shown in. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}
