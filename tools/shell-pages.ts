/**
 * The shell's pages, rendered on the server: tools/serve-app.ts hands every page request of the shell here. The
 * renderer is the shell's server build (shell/dist/server/main.js), which composes the remotes' server containers
 * at request time; this file puts its output into the built index.html, sets the status and the caching, and
 * serves robots.txt and sitemap.xml. A render that fails for any reason gives the plain page the browser renders
 * itself: never a 5xx.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOwner } from '../libs/mf/src/ownership.ts';
import type { Env } from '../libs/mf/src/serving/serve-config.ts';
import {
  composeShellDocument,
  hasSessionCookie,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  robotsTxt,
  sitemapXml,
  type RenderedPageBody,
} from './shell-document.ts';
import { pageCache, remoteFallbacks, renderDuration } from './shell-metrics.ts';

const tracer = trace.getTracer('invest-shell');

/** How the shell's server renders a page's tree (shell/src/server/render-markup.ts): SSR_RENDER_MODE, `string` unless set. */
type RenderMode = 'string' | 'stream';

/** What the shell's server build exports (shell/src/server/main.ts). */
interface ShellServerBuild {
  createShellServer(options: {
    remotes: Record<string, string>;
    apiOrigin: string;
    siteUrl?: string;
    deadlineMs: number;
    reuseMs: number;
    renderMode?: RenderMode;
    onRemoteError?: (remote: string, reason: string) => void;
  }): Promise<{ render: (url: string) => Promise<RenderedPageBody>; siteUrl: string; publicPaths: string[] }>;
}

/** How long a remote may take to render its region before the page shows that region's fallback. */
export const DEFAULT_SSR_DEADLINE_MS = 300;

export interface ShellPagesOptions {
  /** The shell's dist/ folder (index.html and server/main.js). */
  dist: string;
  /** index.html with the platform config inlined: the page the browser renders when the server did not. */
  template: string;
  /** Where each remote's server build is (serverRemotesFromEnv). */
  serverRemotes: Record<string, string>;
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
  if (raw === 'string' || raw === 'stream') return raw;
  throw new Error(`SSR_RENDER_MODE must be string or stream, not ${raw}`);
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Loads the shell's server build and returns its page handlers. */
export async function createShellPages(options: ShellPagesOptions): Promise<ShellPages> {
  const entry = resolve(options.dist, 'server', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} not found: build the shell first (npx nx run @invest/shell:build)`);
  const build = createRequire(import.meta.url)(entry) as ShellServerBuild;
  const { render, siteUrl, publicPaths } = await build.createShellServer({
    remotes: options.serverRemotes,
    apiOrigin: options.apiUrl,
    siteUrl: options.env.PUBLIC_SITE_URL,
    deadlineMs: millisecondsFrom(options.env, 'SSR_REMOTE_DEADLINE_MS', DEFAULT_SSR_DEADLINE_MS, 1),
    reuseMs: millisecondsFrom(options.env, 'SSR_REUSE_MS', DEFAULT_SSR_REUSE_MS, 0),
    renderMode: renderModeFrom(options.env),
    // Always reported, request logging or not: ops need to know a remote is down or slow.
    onRemoteError: (remote, reason) => {
      remoteFallbacks.inc({ remote });
      console.warn(`[serve-app] ${remote} rendered as its fallback: ${reason}`);
    },
  });

  // The document and ETag of a page the renderer reuses are composed once.
  const documents = new WeakMap<RenderedPageBody, { body: string; etag: string }>();
  const documentOf = (page: RenderedPageBody) => {
    let composed = documents.get(page);
    if (!composed) {
      const body = composeShellDocument(options.template, page);
      composed = { body, etag: etagOf(body) };
      documents.set(page, composed);
    }
    return composed;
  };

  /** The page rendered on the server, or null (the browser renders it): timed by owner, a span when tracing is on. */
  function renderTimed(url: URL, owner: string): Promise<RenderedPageBody | null> {
    return tracer.startActiveSpan('server render', { attributes: { 'invest.route.owner': owner } }, async (span) => {
      const started = performance.now();
      let page: RenderedPageBody | null = null;
      try {
        page = await render(url.href);
        // A page composed before is one the renderer reused.
        if (page.cacheable) pageCache.inc({ result: documents.has(page) ? 'hit' : 'miss' });
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
    const page = await renderTimed(url, findOwner(url.pathname) ?? 'shell');
    const { body, etag } = page ? documentOf(page) : { body: options.template, etag: '' };
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
