/**
 * The shell's pages, rendered on the server: serve-app.ts hands every page request of the shell here. The renderer is
 * the shell's server build (shell/dist/server/main.js, typed by the shell's contract, @invest/shell/server-contract),
 * which composes the remotes' server containers at request time; this file puts its output into the built index.html,
 * keeps public pages for a few seconds (rendered-pages.ts), sets the status and the caching, and serves robots.txt and
 * sitemap.xml. A render that fails for any reason gives the plain page the browser renders itself: never a 5xx.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, findOwner, localizePath, rememberedLocale, splitLocale } from '@invest/mf/ownership';
import { ROUTE_PRELOADS_FILE } from '@invest/mf/route-preloads';
import type { Env } from '@invest/mf/serving';
import { RENDER_MODES, SHELL_SERVER_ENTRY, type RenderMode, type ServerRemoteBases, type ShellServerBuild } from '@invest/shell/server-contract';
import { composeShellDocument, hasSessionCookie, PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, robotsTxt, sitemapXml } from './shell-document.ts';
import { RenderedPages } from './rendered-pages.ts';
import { pageCache, remoteFallbacks, renderDuration } from './shell-metrics.ts';

const tracer = trace.getTracer('invest-shell');

/** How long a remote may take to render its region before the page shows that region's fallback. */
export const DEFAULT_SSR_DEADLINE_MS = 300;

export interface ShellPagesOptions {
  /** The shell's dist/ folder (index.html and server/main.js). */
  dist: string;
  /** index.html with the platform config inlined: the page the browser renders when the server did not. */
  template: string;
  /** Where each remote's server build is (serverRemotesFromEnv). */
  serverRemotes: ServerRemoteBases;
  /** Each remote's browser manifest URL (the platform config): where the browser loads the files a page preloads. */
  remoteManifests: Readonly<Record<string, string>>;
  apiUrl: string;
  env: Env;
}

export interface ShellPages {
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  sendRobots: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  sendSitemap: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/** How long a rendered public page is reused while its remote is unchanged (the shared caches keep it 60 s anyway). */
export const DEFAULT_SSR_REUSE_MS = 5_000;

function millisecondsFrom(env: Env, name: 'SSR_REMOTE_DEADLINE_MS' | 'SSR_REUSE_MS', fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of milliseconds (at least ${min}), not ${raw}`);
  return value;
}

function renderModeFrom(env: Env): RenderMode | undefined {
  const raw = env.SSR_RENDER_MODE;
  if (raw === undefined || raw === '') return undefined;
  const mode = RENDER_MODES.find((known) => known === raw);
  if (mode) return mode;
  throw new Error(`SSR_RENDER_MODE must be string or stream, not ${raw}`);
}

/** A rendered page written into index.html, with its ETag. */
interface ComposedPage {
  status: number;
  cacheable: boolean;
  body: string;
  etag: string;
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The shell's `route-preloads.json` (its build's shared modules and startup files), or null when it has none or it is unreadable. */
function shellRoutePreloads(dist: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(dist, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** Loads the shell's server build and returns its page handlers. */
export async function createShellPages(options: ShellPagesOptions): Promise<ShellPages> {
  const entry = resolve(options.dist, SHELL_SERVER_ENTRY);
  if (!existsSync(entry)) throw new Error(`${entry} not found: build the shell first (npx nx run @invest/shell:build)`);
  const build = createRequire(import.meta.url)(entry) as ShellServerBuild;
  const reuseMs = millisecondsFrom(options.env, 'SSR_REUSE_MS', DEFAULT_SSR_REUSE_MS, 0);
  const { render, pageVersion, siteUrl, publicPaths } = await build.createShellServer({
    remotes: options.serverRemotes,
    apiOrigin: options.apiUrl,
    siteUrl: options.env.PUBLIC_SITE_URL,
    deadlineMs: millisecondsFrom(options.env, 'SSR_REMOTE_DEADLINE_MS', DEFAULT_SSR_DEADLINE_MS, 1),
    renderMode: renderModeFrom(options.env),
    remoteManifests: options.remoteManifests,
    shellRoutePreloads: shellRoutePreloads(options.dist),
    // Always reported, request logging or not: ops need to know a remote is down or slow.
    onRemoteError: (remote, reason) => {
      remoteFallbacks.inc({ remote });
      console.warn(`[serve-app] ${remote} rendered as its fallback: ${reason}`);
    },
  });

  // Public pages rendered lately, as documents: reused while their remote's server build is unchanged.
  const kept = new RenderedPages<ComposedPage>(reuseMs);

  /** A page kept, or rendered and composed into index.html (and kept when it may be). */
  async function pageOf(url: string): Promise<ComposedPage> {
    // Every request asks for the version (the owner's server manifest), so a redeploy is seen on the next request.
    const version = reuseMs > 0 ? await pageVersion(url).catch(() => null) : null;
    const reused = version ? kept.get(url, version) : undefined;
    if (reused) {
      pageCache.inc({ result: 'hit' });
      return reused;
    }
    const page = await render(url);
    const body = composeShellDocument(options.template, page);
    const composed = { status: page.status, cacheable: page.cacheable, body, etag: etagOf(body) };
    if (page.cacheable) {
      pageCache.inc({ result: 'miss' });
      if (version) kept.set(url, version, composed);
    }
    return composed;
  }

  /** The page rendered on the server, or null (the browser renders it): timed by owner, a span when tracing is on. */
  function renderTimed(url: URL, owner: string): Promise<ComposedPage | null> {
    return tracer.startActiveSpan('server render', { attributes: { 'invest.route.owner': owner } }, async (span) => {
      const started = performance.now();
      let page: ComposedPage | null = null;
      try {
        page = await pageOf(url.href);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        console.error(`[serve-app] server rendering of ${url.pathname} failed; the browser renders the page`, error);
      } finally {
        renderDuration.observe({ owner, outcome: page ? 'rendered' : 'failed' }, (performance.now() - started) / 1000);
        span.end();
      }
      return page;
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url === '/index.html' ? '/' : request.url, 'http://shell.internal');
    // A visitor who chose another language with the switcher gets its page for an English address (the choice is a
    // cookie: the answer is theirs only). A language's own address is always served as asked.
    const remembered = rememberedLocale(request.headers.cookie);
    if (remembered && remembered !== DEFAULT_LOCALE && splitLocale(url.pathname).locale === DEFAULT_LOCALE) {
      reply.header('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
      reply.header('Vary', 'Cookie');
      return reply.redirect(`${localizePath(url.pathname, remembered)}${url.search}`, 302);
    }
    const page = await renderTimed(url, findOwner(url.pathname) ?? 'shell');
    const { body, etag } = page ?? { body: options.template, etag: '' };
    const shared = page !== null && page.cacheable && !hasSessionCookie(request.headers.cookie);
    reply.header('Cache-Control', shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
    reply.header('Vary', 'Cookie');
    reply.type('text/html; charset=utf-8');
    if (!shared) return reply.code(page?.status ?? 200).send(body);
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(page?.status ?? 200).send(body);
  }

  return {
    sendPage,
    sendRobots: async (_request, reply) => reply.header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
    sendSitemap: async (_request, reply) =>
      reply.header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, publicPaths)),
  };
}
