/** The sign-in route (owned by mfe-onboarding): phone and OTP, then back to `next`. */
export const SIGN_IN_PATH = '/sign-in';
/** Where a sign-in goes when it was given no usable `next`. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';

/**
 * `next` when it is a path on this site ('/dashboard', '/payment?x=1'), else the fallback. Refused: absolute and
 * protocol-relative URLs ('https://x', '//x', '/\\x'), anything with control characters, and the sign-in route itself.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname === SIGN_IN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/sign-in?next=/dashboard`: the link of every "Sign in" (the header, the dashboard, the payment page). */
export function signInPath(next: string = DEFAULT_AFTER_SIGN_IN): string {
  // Slashes stay readable ('?next=/dashboard'); '?', '&', '#' and the rest are encoded.
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(safeNextPath(next)).replaceAll('%2F', '/')}`;
}
