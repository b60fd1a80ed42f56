import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from '../src/serve-app.ts';
import { metricsPortFrom, shellRegistry, startMetricsServer } from '../src/shell-metrics.ts';
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../src/shell-document.ts';

/**
 * shell-pages.ts around a stand-in for the shell's server build (its real renderer is exercised end to end by
 * e2e/tests/server-rendering.spec.ts): the document, the status, the caching and the fallback to the browser.
 */
const STAND_IN_BUILD = `
let rateRenders = 0;
exports.createShellServer = async (options) => ({
  siteUrl: options.siteUrl || 'https://brand.example',
  publicPaths: ['/', '/faq'],
  pageVersion: async (url) => {
    const { pathname } = new URL(url);
    return pathname === '/faq' ? 'v1' : pathname === '/rates' ? (process.env.STAND_IN_RATES_VERSION ?? null) : null;
  },
  render: async (url) => {
    const { pathname } = new URL(url);
    if (pathname === '/boom') throw new Error('renderer crashed');
    if (pathname === '/products') options.onRemoteError('products', 'server manifest answered 503');
    const page = (status, cacheable, mode) => ({
      status, cacheable, lang: pathname.startsWith('/hi') ? 'hi-IN' : 'en-IN', head: '<title>' + pathname + ' | Brand</title>', styles: '<style>.a{}</style>',
      html: '<h1>' + pathname + '</h1>', state: { mode, queries: [] },
    });
    if (pathname === '/nope') return page(404, true, 'hydrate');
    if (pathname === '/preloads') {
      const given = (options.shellRoutePreloads && options.shellRoutePreloads.name) + '|' + options.remoteManifests.products;
      return { ...page(200, true, 'hydrate'), preloads: '<link rel="preload" as="script" href="/x.js#' + given + '" />' };
    }
    if (pathname === '/dashboard') return page(200, false, 'client');
    if (pathname === '/rates') return { ...page(200, true, 'hydrate'), html: '<p>render ' + (rateRenders += 1) + '</p>' };
    return page(200, true, 'hydrate');
  },
});
`;

let appDir: string;

beforeAll(() => {
  appDir = mkdtempSync(join(tmpdir(), 'shell-pages-'));
  mkdirSync(join(appDir, 'dist/server'), { recursive: true });
  writeFileSync(
    join(appDir, 'dist/index.html'),
    '<!doctype html><html><head><title>t</title></head><body><noscript>JS!</noscript><div id=root></div></body></html>',
  );
  writeFileSync(join(appDir, 'dist/server/package.json'), '{ "type": "commonjs" }');
  writeFileSync(join(appDir, 'dist/server/main.js'), STAND_IN_BUILD);
  writeFileSync(join(appDir, 'dist/route-preloads.json'), JSON.stringify({ schema: 1, name: 'shell', routes: {}, shared: {}, startup: [] }));
});
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

const shell = (env: Record<string, string> = {}) => createServer({ appDir, kind: 'shell', port: 0, host: '127.0.0.1', env });

describe("the shell's server-rendered pages", () => {
  it('sends a public page as HTML with its head and markup, cacheable by anyone for a minute, with an ETag', async () => {
    const app = await shell();
    const page = await app.inject({ url: '/faq' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>/faq | Brand</title>');
    expect(page.body).toContain('<div id="root"><h1>/faq</h1></div>');
    expect(page.body).not.toContain('<noscript>JS!</noscript>');
    expect(page.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(page.headers.vary).toBe('Cookie');
    expect(page.headers.etag).toMatch(/^"[\w-]{27}"$/);
    // A security header is there too (the shell's CSP).
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    const revalidated = await app.inject({ url: '/faq', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await app.inject({ url: '/', headers: { 'if-none-match': String(page.headers.etag) } })).statusCode).toBe(200);
    await app.close();
  });

  it("keeps a public page while its remote's server build is unchanged, and renders it afresh once it is redeployed", async () => {
    const rendered = async (app: Awaited<ReturnType<typeof shell>>) => /render (\d+)/.exec((await app.inject({ url: '/rates' })).body)?.[1];
    const app = await shell();
    const notKept = await shell({ SSR_REUSE_MS: '0' });
    try {
      process.env.STAND_IN_RATES_VERSION = 'v1';
      const first = await rendered(app);
      expect(await rendered(app)).toBe(first);
      process.env.STAND_IN_RATES_VERSION = 'v2';
      const redeployed = await rendered(app);
      expect(redeployed).not.toBe(first);
      expect(await rendered(app)).toBe(redeployed);
      // SSR_REUSE_MS=0: every request renders.
      const once = await rendered(notKept);
      expect(await rendered(notKept)).not.toBe(once);
      // No version (the remote cannot be reached): rendered every time.
      delete process.env.STAND_IN_RATES_VERSION;
      const unversioned = await rendered(app);
      expect(await rendered(app)).not.toBe(unversioned);
    } finally {
      delete process.env.STAND_IN_RATES_VERSION;
      await app.close();
      await notKept.close();
    }
  });

  it("gives the renderer the shell's route-preloads.json and the remotes' browser manifests, and writes its preloads after #root", async () => {
    const app = await shell({ REMOTE_PRODUCTS_URL: 'https://cdn.example/products/mf-manifest.json' });
    const page = await app.inject({ url: '/preloads' });
    expect(page.body).toContain(
      '<div id="root"><h1>/preloads</h1></div><link rel="preload" as="script" href="/x.js#shell|https://cdn.example/products/mf-manifest.json" /></body>',
    );
    await app.close();
  });

  it('never lets a shared cache keep a page asked for with a session cookie', async () => {
    const app = await shell();
    const page = await app.inject({ url: '/faq', headers: { cookie: 'theme=dark; sid=s%3Aabc.def' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(page.headers.etag).toBeUndefined();
    await app.close();
  });

  it('sends a visitor who chose Hindi from an English address to the Hindi page, privately; a Hindi address is served as asked', async () => {
    const app = await shell();
    const chosen = await app.inject({ url: '/faq?x=1', headers: { cookie: 'theme=dark; lang=hi' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/faq?x=1');
    expect(chosen.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    const home = await app.inject({ url: '/', headers: { cookie: 'lang=hi' } });
    expect(home.headers.location).toBe('/hi');
    const hindi = await app.inject({ url: '/hi/faq', headers: { cookie: 'lang=hi' } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi-IN">');
    for (const cookie of ['lang=en', 'lang=xx', 'language=hi', '']) {
      const english = await app.inject({ url: '/faq', headers: { cookie } });
      expect({ cookie, status: english.statusCode }).toEqual({ cookie, status: 200 });
      expect(english.body).toContain('<html lang="en-IN">');
    }
    await app.close();
  });

  it("answers the renderer's status (404) and keeps client-rendered pages private", async () => {
    const app = await shell();
    expect((await app.inject({ url: '/nope' })).statusCode).toBe(404);
    const dashboard = await app.inject({ url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    await app.close();
  });

  it('gives the page as built, for the browser to render, when rendering fails: never a 5xx', async () => {
    const app = await shell();
    const page = await app.inject({ url: '/boom' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(page.body).toContain('<div id=root></div>');
    expect(page.body).toContain('id="platform-config"');
    await app.close();
  });

  it('serves robots.txt and sitemap.xml on the public site named by PUBLIC_SITE_URL', async () => {
    const app = await shell({ PUBLIC_SITE_URL: 'https://invest.example/' });
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://invest.example/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://invest.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://invest.example/faq</loc>');
    await app.close();
  });

  it('refuses an unreadable SSR_REMOTE_DEADLINE_MS or SSR_REUSE_MS at start', async () => {
    await expect(shell({ SSR_REMOTE_DEADLINE_MS: 'soon' })).rejects.toThrow('SSR_REMOTE_DEADLINE_MS');
    await expect(shell({ SSR_REMOTE_DEADLINE_MS: '0' })).rejects.toThrow('SSR_REMOTE_DEADLINE_MS');
    await expect(shell({ SSR_REUSE_MS: '-1' })).rejects.toThrow('SSR_REUSE_MS');
  });
});

describe("the shell's server metrics", () => {
  /** The value of one series of the shell's /metrics (0 when absent). */
  async function scrape(url: string): Promise<(series: string) => number> {
    const text = await (await fetch(url)).text();
    const values = new Map(
      text
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))] as const),
    );
    return (series) => values.get(series) ?? 0;
  }

  it("times renders by the route's owner, counts remote fallbacks and reused pages, on a port of their own", async () => {
    const metrics = await startMetricsServer(shellRegistry, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${metrics.port}/metrics`;
    const app = await shell();
    try {
      const before = await scrape(url);
      for (const path of ['/faq', '/faq', '/products', '/boom']) await app.inject({ url: path });
      const after = await scrape(url);
      const moved = (series: string) => after(series) - before(series);
      expect(moved('invest_shell_render_duration_seconds_count{owner="marketing",outcome="rendered"}')).toBe(2);
      expect(moved('invest_shell_render_duration_seconds_count{owner="products",outcome="rendered"}')).toBe(1);
      expect(moved('invest_shell_render_duration_seconds_count{owner="shell",outcome="failed"}')).toBe(1);
      expect(moved('invest_shell_remote_fallbacks_total{remote="products"}')).toBe(1);
      expect(moved('invest_shell_page_cache_total{result="hit"}')).toBe(1);
      expect(moved('invest_shell_page_cache_total{result="miss"}')).toBe(2);
      // Not on the shell's own port, which Caddy forwards to.
      expect((await app.inject({ url: '/metrics' })).body).not.toContain('invest_shell_');
      expect((await fetch(url.replace('/metrics', '/'))).status).toBe(404);
    } finally {
      await app.close();
      await new Promise((resolve) => metrics.server.close(resolve));
    }
  });

  it('reads METRICS_PORT: 9465 unless set, 0 for off, anything else refused', () => {
    expect(metricsPortFrom(undefined)).toBe(9465);
    expect(metricsPortFrom('0')).toBe(0);
    expect(metricsPortFrom('9100')).toBe(9100);
    expect(() => metricsPortFrom('metrics')).toThrow('METRICS_PORT');
  });
});
