import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CLIENT_RENDERED_PATHS, LOCALES, localizePath, publicPaths, REMOTES } from '@invest/mf/ownership';
import { expect, test } from '../support/fixtures.ts';
import { freePort, startSideApp, stopApp } from '../support/platform.ts';
import { serverHtml } from '../support/server-html.ts';
import { freshPhone, signIn } from '../support/session.ts';
import { crosses } from '../support/tags.ts';
import { isRemoteTarget } from '../support/target.ts';
import { waitForHttp } from '../../tools/wait-for-http.ts';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const PRIVATE_CACHE = 'private, no-store';
const BRAND = 'Solidstep Invest';
/** The heading of a remote's fallback. */
const UNAVAILABLE = 'This section is temporarily unavailable';

test.describe('public pages arrive as HTML', crosses('shell', 'marketing', 'products', 'onboarding', 'demo'), () => {
  for (const path of publicPaths()) {
    test(`${path}: its heading, title and description are in the server's HTML, cacheable with an ETag`, async ({ request }) => {
      const response = await request.get(path, { headers: { cookie: '' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe(PUBLIC_CACHE);
      const etag = response.headers().etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const page = await serverHtml(response);
      expect(page.title).toMatch(new RegExp(` \\| ${BRAND}$`));
      expect(page.title.length).toBeGreaterThan(` | ${BRAND}`.length);
      expect(page.description?.length ?? 0).toBeGreaterThan(40);
      expect(page.canonical).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`));
      expect(page.heading?.length ?? 0).toBeGreaterThan(0);
      expect(page.heading).not.toBe(UNAVAILABLE);
      expect(page.html).toContain('id="ssr-state"');

      // The same page again: unchanged, so the ETag lets a cache revalidate without a body.
      const again = await request.get(path, { headers: { 'if-none-match': etag! } });
      expect(again.status()).toBe(304);
    });
  }

  test('the FAQ carries FAQPage JSON-LD and the home page Organization JSON-LD', async ({ request }) => {
    expect((await serverHtml(await request.get('/faq'))).jsonLdTypes).toContain('FAQPage');
    expect((await serverHtml(await request.get('/'))).jsonLdTypes).toContain('Organization');
  });

  test("a product page's public data is in the HTML, and the browser does not fetch it again", async ({ page, request }) => {
    const html = await serverHtml(await request.get('/fixed-deposits'));
    expect(html.root).toMatch(/Fixed Deposits?/);
    const catalogueCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/catalogue')) catalogueCalls.push(call.url());
    });
    await page.goto('/fixed-deposits');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(catalogueCalls).toEqual([]);
  });

  test("a page's files loaded after the shell starts are preloaded after its markup, each fetched once and used", async ({ page, request }) => {
    const html = await serverHtml(await request.get('/products'));
    // The products remote's `./routes` chunk and page chunks, from its route-preloads.json.
    expect(html.preloads.filter((href) => /^https?:\/\//.test(href)).length).toBeGreaterThanOrEqual(2);
    expect(html.preloads.some((href) => href.includes('__federation_expose_routes'))).toBe(true);
    expect(html.html.indexOf('<link rel="preload"')).toBeGreaterThan(html.html.indexOf('<div id="root">'));
    expect((await serverHtml(await request.get('/no-such-page'))).preloads).toEqual([]);

    const unused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('preloaded using link preload but not used')) unused.push(message.text());
    });
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Chromium warns about a preload left unused a few seconds after the load.
    await page.waitForTimeout(3_500);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const href of html.preloads)
      expect(
        fetched.filter((name) => name === new URL(href, page.url()).href),
        href,
      ).toHaveLength(1);
    expect(unused).toEqual([]);
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const page = await serverHtml(response);
    expect(page.heading).toBe('404 Page Not Found');
    expect(page.title).toBe(`404 Page Not Found | ${BRAND}`);
    expect(page.html).toContain('<meta name="robots" content="noindex" />');
  });

  test('robots.txt and sitemap.xml name the public pages only', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
    // Every public page, in each language (English at /…, Hindi at /hi/…).
    expect(locs).toEqual(publicPaths().flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))));
    for (const path of CLIENT_RENDERED_PATHS) {
      expect(locs).not.toContain(path);
      expect(locs).not.toContain(localizePath(path, 'hi'));
    }
  });
});

test.describe('signed-in pages and cookies', crosses('shell', 'onboarding', 'dashboard'), () => {
  test("a signed-in request's HTML is not cacheable and holds none of the investor's data", async ({ request }) => {
    const phone = freshPhone();
    await signIn(request, phone);
    for (const path of ['/', '/products', '/dashboard', '/kyc']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(PRIVATE_CACHE);
      expect(response.headers().etag).toBeUndefined();
      const html = await response.text();
      expect(html).not.toContain(phone);
      expect(html).not.toContain(phone.slice(-4) + '"');
    }
  });

  test('a signed-in route renders the layout and a loading state on the server, never cached', async ({ request }) => {
    for (const path of CLIENT_RENDERED_PATHS) {
      const response = await request.get(path, { headers: { cookie: '' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(PRIVATE_CACHE);
      const page = await serverHtml(response);
      expect(page.root).toContain('Loading page');
      expect(page.root).toContain('<header');
      expect(page.html).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

test.describe('without JavaScript', crosses('shell', 'marketing', 'products', 'onboarding', 'demo'), () => {
  test.use({ javaScriptEnabled: false });

  for (const path of publicPaths()) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(UNAVAILABLE);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('links work: the header leads from page to page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('forms say they need JavaScript', async ({ request }) => {
    // A <noscript> notice above each form (Chromium under Playwright keeps noscript content unrendered even with
    // scripts off, so this reads the HTML a browser without JavaScript would show).
    for (const path of ['/contact', '/sign-in', '/demo']) {
      const { root } = await serverHtml(await request.get(path));
      expect(root).toMatch(/<noscript><p role="note"[^>]*>This form needs JavaScript\. Please turn it on in your browser to continue\.<\/p><\/noscript>/);
    }
  });
});

test.describe('a remote down or redeployed', crosses('shell', 'products', 'marketing'), () => {
  test.skip(isRemoteTarget(), 'stops and redeploys local servers');

  test("a down remote yields its fallback in the server's HTML, not a 5xx, and the browser recovers once it is back", async ({ page, request }) => {
    const restart = await stopApp('mfe-products');
    let restarted = false;
    try {
      const response = await request.get('/products');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(PRIVATE_CACHE);
      const html = await serverHtml(response);
      expect(html.heading).toBe(UNAVAILABLE);
      expect(html.title).toBe(`Temporarily unavailable | ${BRAND}`);
      // A remote that is down gets no preloads of its files.
      expect(html.preloads).toEqual([]);
      // The rest of the site keeps rendering.
      expect((await serverHtml(await request.get('/faq'))).heading).toBe('Frequently Asked Questions');

      await page.goto('/products');
      await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
      await restart();
      restarted = true;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(UNAVAILABLE);
      await expect.poll(async () => (await serverHtml(await request.get('/products'))).heading, { timeout: 5_000 }).toBe('Products');
    } finally {
      if (!restarted) await restart();
    }
  });

  test("a remote that is down costs only its own region: another remote's page never needs its container", async ({ request }) => {
    test.setTimeout(120_000);
    // The products server build behind a switch: down while a fresh shell server starts and meets the marketing
    // container first (it registers its shared modules, @invest/ui/tabs among them), up once marketing is down.
    let productsUp = false;
    const products = `http://127.0.0.1:${REMOTES.products.port}`;
    const proxy = createServer((req, res) => {
      if (!productsUp) {
        res.writeHead(503).end();
        return;
      }
      void fetch(`${products}${req.url ?? '/'}`).then(
        async (upstream) => {
          res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
          res.end(Buffer.from(await upstream.arrayBuffer()));
        },
        () => res.writeHead(502).end(),
      );
    });
    await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
    const shellPort = await freePort();
    const shell = `http://localhost:${shellPort}`;
    const stopShell = await startSideApp('shell', shellPort, {
      REMOTE_PRODUCTS_SERVER_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/server/`,
    });
    let restartMarketing: (() => Promise<void>) | null = null;
    try {
      // The marketing container loaded (a first load slower than the render deadline shows the fallback once).
      await expect.poll(async () => (await serverHtml(await request.get(`${shell}/`))).heading, { timeout: 10_000 }).not.toBe(UNAVAILABLE);
      expect((await serverHtml(await request.get(`${shell}/products`))).heading).toBe(UNAVAILABLE);

      restartMarketing = await stopApp('mfe-marketing');
      productsUp = true;
      // The products page renders its tabs on the server: from the shell's own copy, not the stopped marketing's.
      await expect.poll(async () => (await serverHtml(await request.get(`${shell}/products`))).heading, { timeout: 5_000 }).toBe('Products');
      expect((await serverHtml(await request.get(`${shell}/faq`))).heading).toBe(UNAVAILABLE);
    } finally {
      await stopShell();
      await new Promise((closed) => proxy.close(closed));
      await restartMarketing?.();
    }
  });

  test("a remote rebuilt with a changed heading shows it in the server's HTML on the next request, without a shell restart", async ({ request }) => {
    test.setTimeout(240_000);
    const repoRoot = resolve(import.meta.dirname, '..', '..');
    const copy = resolve(repoRoot, '.tmp', 'redeploy', 'mfe-marketing');
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    for (const entry of ['src', 'package.json', 'webpack.config.ts', 'tsconfig.json']) {
      cpSync(resolve(repoRoot, 'mfe-marketing', entry), resolve(copy, entry), { recursive: true });
    }
    // The FAQ page's heading lives in the remote's English messages.
    const faqContent = resolve(copy, 'src/messages/en.json');
    const source = readFileSync(faqContent, 'utf8');
    expect(source).toContain('"Frequently Asked Questions"');
    writeFileSync(faqContent, source.replace('"Frequently Asked Questions"', '"Questions, Answered (redeployed)"'));
    const build = spawnSync(process.execPath, [resolve(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr || build.stdout).toBe(0);

    expect((await serverHtml(await request.get('/faq'))).heading).toBe('Frequently Asked Questions');
    const restart = await stopApp('mfe-marketing');
    const redeployed = spawn(process.execPath, ['servers/web/src/serve-app.ts', '--app', copy, '--port', String(REMOTES.marketing.port)], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    try {
      await waitForHttp(`http://127.0.0.1:${REMOTES.marketing.port}/`, 30_000);
      // Never the old build again. The first request loads the new container; on a slow machine it may take longer than
      // the render deadline, and that one request shows the fallback while the load completes for the next.
      const first = (await serverHtml(await request.get('/faq'))).heading;
      expect(['Questions, Answered (redeployed)', UNAVAILABLE]).toContain(first);
      await expect.poll(async () => (await serverHtml(await request.get('/faq'))).heading, { timeout: 5_000 }).toBe('Questions, Answered (redeployed)');
    } finally {
      redeployed.kill('SIGTERM');
      await new Promise((done) => redeployed.once('exit', done));
      await restart();
      rmSync(resolve(repoRoot, '.tmp', 'redeploy'), { recursive: true, force: true });
    }
    // The original build is back: so is its heading.
    await expect.poll(async () => (await serverHtml(await request.get('/faq'))).heading, { timeout: 5_000 }).toBe('Frequently Asked Questions');
  });
});
