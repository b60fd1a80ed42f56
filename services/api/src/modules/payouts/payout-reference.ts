/**
 * The gateway reference of one attempt to send a payout, `<payout id>:<attempt>`: deterministic, so an interrupted
 * attempt finds the payout it created (and RazorpayX's idempotency key, derived from it, never makes a second one).
 */
export function payoutReference(payoutId: string, attempt: number): string {
  return `${payoutId}:${attempt}`;
}

/** The payout id and attempt of a reference, or null for a reference that is not one of ours. */
export function parsePayoutReference(reference: string): { payoutId: string; attempt: number } | null {
  const match = /^([0-9a-f-]{36}):([1-9]\d{0,5})$/.exec(reference);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  return { payoutId: match[1], attempt: Number(match[2]) };
}
