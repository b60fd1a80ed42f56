import { BankAccountMessage } from '@invest/contracts';
import type { FundAccountValidation } from '../razorpay/payouts/payouts-gateway.js';
import type { Settlement } from './bank-account-store.js';
import { nameMatch } from './name-match.js';

/**
 * What a fund-account validation means for the investor's account: still under way (null), or settled. Verified needs
 * the bank to call the account active AND hold it in the KYC holder's name (a near match, an initial for the first name,
 * is refused with its own message); a missing name cannot be matched.
 */
export function pennyDropOutcome(validation: FundAccountValidation, kycName: string): Settlement | null {
  if (validation.status === 'created') return null;
  const registeredName = validation.registeredName;
  if (validation.status === 'failed') return { status: 'failed', failureReason: BankAccountMessage.CheckFailed, registeredName };
  if (validation.accountStatus !== 'active') return { status: 'failed', failureReason: BankAccountMessage.AccountInvalid, registeredName };
  const match = registeredName ? nameMatch(registeredName, kycName) : 'mismatch';
  if (match === 'near') return { status: 'failed', failureReason: BankAccountMessage.NameNearMatch, registeredName };
  if (match === 'mismatch') return { status: 'failed', failureReason: BankAccountMessage.NameMismatch, registeredName };
  return { status: 'verified', failureReason: null, registeredName };
}
