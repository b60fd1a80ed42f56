import { matchesManifest, readRoutePreloads, REMOTE_KEYS, ROUTE_PRELOADS_FILE, type RemoteKey, type RoutePreloads } from '@invest/mf/runtime';
import { escapeHtml } from './document-head.js';

/**
 * The `<link rel="preload">` tags written after a server-rendered page's markup: the browser files the page loads
 * only once the shell has started (the chunks `main.js` fetches when it runs; two round trips after `bootstrap`: the
 * remote's `./routes` chunk, then the page's chunks, the shell's shared modules it consumes and, for a page that
 * reads it, the store), fetched instead beside `main.js` (bench/RESULTS.md, "Time until the first tap"). They come from build output only: each remote's
 * `route-preloads.json` (libs/mf/src/route-preloads.ts) joined with the shell's. A remote without that file, with one
 * that does not match its published manifest, or that cannot be reached, gets no preloads: never an error.
 */

/** The shell's browser build is served from `/` (libs/mf/src/build/webpack-config.ts, `publicPath` of the host). */
const SHELL_PUBLIC_PATH = '/';

/** The page's path as a remote's routes name it: no trailing slash (but `/`). */
function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The shell's files for `keys` and every shared module they consume in turn, less those the shell loads before it starts. */
function sharedFiles(keys: readonly string[], shell: RoutePreloads): string[] {
  const startup = new Set(shell.startup);
  const files: string[] = [];
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const provided = shell.shared[key];
    if (!provided) continue;
    for (const file of provided.js) if (!startup.has(file) && !files.includes(file)) files.push(file);
    pending.push(...provided.shared);
  }
  return files;
}

/** What the page needs besides its route's own files. */
export interface PreloadNeeds {
  /** The page reads the store (its route's handle says so): the shell's store loader's files too. */
  store: boolean;
}

/**
 * The URLs to preload for `pathname`: the remote's files for that route (relative to `remoteFolder`, the folder of its
 * browser manifest, which its `publicPath: 'auto'` resolves to in the browser); then the shell's files its entry
 * fetches once it runs (its startup files but the entry's own, which the document's `<script>` loads), so they load
 * beside the entry instead of after it; then the shell's files of the shared modules the route consumes that the
 * shell does not load anyway before it starts; then, for a page that reads the store, the shell's files of its store
 * loader and of the shared modules those consume (`@invest/platform/store`); each file once. None for a path the
 * remote's list does not name.
 */
export function preloadHrefs(pathname: string, remote: RoutePreloads, remoteFolder: string, shell: RoutePreloads | null, needs?: PreloadNeeds): string[] {
  const route = remote.routes[routePath(pathname)];
  if (!route) return [];
  const hrefs = route.js.map((file) => new URL(file, remoteFolder).href);
  if (!shell) return hrefs;
  const store = needs?.store ? shell.store : null;
  const startup = new Set(shell.startup);
  // A list that does not say which files are the entry's names no startup file: the entry's would be fetched twice.
  const entry = new Set(shell.entry);
  const shellFiles = [
    ...(entry.size > 0 ? shell.startup.filter((file) => !entry.has(file)) : []),
    ...sharedFiles(route.shared, shell),
    ...(store ? store.js.filter((file) => !startup.has(file)) : []),
    ...(store ? sharedFiles(store.shared, shell) : []),
  ];
  hrefs.push(...[...new Set(shellFiles)].map((file) => `${SHELL_PUBLIC_PATH}${file}`));
  return hrefs;
}

/**
 * The tags, as webpack loads these files: a plain `<script src>` without `crossorigin` (`output.crossOriginLoading` is
 * not set), so a plain script preload is what the later `<script>` finds in the preload cache.
 */
export function preloadLinkTags(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`).join('');
}

export interface RoutePreloadSourceOptions {
  /** Where the shell's server reaches each remote's server build (`…/server/`); its browser build is the folder above. */
  serverBases: Readonly<Record<RemoteKey, string>>;
  /** Each remote's browser manifest URL as the browser reaches it (the platform config). */
  browserManifests: Readonly<Partial<Record<RemoteKey, string>>>;
  /** The shell's own `route-preloads.json` (parsed), or null. */
  shell: unknown;
  timeoutMs: number;
  fetchImpl: typeof fetch;
  /** How long a remote without a usable list is left alone before its list is asked for again. */
  retryAfterMs?: number;
}

export interface RoutePreloadSource {
  /**
   * The tags for `pathname` of `owner`, whose server build now loaded is `version` (a new version reads the list
   * again); `needs` says what the page loads besides its route's files.
   */
  linksFor: (owner: RemoteKey, pathname: string, version: string | undefined, needs?: PreloadNeeds) => Promise<string>;
}

async function fetchJson(url: URL, options: RoutePreloadSourceOptions): Promise<unknown> {
  const response = await options.fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(options.timeoutMs) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

/**
 * Each remote's list, read once per version of its server build (published with its browser build) and checked
 * against its browser manifest; a remote whose list is missing, unreadable or stale is asked again after `retryAfterMs`.
 */
export function createRoutePreloadSource(options: RoutePreloadSourceOptions): RoutePreloadSource {
  const shell = readRoutePreloads(options.shell);
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const lists = new Map<RemoteKey, { version: string | undefined; at: number; list: Promise<RoutePreloads | null> }>();

  async function load(owner: RemoteKey): Promise<RoutePreloads | null> {
    try {
      const folder = new URL('../', options.serverBases[owner]);
      const [json, manifest] = await Promise.all([
        fetchJson(new URL(ROUTE_PRELOADS_FILE, folder), options),
        fetchJson(new URL('mf-manifest.json', folder), options),
      ]);
      const list = readRoutePreloads(json);
      return list && matchesManifest(list, manifest) ? list : null;
    } catch {
      return null;
    }
  }

  async function listOf(owner: RemoteKey, version: string | undefined): Promise<RoutePreloads | null> {
    const kept = lists.get(owner);
    if (kept && kept.version === version) {
      const list = await kept.list;
      // A usable list is kept for the whole version; a missing one only for a while.
      if (list || performance.now() - kept.at < retryAfterMs) return list;
      if (lists.get(owner) !== kept) return listOf(owner, version);
    }
    return reload(owner, version);
  }

  function reload(owner: RemoteKey, version: string | undefined): Promise<RoutePreloads | null> {
    const list = load(owner);
    lists.set(owner, { version, at: performance.now(), list });
    return list;
  }

  return {
    async linksFor(owner, pathname, version, needs) {
      const browserManifest = options.browserManifests[owner];
      if (!REMOTE_KEYS.includes(owner) || !browserManifest) return '';
      const list = await listOf(owner, version);
      return list ? preloadLinkTags(preloadHrefs(pathname, list, new URL('./', browserManifest).href, shell, needs)) : '';
    },
  };
}
