/** Idempotency keys are kept this long, then deleted (a retry after that is a new request). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How often every instance deletes expired keys. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Keys created before this instant have expired. */
export function idempotencyExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
}
