import { useGetSessionQuery } from '@invest/api';
import { readStorage, storageEntries, writeStorage } from '@invest/platform/storage';
import { useCallback, useState } from 'react';

export interface PaymentAccess {
  /** Signed in on the server, or the local demo flag. */
  authenticated: boolean;
  /** KYC verified on the server, or the local demo flag (pending or verified counts, product §3). */
  kycVerified: boolean;
  userId: string | null;
  loading: boolean;
  enableDemoMode: () => void;
}

function readFlags() {
  const kyc = readStorage(storageEntries.demoKycStatus)?.kycStatus;
  return {
    authenticated: readStorage(storageEntries.demoAuthenticated) === 'true',
    kycVerified: kyc === 'pending' || kyc === 'verified',
  };
}

/**
 * Product §4 "Payment gateway access": the page's content is enabled only for an authenticated, KYC-verified user.
 * The flags only shape the UI; the server checks the session and KYC again on every call.
 */
export function usePaymentAccess(): PaymentAccess {
  const session = useGetSessionQuery();
  const [flags, setFlags] = useState(readFlags);
  const enableDemoMode = useCallback(() => {
    writeStorage(storageEntries.demoAuthenticated, 'true');
    writeStorage(storageEntries.demoKycStatus, { kycStatus: 'verified' });
    setFlags(readFlags());
  }, []);
  const user = session.data ?? null;
  return {
    authenticated: user !== null || flags.authenticated,
    kycVerified: user?.kycStatus === 'verified' || flags.kycVerified,
    userId: user?.userId ?? null,
    loading: session.isLoading,
    enableDemoMode,
  };
}
