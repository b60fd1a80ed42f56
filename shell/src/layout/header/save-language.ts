import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@invest/contracts';
import type { Locale } from '@invest/mf/runtime';
import { loadedPlatformStore } from '@invest/platform';

/** True when the page's store holds a signed-in session (the header's account has loaded it). */
function signedIn(): boolean {
  const queries = loadedPlatformStore()?.getState().api.queries ?? {};
  return Object.values(queries).some((query) => query?.endpointName === 'getSession' && query.status === 'fulfilled' && query.data != null);
}

/**
 * Keeps a signed-in investor's choice with their profile (PUT /api/profile/language), which the API's texts and
 * statements follow. `keepalive`: the request outlives the document navigation the switcher starts.
 */
export function saveLanguage(locale: Locale): void {
  if (!signedIn()) return;
  void fetch('/api/profile/language', {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ language: locale }),
  }).catch(() => undefined);
}
