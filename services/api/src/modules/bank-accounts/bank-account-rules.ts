import { BANK_ACCOUNT_RULES, BankAccountMessage, type BankAccountRequest, type FieldError } from '@invest/contracts';

/** A bank-account request as typed, normalised: digits only, IFSC upper case, the name's spaces collapsed. */
export interface NormalisedBankAccount {
  accountNumber: string;
  ifsc: string;
  holderName: string;
}

const ACCOUNT_NUMBER = new RegExp(BANK_ACCOUNT_RULES.accountNumberPattern);
const IFSC = new RegExp(BANK_ACCOUNT_RULES.ifscPattern);

/** IFSC as typed → trimmed, upper case. */
export const normaliseIfsc = (ifsc: string): string => ifsc.trim().toUpperCase();

export const isWellFormedIfsc = (ifsc: string): boolean => IFSC.test(ifsc);

export function normaliseBankAccount(request: BankAccountRequest): NormalisedBankAccount {
  return {
    accountNumber: request.accountNumber.replace(/[\s-]/g, ''),
    ifsc: normaliseIfsc(request.ifsc),
    holderName: request.holderName.trim().replace(/\s+/g, ' '),
  };
}

/**
 * A name RazorpayX takes on a fund account: 3 or more characters of letters, digits, space and ’ ' - _ / ( ) , .,
 * ending in a letter, digit or full stop, with at least one letter.
 */
function isHolderName(name: string): boolean {
  return (
    name.length >= 3 &&
    name.length <= BANK_ACCOUNT_RULES.holderNameMaxLength &&
    /^[A-Za-z0-9 ’'\-_/(),.]+$/.test(name) &&
    /[A-Za-z0-9.]$/.test(name) &&
    /[A-Za-z]/.test(name)
  );
}

/** The field errors of a normalised request (messages never repeat the values). */
export function bankAccountErrors(account: NormalisedBankAccount): FieldError[] {
  const errors: FieldError[] = [];
  if (!ACCOUNT_NUMBER.test(account.accountNumber)) errors.push({ field: 'accountNumber', messages: [BankAccountMessage.InvalidAccountNumber] });
  if (!isWellFormedIfsc(account.ifsc)) errors.push({ field: 'ifsc', messages: [BankAccountMessage.InvalidIfsc] });
  if (!isHolderName(account.holderName)) {
    errors.push({ field: 'holderName', messages: [BankAccountMessage.HolderNameRequired] });
  }
  return errors;
}
