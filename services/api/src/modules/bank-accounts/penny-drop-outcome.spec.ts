import { BankAccountMessage } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import type { FundAccountValidation } from '../razorpay/payouts/payouts-gateway.js';
import { pennyDropOutcome } from './penny-drop-outcome.js';

const validation = (over: Partial<FundAccountValidation>): FundAccountValidation => ({
  id: 'fav_1',
  fundAccountId: 'fa_1',
  status: 'completed',
  accountStatus: 'active',
  registeredName: 'ASHA RAO',
  ...over,
});

describe('pennyDropOutcome', () => {
  it('is under way while the validation is created', () => {
    expect(pennyDropOutcome(validation({ status: 'created', accountStatus: null, registeredName: null }), 'Asha Rao')).toBeNull();
  });

  it('verifies an active account in the KYC name', () => {
    expect(pennyDropOutcome(validation({ registeredName: 'MRS ASHA RAO' }), 'Asha Rao')).toEqual({
      status: 'verified',
      failureReason: null,
      registeredName: 'MRS ASHA RAO',
    });
  });

  it('refuses an invalid account, another name, no name, and a check that could not be tried', () => {
    expect(pennyDropOutcome(validation({ accountStatus: 'invalid', registeredName: null }), 'Asha Rao')).toMatchObject({
      status: 'failed',
      failureReason: BankAccountMessage.AccountInvalid,
    });
    expect(pennyDropOutcome(validation({ registeredName: 'RAVI KUMAR' }), 'Asha Rao')).toMatchObject({
      status: 'failed',
      failureReason: BankAccountMessage.NameMismatch,
    });
    expect(pennyDropOutcome(validation({ registeredName: 'A RAO' }), 'Asha Rao')).toMatchObject({
      status: 'failed',
      failureReason: BankAccountMessage.NameNearMatch,
    });
    expect(pennyDropOutcome(validation({ registeredName: null }), 'Asha Rao')).toMatchObject({
      status: 'failed',
      failureReason: BankAccountMessage.NameMismatch,
    });
    expect(pennyDropOutcome(validation({ status: 'failed', accountStatus: null, registeredName: null }), 'Asha Rao')).toMatchObject({
      status: 'failed',
      failureReason: BankAccountMessage.CheckFailed,
    });
  });

  it('keeps every reason within the failure_reason column (200 characters)', () => {
    for (const reason of [
      BankAccountMessage.CheckFailed,
      BankAccountMessage.AccountInvalid,
      BankAccountMessage.NameMismatch,
      BankAccountMessage.NameNearMatch,
    ]) {
      expect(reason.length).toBeLessThanOrEqual(200);
    }
  });
});
