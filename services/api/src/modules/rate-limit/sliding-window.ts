export interface RateLimitRule {
  /**
   * Bucket key, e.g. `otp:phone:9876543210`; a client address goes last after an `ip:` segment (`otp:ip:<address>`),
   * so IPv6 clients are counted per /64. Stored as an HMAC, never in clear.
   */
  key: string;
  limit: number;
  windowMs: number;
}

export interface WindowDecision {
  allowed: boolean;
  /** Hit times (epoch ms) still inside the window, with this hit appended when allowed. */
  hits: number[];
  /** When refused: milliseconds until the oldest hit leaves the window. */
  retryAfterMs: number;
}

/** Sliding-window log: at most `limit` hits in any `windowMs` span. Pure; `hits` unsorted is fine. */
export function decide(previous: readonly number[], nowMs: number, rule: RateLimitRule): WindowDecision {
  const since = nowMs - rule.windowMs;
  const live = previous.filter((at) => at > since && at <= nowMs).sort((a, b) => a - b);
  if (live.length >= rule.limit) {
    const oldestThatMustExpire = live[live.length - rule.limit] as number;
    return { allowed: false, hits: live, retryAfterMs: oldestThatMustExpire + rule.windowMs - nowMs };
  }
  return { allowed: true, hits: [...live, nowMs], retryAfterMs: 0 };
}

export function parseHits(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number' && Number.isFinite(n)) : [];
  } catch {
    return [];
  }
}
