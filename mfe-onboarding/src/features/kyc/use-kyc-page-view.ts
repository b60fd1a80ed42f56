import type { SessionResponse } from '@invest/contracts';
import { useState } from 'react';

export type KycPageView = 'loading' | 'form' | 'verified';

/**
 * Which /kyc to show. An investor who is verified when they arrive, or who signs in here as one, sees their verified
 * status: no form to retype. Everyone else gets the identity form; a user who completes KYC on the page keeps the form,
 * whose success message and redirect to /payment (spec 2, 4) follow.
 */
export function useKycPageView(session: SessionResponse | null | undefined, sessionLoading: boolean): KycPageView {
  // The user this page has seen signed in but not yet verified: their verification happens in the form.
  const [formUserId, setFormUserId] = useState<string | null>(null);
  if (session && session.kycStatus !== 'verified' && formUserId !== session.userId) setFormUserId(session.userId);

  if (session === undefined && sessionLoading) return 'loading';
  if (session?.kycStatus === 'verified' && formUserId !== session.userId) return 'verified';
  return 'form';
}
