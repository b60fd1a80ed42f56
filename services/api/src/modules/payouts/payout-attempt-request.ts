import { z } from 'zod';
import type { CreatePayoutRequest } from '../razorpay/payouts/payouts-gateway.js';

/** The request an attempt sends, as kept in `payouts.attempt_request` (JSON). */
export function serializeAttemptRequest(request: CreatePayoutRequest): string {
  return JSON.stringify(request);
}

/** What a kept request must be to be sent again: every field of CreatePayoutRequest, the amount in whole paise. */
const keptRequest = z.object({
  fundAccountId: z.string(),
  amountPaise: z.number().int(),
  referenceId: z.string(),
  narration: z.string(),
  notes: z.record(z.string(), z.string()),
}) satisfies z.ZodType<CreatePayoutRequest>;

/** The kept request, or null when none was kept (attempts claimed before requests were kept) or it is unreadable. */
export function parseAttemptRequest(text: string | null): CreatePayoutRequest | null {
  if (text === null) return null;
  try {
    const kept = keptRequest.safeParse(JSON.parse(text));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}
