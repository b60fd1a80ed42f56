import { findOwner } from '@invest/mf/ownership';

function preloadManifest(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('href', href);
  // The federation runtime fetches a manifest with fetch() (CORS, same-origin credentials): the preload must match.
  link.setAttribute('crossorigin', 'anonymous');
  doc.head.appendChild(link);
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
 * the federation runtime finds it in the preload cache once the shell has started.
 * Not the remoteEntry.js: when the remote is down, the manifest fails first and the runtime never asks for the entry,
 * so a failed entry preload would stay in the page's preload cache and fail the Retry's script load too (Chromium
 * matches a later <script> to it). A failed manifest preload is used up by the runtime's first fetch.
 * `config` is the inlined platform config, not yet validated (bootstrap validates it): a URL that is not http(s) is
 * not preloaded. Returns the remote preloaded, or null.
 */
export function preloadFirstRemote(config: unknown, pathname: string, doc: Document = document): string | null {
  const owner = findOwner(pathname);
  const manifest = owner ? manifestUrlOf(config, owner) : null;
  if (!owner || !manifest) return null;
  preloadManifest(doc, manifest);
  return owner;
}
