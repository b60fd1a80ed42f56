import type { SessionResponse } from '@invest/contracts';

export type KycPageView = 'loading' | 'form' | 'verified';

/**
 * Which /kyc to show. A verified investor (on arrival, after signing in here, or once the Aadhaar OTP confirms them
 * on this page) sees what is on file and the next steps (bank account, nominee): no form to retype. Everyone else gets
 * the identity form.
 */
export function useKycPageView(session: SessionResponse | null | undefined, sessionLoading: boolean): KycPageView {
  if (session === undefined && sessionLoading) return 'loading';
  return session?.kycStatus === 'verified' ? 'verified' : 'form';
}
