/** The session cookie over plain HTTP (development on http://localhost). */
export const SESSION_COOKIE = 'sid';
/** The session cookie over HTTPS: the `__Host-` prefix makes the browser accept it only Secure, Path=/, no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-sid';
/** Sliding idle expiry. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute lifetime from sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often (saves a write per request). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimes {
  lastSeenAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

export function isSessionLive(session: SessionTimes, now: Date): boolean {
  return now < session.idleExpiresAt && now < session.expiresAt;
}

/** The new idle expiry after activity at `now`, or undefined when no write is due yet. */
export function slideIdleExpiry(session: SessionTimes, now: Date): Date | undefined {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return undefined;
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.expiresAt.getTime()));
}
