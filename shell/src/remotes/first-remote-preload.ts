import { findOwner, REMOTE_ENTRY_FILE } from '@invest/mf/ownership';

function preload(doc: Document, href: string, as: 'fetch' | 'script'): HTMLLinkElement {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  // The federation runtime fetches a manifest with fetch() (CORS, same-origin credentials): the preload must match.
  // It loads remoteEntry.js with a plain <script> (no crossorigin attribute), which a plain script preload matches.
  if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
  doc.head.appendChild(link);
  return link;
}

/** The manifest URL of `key` in an unvalidated config, when it is an http(s) URL. */
function manifestUrlOf(config: unknown, key: string): string | null {
  if (typeof config !== 'object' || config === null) return null;
  const remotes: unknown = (config as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const value: unknown = (remotes as Record<string, unknown>)[key];
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  return /^https?:$/.test(new URL(value).protocol) ? value : null;
}

/**
 * Starts fetching the manifest of the remote owning `pathname` (only that one) while the shared libraries load, so
 * the federation runtime finds it in the preload cache once the shell has started; once the manifest has arrived,
 * its remoteEntry.js (next to it) is preloaded too, so the entry is not a further round trip after the shell starts.
 * The entry is preloaded only after the manifest loaded: when the remote is down, the manifest fails first and the
 * runtime never asks for the entry, and a failed entry preload would stay in the page's preload cache and fail the
 * Retry's script load too (Chromium matches a later <script> to it). A failed manifest preload is used up by the
 * runtime's first fetch.
 * `config` is the inlined platform config, not yet validated (bootstrap validates it): a URL that is not http(s) is
 * not preloaded. Returns the remote preloaded, or null.
 */
export function preloadFirstRemote(config: unknown, pathname: string, doc: Document = document): string | null {
  const owner = findOwner(pathname);
  const manifest = owner ? manifestUrlOf(config, owner) : null;
  if (!owner || !manifest) return null;
  const link = preload(doc, manifest, 'fetch');
  link.addEventListener('load', () => void preload(doc, new URL(REMOTE_ENTRY_FILE, manifest).href, 'script'), { once: true });
  return owner;
}
