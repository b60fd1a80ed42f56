/** The first wait of a sweep's backoff and its cap. */
export const FIRST_RECHECK_MS = 60_000;
export const MAX_RECHECK_MS = 60 * 60_000;

/**
 * How long a row a sweep asked about without a change waits before its next turn: 1, 2, 4 ... minutes, at most an
 * hour. With the rows due longest asked first, no set of stuck rows can keep the others from their turn.
 */
export function backoffMs(checks: number): number {
  return Math.min(FIRST_RECHECK_MS * 2 ** Math.min(checks, 10), MAX_RECHECK_MS);
}
