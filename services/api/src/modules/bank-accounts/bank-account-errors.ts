import { BankAccountMessage, ErrorCode, type FieldError } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';

/** Attempts to add a bank account per user per hour (each costs a ₹1 penny drop). */
export const BANK_ACCOUNT_ATTEMPTS_PER_HOUR = 5;
/** IFSC lookups per user per 10 minutes (the form looks one up as it is typed). */
export const IFSC_LOOKUPS_PER_10_MINUTES = 60;

export const kycRequired = () => new AppException(403, ErrorCode.KycVerificationRequired, BankAccountMessage.KycRequired);

export const invalidInput = (errors: FieldError[]) =>
  new AppException(400, ErrorCode.ValidationFailed, errors.map((error) => error.messages[0]).join(' '), { errors });

/** An unknown IFSC in the form (400, like any other field). */
export const unknownIfsc = () => invalidInput([{ field: 'ifsc', messages: [BankAccountMessage.UnknownIfsc] }]);

/** GET /api/bank-account/ifsc/:ifsc of a code no branch has. */
export const ifscNotFound = () => new AppException(404, ErrorCode.NotFound, BankAccountMessage.UnknownIfsc);

/** A change of a verified payout account sent without the OTP (400 on the `otp` field, nothing written). */
export const otpRequired = () => invalidInput([{ field: 'otp', messages: [BankAccountMessage.OtpRequired] }]);

/** POST /api/bank-account/otp with no verified account to change: the first one needs no code. */
export const noAccountToChange = () => new AppException(409, ErrorCode.Conflict, BankAccountMessage.NoAccountToChange);

export const rejected = (message: string) => new AppException(422, ErrorCode.BankAccountRejected, message);

export const gatewayUnavailable = () =>
  new AppException(503, ErrorCode.GatewayUnavailable, 'We cannot reach the bank-account check right now. Nothing was changed; please try again in a moment.');

/** The penny drop could not be tried (bank or gateway down): not the account's fault, so not a rejection. */
export const checkFailed = () => new AppException(503, ErrorCode.GatewayUnavailable, BankAccountMessage.CheckFailed);

export const ifscUnavailable = () => new AppException(503, ErrorCode.ServiceUnavailable, 'We cannot look up the IFSC right now. Please try again in a moment.');

export const concurrentAttempt = () =>
  new AppException(409, ErrorCode.Conflict, 'Another bank account is being added right now. Please wait for it to finish.');
