import { REMOTE_APPS, SHELL_APP, type RemoteApp } from './apps.ts';
import { splitLocale } from './locale-path.ts';

export * from './locale-path.ts';

/**
 * Who owns which route (ARCHITECTURE.md section 2), from the apps table (apps.ts). The shell reads this to load the ONE
 * remote that owns a path; the web server reads it for ports and manifest URLs.
 * Browser-safe and Node-safe: it imports only the apps table.
 */
export type RemoteKey = RemoteApp['key'];
export type RemoteInfo = RemoteApp;

/** The remotes by key (`REMOTES.marketing.paths`), in table order. */
export const REMOTES = Object.fromEntries(REMOTE_APPS.map((app) => [app.key, app])) as { readonly [K in RemoteKey]: Extract<RemoteApp, { key: K }> };

export const REMOTE_KEYS: readonly RemoteKey[] = REMOTE_APPS.map((app) => app.key);

/** The shell's own port and the module every remote exposes. */
export const SHELL_PORT = SHELL_APP.port;
export const ROUTES_EXPOSE = './routes';
/** File name of every remote's container entry, next to its mf-manifest.json. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** `mfe_marketing/routes`: the id passed to `loadRemote`. */
export function routesModuleId(key: RemoteKey): string {
  return `${REMOTES[key].name}/${ROUTES_EXPOSE.slice(2)}`;
}

/** Default manifest URL of a remote on this machine (`http://localhost:8081/mf-manifest.json`). */
export function defaultManifestUrl(key: RemoteKey): string {
  return `http://localhost:${REMOTES[key].port}/mf-manifest.json`;
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The remote that owns `pathname`: an exact owned path, or a path below one (`/demo/x` belongs to
 * the demo remote, which then answers with its own 404). `/` owns only itself. A language prefix is read past: `/hi/products`
 * belongs to the owner of `/products`.
 */
export function findOwner(pathname: string): RemoteKey | null {
  const path = ownedPath(pathname);
  let best: { key: RemoteKey; length: number } | null = null;
  for (const key of REMOTE_KEYS) {
    for (const owned of REMOTES[key].paths) {
      const matches = owned === '/' ? path === '/' : path === owned || path.startsWith(`${owned}/`);
      if (matches && (!best || owned.length > best.length)) best = { key, length: owned.length };
    }
  }
  return best?.key ?? null;
}

/**
 * Routes the browser alone renders: an investor's own data (signed in) and the guided demo's steps, whose state lives
 * in the browser. The shell's server answers them with the layout and a loading state, never cached publicly.
 */
export const CLIENT_RENDERED_PATHS = [
  '/kyc',
  '/kyc-verification',
  '/payment',
  '/dashboard',
  '/demo/products',
  '/demo/kyc',
  '/demo/payment',
  '/demo/dashboard',
] as const;

/** Rendered on the server but kept out of the sitemap: a form with nothing to find (robots.txt lets crawlers in). */
export const UNLISTED_PATHS = ['/sign-in'] as const;

/** The path the routes name: without query, hash, trailing slash or language prefix (`/hi/products/` → `/products`). */
function ownedPath(pathname: string): string {
  return trimTrailingSlash(splitLocale(pathname.split(/[?#]/)[0] || '/').path);
}

/** True for a path the server renders as the layout and a loading state (CLIENT_RENDERED_PATHS and below). */
export function isClientRendered(pathname: string): boolean {
  const path = ownedPath(pathname);
  return CLIENT_RENDERED_PATHS.some((owned) => path === owned || path.startsWith(`${owned}/`));
}

/** The public pages, in table order: every owned path the server renders that is not unlisted (the sitemap). */
export function publicPaths(): string[] {
  const unlisted: readonly string[] = UNLISTED_PATHS;
  return REMOTE_KEYS.flatMap((key) => REMOTES[key].paths).filter((path) => !isClientRendered(path) && !unlisted.includes(path));
}

/**
 * Id of the `<script type="application/json">` block in which the shell's server inlines the platform config into
 * index.html (so the shell needs no request for it); the web server writes it (servers/web/src/shell-document.ts).
 */
export const PLATFORM_CONFIG_ELEMENT_ID = 'platform-config';

/** The payment gateway's checkout, as the platform config names it (GATEWAY_CHECKOUT_SCRIPT_URL, GATEWAY_SANDBOX). */
export interface PlatformGatewayConfig {
  /** URL of the gateway's Standard Checkout script (Razorpay's, or the local stand-in's). */
  checkoutScriptUrl: string;
  /** True while the gateway is a stand-in: the payment page says "Sandbox payments". */
  sandbox: boolean;
}

/**
 * Body of `/platform-config.json`, served by the shell's server and read by the shell at start (the remotes) and by
 * the payments remote (the gateway; optional for a config written before it had one).
 */
export interface PlatformConfig {
  remotes: Record<RemoteKey, string>;
  gateway?: PlatformGatewayConfig;
}
