import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  BankAccountMessage,
  ErrorCode,
  KycMessage,
  PaymentValidationMessage,
  TaxPapersMessage,
  TdsMessage,
  TermsMessage,
  WithdrawalMessage,
} from '@invest/contracts';
import { KycErrorMessage } from '../../modules/kyc/kyc-messages.js';
import { RedemptionMessage } from '../../modules/market/redemption-refusals.js';
import { OTP_REFUSED, SMS_UNAVAILABLE } from '../../modules/otp/otp.service.js';
import { refundedMessage } from '../../modules/payments/refunds/refund-wording.js';

/** `path` in the repository: looked for above this spec, which a mutation run copies out of it with services/api alone. */
function repositoryFile(path: string): string {
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, path))) return join(dir, path);
  throw new Error(`${path} is not above ${import.meta.dirname}`);
}

/** The pages' catalogue of the API's refusals (libs/platform/src/errors/messages): the words a Hindi page translates. */
const hindi = JSON.parse(readFileSync(repositoryFile('libs/platform/src/errors/messages/hi.json'), 'utf8')) as Record<string, string>;

/** The words the API refuses with (`ErrorBody.message`) and confirms with (an answer's `message`), as the pages receive them. */
const REFUSALS: readonly string[] = [
  OTP_REFUSED,
  SMS_UNAVAILABLE,
  ...Object.values(KycErrorMessage),
  ...Object.values(WithdrawalMessage),
  ...Object.values(RedemptionMessage),
  TdsMessage.WrongFormForAge,
  TdsMessage.IncomeOverLimit,
  TdsMessage.NilTaxRequired,
  TdsMessage.YearNotOpen,
  TdsMessage.Saved,
  `${TdsMessage.Saved} ${TdsMessage.SavedFormGLimit}`,
  KycMessage.ConsentRequired,
  KycMessage.PhoneNotVerified,
  TermsMessage.Required,
  PaymentValidationMessage.CashOffline,
  PaymentValidationMessage.AutoPayNotRecurring,
  PaymentValidationMessage.OwnAccountRequired,
  PaymentValidationMessage.NotOwnAccount,
  PaymentValidationMessage.UpiNotOwn,
  BankAccountMessage.RequiredToInvest,
  BankAccountMessage.KycRequired,
  BankAccountMessage.UnknownIfsc,
  BankAccountMessage.CheckFailed,
  BankAccountMessage.NoAccountToChange,
  BankAccountMessage.AccountInvalid,
  BankAccountMessage.NameMismatch,
  BankAccountMessage.NameNearMatch,
  ...Object.values(TaxPapersMessage),
];

/** Refusals worded around a value, as the catalogue names them (the value read back out of the words). */
const WORDED_AROUND_VALUES: readonly string[] = [
  ...(['second_capture', 'amount_mismatch', 'investment_closed'] as const).map((reason) =>
    refundedMessage(reason, 100_033_000).replace('₹10,00,330', '{amount}'),
  ),
];

describe('the words the API refuses with', () => {
  it('each has its Hindi in the pages’ catalogue, so a Hindi page never shows them in English', () => {
    expect([...REFUSALS, ...WORDED_AROUND_VALUES].filter((words) => !(`errors.text.${words}` in hindi))).toEqual([]);
  });

  it('each code has its Hindi, for words the catalogue does not know', () => {
    expect(Object.values(ErrorCode).filter((code) => !(`errors.code.${code}` in hindi))).toEqual([]);
  });
});
