/**
 * The shell's server-rendering contract: what its server build (dist/server/main.js, src/server/main.ts) gives the web
 * server (servers/web), and what a rendered page carries to the browser. Declared here once; the shell's renderer and
 * its hydration, and the web server, import it (`@invest/shell/server-contract`). Types and constants only: Node runs
 * this file directly in the web server.
 */
import type { RemoteKey } from '@invest/mf/ownership';

/** Id of the `<script type="application/json">` block holding what the server rendered the page with. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** One RTK Query result the server fetched (public data only), as `api.util.upsertQueryEntries` takes it. */
export interface SsrQueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/**
 * What the browser needs to take over a server-rendered page.
 * - `hydrate`: the page was rendered whole; the browser hydrates it with the same data.
 * - `client`: the server rendered the layout around a loading state or a remote's fallback (a signed-in page, the
 *   demo's steps, a remote that was down or slow); the browser renders the page itself, as without server rendering.
 */
export interface SsrState {
  mode: 'hydrate' | 'client';
  queries: SsrQueryEntry[];
  /**
   * The page's messages in its language (the shell's catalogue, compiled), so the browser's first render needs no
   * request (and no script) for them.
   */
  messages?: Readonly<Record<string, unknown>>;
}

/**
 * How the shell's server turns a page's tree into HTML (SSR_RENDER_MODE): `string` renderToString; `stream`
 * renderToPipeableStream, collected until the whole tree is ready. Both give the same markup and styles
 * (shell/src/server/render-markup.test.tsx); bench/RESULTS.md has what each costs.
 */
export type RenderMode = 'string' | 'stream';

export const RENDER_MODES: readonly RenderMode[] = ['string', 'stream'];

/** A page as the shell's server rendered it, before the web server writes it into index.html. */
export interface RenderedPage {
  status: number;
  /** The page's language as `<html lang>` names it (`en-IN`, `hi-IN`). */
  lang: string;
  /** `<title>`, meta tags, canonical link and JSON-LD. */
  head: string;
  /** styled-components' `<style>` elements for what was rendered. */
  styles: string;
  /** The markup inside `#root`. */
  html: string;
  state: SsrState;
  /**
   * `<link rel="preload">` tags of the browser files the page loads after the shell has started (its remote's
   * `./routes` chunk, its page chunks, the shell's shared modules it consumes), written after `#root`; from the
   * remotes' and the shell's `route-preloads.json`, the same for every visitor. Empty or absent: none.
   */
  preloads?: string;
  /** False for pages that must never be cached by anyone but the browser (client-rendered pages, fallbacks). */
  cacheable: boolean;
}

export type RenderPage = (url: string) => Promise<RenderedPage>;

/** Where each remote's server build is published (…/server/, its remoteEntry.js and mf-manifest.json). */
export type ServerRemoteBases = Readonly<Record<RemoteKey, string>>;

/** What the web server gives the shell's server build. */
export interface ShellServerOptions {
  /** Where each remote's server build is published, from the platform config. */
  remotes: ServerRemoteBases;
  /** The API's origin as the shell's server reaches it (public data only: no cookie is ever sent). */
  apiOrigin: string;
  /** The public site's origin (PUBLIC_SITE_URL), for canonical URLs; the brand's website when not given. */
  siteUrl?: string;
  /** How long a remote (its container, page and public data) may take before its region shows the fallback. */
  deadlineMs: number;
  /** How a page's tree becomes HTML (SSR_RENDER_MODE); `string` unless given. */
  renderMode?: RenderMode;
  /** Reports a remote that could not render (the web server logs and counts it). */
  onRemoteError?: (remote: RemoteKey, reason: string) => void;
  fetchImpl?: typeof fetch;
  /** Each remote's browser manifest URL as the browser reaches it (the platform config): the base of its preloads. */
  remoteManifests?: Readonly<Partial<Record<RemoteKey, string>>>;
  /** The shell's own `route-preloads.json` (parsed; libs/mf/src/route-preloads.ts): the files of the shared modules it provides. */
  shellRoutePreloads?: unknown;
}

/** What the shell's server build gives the web server: the renderer and what robots.txt and the sitemap say. */
export interface ShellServer {
  render: RenderPage;
  /**
   * The version of what `url` is rendered from (its owner's server build, as now published), or null for a page that
   * is never kept (a signed-in or client-rendered page, the shell's own, a remote that cannot be reached). The web
   * server's page cache keys a rendered page on it, so a remote redeployed alone is rendered afresh.
   */
  pageVersion: (url: string) => Promise<string | null>;
  /** The public site's origin, without a trailing slash. */
  siteUrl: string;
  /** The public pages (the sitemap), from the route-ownership table. */
  publicPaths: string[];
}

/** The module the shell's server build is (`dist/server/main.js`, CommonJS). */
export interface ShellServerBuild {
  createShellServer(options: ShellServerOptions): Promise<ShellServer>;
}

/** Where the shell's server build is, inside the shell's dist/ folder. */
export const SHELL_SERVER_ENTRY = 'server/main.js';
