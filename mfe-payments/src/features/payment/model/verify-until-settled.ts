import { isApiError } from '@invest/api';
import type { PaymentCompletedResponse, VerifyPaymentResponse } from '@invest/contracts';

/** Spec-free figures of the bank wait: ask again every 2 s, for about a minute. */
export const VERIFY_POLL_MS = 2000;
export const VERIFY_POLL_LIMIT_MS = 60_000;

export type VerifyCall = () => Promise<{ data: VerifyPaymentResponse; error?: undefined } | { data?: undefined; error: unknown }>;

export type Settlement =
  | { kind: 'completed'; body: PaymentCompletedResponse }
  /** The bank had not confirmed within the wait: the payment shows on the dashboard once it does. */
  | { kind: 'pending' }
  /** A final refusal (declined, signature, unpaid order, access): the server's error. */
  | { kind: 'refused'; error: unknown }
  /** The page went away meanwhile. */
  | { kind: 'abandoned' };

/** No answer, or a server fault: the outcome is not known yet, so the question is asked again. */
function unanswered(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * Asks the server what became of the payment until it settles: 200 completed, or a refusal. While the bank has not
 * confirmed (202, or no answer), `onWaiting` is called and the question is asked again every VERIFY_POLL_MS, up to
 * VERIFY_POLL_LIMIT_MS.
 */
export async function verifyUntilSettled(
  verify: VerifyCall,
  options: { wait: (ms: number) => Promise<void>; wanted: () => boolean; onWaiting: () => void },
): Promise<Settlement> {
  for (let waited = 0; ; waited += VERIFY_POLL_MS) {
    const answer = await verify();
    if (!options.wanted()) return { kind: 'abandoned' };
    if (answer.data?.status === 'completed') return { kind: 'completed', body: answer.data };
    if (answer.error !== undefined && !unanswered(answer.error)) return { kind: 'refused', error: answer.error };
    if (waited >= VERIFY_POLL_LIMIT_MS) return { kind: 'pending' };
    options.onWaiting();
    await options.wait(VERIFY_POLL_MS);
    if (!options.wanted()) return { kind: 'abandoned' };
  }
}
