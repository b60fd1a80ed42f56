import type { CreatePayoutRequest } from '../razorpay/payouts/payouts-gateway.js';

/** The request an attempt sends, as kept in `payouts.attempt_request` (JSON). */
export function serializeAttemptRequest(request: CreatePayoutRequest): string {
  return JSON.stringify(request);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept request, or null when none was kept (attempts claimed before requests were kept) or it is unreadable. */
export function parseAttemptRequest(text: string | null): CreatePayoutRequest | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value['notes'])) return null;
  const { fundAccountId, amountPaise, referenceId, narration } = value;
  if (typeof fundAccountId !== 'string' || typeof referenceId !== 'string' || typeof narration !== 'string') return null;
  if (typeof amountPaise !== 'number' || !Number.isSafeInteger(amountPaise)) return null;
  const notes: Record<string, string> = {};
  for (const [key, note] of Object.entries(value['notes'])) {
    if (typeof note !== 'string') return null;
    notes[key] = note;
  }
  return { fundAccountId, amountPaise, referenceId, narration, notes };
}
