/**
 * The per-route preload list an app's browser build writes next to its mf-manifest.json (`route-preloads.json`, by
 * build/route-preloads-plugin.ts), and its reader. The shell's server reads a remote's to name, after a page's markup,
 * the browser files that page loads only once the shell has started (its `./routes` chunk, its page chunks, the shared
 * modules it consumes), and the shell's own to name the files of those shared modules, which the shell provides.
 * Browser-safe and Node-safe: it imports only the remotes' contract (ownership.ts).
 */
import { ROUTES_EXPOSE } from './ownership.ts';

/** The name a manifest gives the remotes' `./routes` expose: ROUTES_EXPOSE without its `./`. */
const ROUTES_EXPOSE_NAME = ROUTES_EXPOSE.slice(2);

/** File name of the list, next to the app's mf-manifest.json (a remote's `<remote URL>/route-preloads.json`). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Version of the format; a file of another version is ignored (no preloads). */
export const ROUTE_PRELOADS_SCHEMA = 1;

/** What loading one thing costs in the browser: its JS files (relative to the build's public path) and the share keys it consumes. */
export interface PreloadEntry {
  js: string[];
  shared: string[];
}

export interface RoutePreloads {
  schema: typeof ROUTE_PRELOADS_SCHEMA;
  /** The build's federation name (`mfe_products`, `shell`). */
  name: string;
  /**
   * A remote's routes, by the path given to `lazyRoute` (`/products`): the `./routes` chunk group's and the page's
   * chunk group's JS files, and the share keys they consume. Empty for the shell.
   */
  routes: Record<string, PreloadEntry>;
  /** Each shared module this build provides, by share key: the JS files of its chunk group and the share keys it consumes. */
  shared: Record<string, PreloadEntry>;
  /** JS files the build loads before its app code runs (the shell: its entry and `bootstrap`'s chunk group, with what they consume). */
  startup: string[];
  /**
   * JS files of the build's entrypoints, which its document loads with `<script>` tags of its own (the shell's
   * `main.js`): the rest of `startup` is what the entry fetches once it runs. Empty in a list written before this field.
   */
  entry: string[];
  /**
   * What the page's one store costs when a page first asks for it (`loadPlatformStore()` of `@invest/platform`): the
   * files of the chunk groups the build's `setPlatformStoreLoader(…)` imports and the share keys they consume. A page
   * that reads the store (lazyRoute without `{ store: false }`) loads it beside its own chunks. Null when the build
   * sets no loader (a remote), or its list was written before this field.
   */
  store: PreloadEntry | null;
}

/** A relative file name of a build's output: no scheme, no leading slash, no `..`, nothing to escape in HTML. */
const FILE_NAME = /^(?!\/)(?!.*\.\.)[\w./-]+\.js$/;
const SHARE_KEY = /^[\w@./-]+$/;

function isStringArray(value: unknown, pattern: RegExp): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && pattern.test(item));
}

function entryOf(value: unknown): PreloadEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { js, shared } = value as { js?: unknown; shared?: unknown };
  if (!isStringArray(js, FILE_NAME) || !isStringArray(shared, SHARE_KEY)) return null;
  return { js: [...js], shared: [...shared] };
}

function entriesOf(value: unknown): Record<string, PreloadEntry> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries: Record<string, PreloadEntry> = {};
  for (const [key, raw] of Object.entries(value)) {
    const entry = entryOf(raw);
    if (!entry) return null;
    entries[key] = entry;
  }
  return entries;
}

/** The list in `json` (parsed), or null when it is not one of this version: an unknown or damaged file means no preloads. */
export function readRoutePreloads(json: unknown): RoutePreloads | null {
  if (typeof json !== 'object' || json === null) return null;
  const raw = json as Partial<Record<keyof RoutePreloads, unknown>>;
  if (raw.schema !== ROUTE_PRELOADS_SCHEMA || typeof raw.name !== 'string') return null;
  const routes = entriesOf(raw.routes);
  const shared = entriesOf(raw.shared);
  if (!routes || !shared || !isStringArray(raw.startup, FILE_NAME)) return null;
  const entry = raw.entry ?? [];
  if (!isStringArray(entry, FILE_NAME)) return null;
  // A list written before `store` existed has none; a damaged one is refused whole.
  const hasStore = raw.store !== undefined && raw.store !== null;
  const store = hasStore ? entryOf(raw.store) : null;
  if (hasStore && !store) return null;
  return { schema: ROUTE_PRELOADS_SCHEMA, name: raw.name, routes, shared, startup: [...raw.startup], entry: [...entry], store };
}

/** The JS files a browser manifest lists for the `./routes` expose (sync and async), or null when it names none. */
function manifestRouteFiles(manifest: unknown): Set<string> | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const exposes: unknown = (manifest as { exposes?: unknown }).exposes;
  if (!Array.isArray(exposes)) return null;
  const expose: unknown = exposes.find(
    (item: unknown) => typeof item === 'object' && item !== null && (item as { name?: unknown }).name === ROUTES_EXPOSE_NAME,
  );
  const js: unknown = (expose as { assets?: { js?: unknown } } | undefined)?.assets?.js;
  if (typeof js !== 'object' || js === null) return null;
  const { sync, async } = js as { sync?: unknown; async?: unknown };
  const files = [...(Array.isArray(sync) ? sync : []), ...(Array.isArray(async) ? async : [])].filter((file): file is string => typeof file === 'string');
  return files.length > 0 ? new Set(files) : null;
}

/**
 * True when every file the remote's list names is one its published browser manifest lists for `./routes`: a list
 * left from another build (published apart from the manifest, or stale in a cache) names other content hashes.
 */
export function matchesManifest(preloads: RoutePreloads, manifest: unknown): boolean {
  const files = manifestRouteFiles(manifest);
  if (!files) return false;
  return Object.values(preloads.routes).every((route) => route.js.every((file) => files.has(file)));
}
