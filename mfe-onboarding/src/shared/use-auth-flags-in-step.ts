import type { SessionResponse } from '@invest/contracts';
import { useEffect } from 'react';
import { syncAuthFlags } from './auth-flags.js';

/** Whenever the server's session is known (after sign-in, after KYC, on load), the local flags follow it. */
export function useAuthFlagsInStep(session: SessionResponse | null | undefined): void {
  const kycStatus = session?.kycStatus;
  const userId = session?.userId;
  useEffect(() => {
    if (userId && kycStatus) syncAuthFlags(kycStatus);
  }, [userId, kycStatus]);
}
