import type { SessionResponse } from '@invest/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useGetBankAccountQuery } from '../bank-account/api.js';
import { firstIncompleteStep, type KycProgress, type KycStepName } from '../model/kyc-progress.js';
import { useGetNomineeQuery } from '../nominee/api.js';

/** A done step the investor reopened to change (the account, the nominee). */
export type EditableStep = Exclude<KycStepName, 'identity'>;

/**
 * Where the signed-in investor stands on the real KYC steps: identity from the session, then (once verified) the bank
 * account and the nominee from the API. `known` is false until all of them have loaded; `current` is the step being
 * worked on: the one reopened for a change, else the first not done (null when all are).
 */
export function useKycSteps(session: SessionResponse | null | undefined) {
  const identity = session?.kycStatus === 'verified';
  const bankAccount = useGetBankAccountQuery(identity ? undefined : skipToken);
  const nominee = useGetNomineeQuery(identity ? undefined : skipToken);
  const [editing, setEditing] = useState<EditableStep | null>(null);

  const progress: KycProgress = {
    identity,
    bankAccount: bankAccount.data?.account?.status === 'verified',
    nominee: nominee.data !== undefined && nominee.data.nominee.status !== 'not_started',
  };
  const known = session !== undefined && (!identity || (bankAccount.data !== undefined && nominee.data !== undefined));
  return {
    progress,
    known,
    current: editing ?? firstIncompleteStep(progress),
    bankAccount,
    nominee,
    editing,
    edit: setEditing,
    endEdit: () => setEditing(null),
  };
}
