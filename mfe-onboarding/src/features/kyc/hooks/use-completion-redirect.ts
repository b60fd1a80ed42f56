import { KYC_SUCCESS_REDIRECT_MS } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { toast } from '@invest/ui';
import { useRedirectAfterDelay } from '@invest/ui/router';
import { useEffect, useRef, useState } from 'react';
import { isComplete, type KycProgress } from '../model/kyc-progress.js';

/** The toast of a finished KYC (message ids). */
export const COMPLETE_TOAST = { title: 'onboarding.toast.kycComplete', description: 'onboarding.toast.kycComplete.description' } as const;

/**
 * Product §2 "On success the user goes to /payment after 2 seconds", now once every real step is done: identity, bank
 * account and nominee. Only for an investor who finishes them on this page: one who arrives (or signs in) with all of
 * them done sees their summary and chooses where to go. `progress` is null while it is not known yet.
 */
export function useCompletionRedirect(userId: string | null, progress: KycProgress | null): boolean {
  // Leaving the page earlier cancels the redirect.
  const redirect = useRedirectAfterDelay(KYC_SUCCESS_REDIRECT_MS);
  const { _ } = useI18n();
  /** The first state this page knew for the signed-in user. */
  const arrival = useRef<{ userId: string; complete: boolean } | null>(null);
  const [finished, setFinished] = useState(false);
  const complete = progress ? isComplete(progress) : null;

  useEffect(() => {
    if (!userId || complete === null || finished) return;
    if (arrival.current?.userId !== userId) {
      arrival.current = { userId, complete };
      return;
    }
    if (complete && !arrival.current.complete) {
      setFinished(true);
      toast({ title: _(COMPLETE_TOAST.title), description: _(COMPLETE_TOAST.description) });
      redirect('/payment');
    }
  }, [userId, complete, finished, redirect, _]);

  return finished;
}
