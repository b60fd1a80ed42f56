import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PLATFORM_CONFIG_ELEMENT_ID, REMOTE_KEYS, REMOTES } from '@invest/mf/ownership';
import { gatewayConfigFromEnv, platformConfigFromEnv } from '@invest/mf/serving';
import { cacheControlFor } from '../src/cache-control.ts';
import { createServer } from '../src/serve-app.ts';
import { RAZORPAY_LIVE_CHECKOUT_SCRIPT } from '@invest/contracts';
import { labelled } from '@invest/testing/labelled-expect';

/** The CSP of a response as directive name → its sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
}

let appDir: string;

beforeAll(() => {
  appDir = mkdtempSync(join(tmpdir(), 'serve-app-'));
  mkdirSync(join(appDir, 'dist'));
  writeFileSync(join(appDir, 'dist/index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(appDir, 'dist/main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(appDir, 'dist/remoteEntry.js'), 'var x');
  writeFileSync(join(appDir, 'dist/mf-manifest.json'), '{}');
  writeFileSync(join(appDir, 'dist/big.0123abcd.js'), 'x'.repeat(2000));
  writeFileSync(join(appDir, 'dist/big.0123abcd.js.br'), brotliCompressSync('x'.repeat(2000)));
});
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

const base = { port: 0, host: '127.0.0.1', env: {} };
/** The shell's static posture with the page as built (server rendering: shell-pages.test.ts). */
const CLIENT_RENDERING = { SHELL_RENDERING: 'client' };

describe('serve-app config', () => {
  it('points the shell at every remote of the apps table, at its own port on this machine unless told otherwise', () => {
    expect(Object.keys(platformConfigFromEnv({}).remotes)).toEqual([...REMOTE_KEYS]);
    for (const key of REMOTE_KEYS) expect(platformConfigFromEnv({}).remotes[key]).toBe(`http://localhost:${REMOTES[key].port}/mf-manifest.json`);
    expect(platformConfigFromEnv({ REMOTE_DEMO_URL: 'https://cdn.example/demo/mf-manifest.json' }).remotes.demo).toBe(
      'https://cdn.example/demo/mf-manifest.json',
    );
  });

  it("names the payment gateway's checkout: the local stand-in by default, a sandbox unless it is Razorpay's own", () => {
    expect(platformConfigFromEnv({}).gateway).toEqual({
      checkoutScriptUrl: 'http://localhost:8090/v1/checkout.js',
      sandbox: true,
      frameOrigins: ['http://localhost:8090'],
    });
    expect(gatewayConfigFromEnv({ GATEWAY_CHECKOUT_SCRIPT_URL: RAZORPAY_LIVE_CHECKOUT_SCRIPT })).toEqual({
      checkoutScriptUrl: RAZORPAY_LIVE_CHECKOUT_SCRIPT,
      sandbox: false,
      frameOrigins: ['https://api.razorpay.com'],
    });
    expect(gatewayConfigFromEnv({ GATEWAY_CHECKOUT_SCRIPT_URL: 'https://pay.staging.example/v1/checkout.js' })).toEqual({
      checkoutScriptUrl: 'https://pay.staging.example/v1/checkout.js',
      sandbox: true,
      frameOrigins: ['https://pay.staging.example'],
    });
    expect(gatewayConfigFromEnv({ GATEWAY_CHECKOUT_SCRIPT_URL: RAZORPAY_LIVE_CHECKOUT_SCRIPT, GATEWAY_SANDBOX: 'true' }).sandbox).toBe(true);
    expect(gatewayConfigFromEnv({ GATEWAY_SANDBOX: 'FALSE' }).sandbox).toBe(false);
    expect(() => gatewayConfigFromEnv({ GATEWAY_SANDBOX: 'yes' })).toThrow('GATEWAY_SANDBOX');
    expect(() => gatewayConfigFromEnv({ GATEWAY_CHECKOUT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow('GATEWAY_CHECKOUT_SCRIPT_URL');
    expect(() => gatewayConfigFromEnv({ GATEWAY_CHECKOUT_SCRIPT_URL: 'checkout.js' })).toThrow();
  });

  it.each([
    ['/x/index.html', 'no-cache'],
    ['/x/mf-manifest.json', 'no-cache'],
    ['/x/route-preloads.json', 'no-cache'],
    ['/x/remoteEntry.js', 'no-cache'],
    ['/x/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/x/__federation_expose_routes.194510c2.js', 'public, max-age=31536000, immutable'],
    ['/x/main.js', 'no-cache'],
    ['/x/main.0123abcd.js.br', 'public, max-age=31536000, immutable'],
    ['/x/remoteEntry.js.gz', 'no-cache'],
  ])('%s → %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });
});

describe('shell server', () => {
  it('serves pages with the security headers and SPA fallback', async () => {
    const app = await createServer({ ...base, appDir, kind: 'shell', env: { ...CLIENT_RENDERING, REMOTE_DEMO_URL: 'https://demo.example/mf-manifest.json' } });
    const page = await app.inject({ url: '/faq/deep?x=1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' http://localhost:8081");
    expect(csp).toContain('https://demo.example');
    expect(csp).not.toContain('*');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await app.close();
  });

  it("lets exactly the gateway's checkout origin run its script and frame its checkout, nothing wider", async () => {
    const env = { GATEWAY_CHECKOUT_SCRIPT_URL: RAZORPAY_LIVE_CHECKOUT_SCRIPT };
    const app = await createServer({ ...base, appDir, kind: 'shell', env: { ...CLIENT_RENDERING, ...env } });
    const page = await app.inject({ url: '/payment', headers: { accept: 'text/html' } });
    const csp = directives(page.headers['content-security-policy']);
    const remotes = [8081, 8082, 8083, 8084, 8085, 8086].map((port) => `http://localhost:${port}`);
    expect(csp.get('script-src')).toEqual(["'self'", ...remotes, 'https://checkout.razorpay.com']);
    // Razorpay's checkout script frames its payment pages from api.razorpay.com.
    expect(csp.get('frame-src')).toEqual(['https://api.razorpay.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(String(page.headers['content-security-policy'])).not.toContain('razorpay.com/');
    const config = await app.inject({ url: '/platform-config.json' });
    expect(config.json()).toMatchObject({ gateway: { checkoutScriptUrl: RAZORPAY_LIVE_CHECKOUT_SCRIPT, sandbox: false } });
    await app.close();
  });

  it('frames exactly the origins GATEWAY_CHECKOUT_FRAME_ORIGINS lists, and refuses anything but origins', async () => {
    const env = { GATEWAY_CHECKOUT_SCRIPT_URL: RAZORPAY_LIVE_CHECKOUT_SCRIPT, GATEWAY_CHECKOUT_FRAME_ORIGINS: 'https://api.razorpay.com, https://pay.example' };
    const app = await createServer({ ...base, appDir, kind: 'shell', env: { ...CLIENT_RENDERING, ...env } });
    const csp = directives((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(csp.get('frame-src')).toEqual(['https://api.razorpay.com', 'https://pay.example']);
    await app.close();
    await expect(
      createServer({ ...base, appDir, kind: 'shell', env: { ...CLIENT_RENDERING, GATEWAY_CHECKOUT_FRAME_ORIGINS: 'https://pay.example/path' } }),
    ).rejects.toThrow(/must list origins/);
  });

  it('allows the local stand-in by default (npm start), and only its origin', async () => {
    const app = await createServer({ ...base, appDir, kind: 'shell', env: CLIENT_RENDERING });
    const csp = directives((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(csp.get('script-src')).toContain('http://localhost:8090');
    expect(csp.get('frame-src')).toEqual(['http://localhost:8090']);
    expect(csp.get('connect-src')).not.toContain('http://localhost:8090');
    expect([...csp.values()].flat().filter((source) => source.includes('*'))).toEqual([]);
    await app.close();
  });

  it('inlines the platform config into every page as a JSON data block, not as executable script', async () => {
    const env = { REMOTE_DEMO_URL: 'https://demo.example/mf-manifest.json?a=</script><script>alert(1)</script>' };
    const app = await createServer({ ...base, appDir, kind: 'shell', env: { ...CLIENT_RENDERING, ...env } });
    for (const url of ['/', '/index.html', '/demo/kyc']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      labelled(url, () => expect(page.statusCode).toBe(200));
      labelled(url, () => expect(page.headers['content-type']).toContain('text/html'));
      labelled(url, () => expect(page.headers['cache-control']).toBe('no-cache'));
      const scriptSrc = String(page.headers['content-security-policy'])
        .split('; ')
        .find((directive) => directive.startsWith('script-src'));
      labelled(url, () => expect(scriptSrc).toMatch(/^script-src 'self' /));
      labelled(url, () => expect(scriptSrc).not.toContain('unsafe-inline'));
      const block = new RegExp(`<script type="application/json" id="${PLATFORM_CONFIG_ELEMENT_ID}">(.*?)</script></head>`).exec(page.body);
      labelled(url, () => expect(block).not.toBeNull());
      expect(JSON.parse(block![1]!)).toEqual(platformConfigFromEnv(env));
      labelled(url, () => expect(page.body.match(/<script/g)).toHaveLength(1));
      expect(page.body).toContain('id="root"');
    }
    await app.close();
  });

  it('sends the precompressed twin when the browser accepts it', async () => {
    const app = await createServer({ ...base, appDir, kind: 'shell', env: CLIENT_RENDERING });
    const answer = await app.inject({ url: '/big.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(answer.headers.vary)).toContain('accept-encoding');
    await app.close();
  });

  it('answers missing files with 404, not index.html', async () => {
    const app = await createServer({ ...base, appDir, kind: 'shell', env: CLIENT_RENDERING });
    expect((await app.inject({ url: '/missing.0123abcd.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('caches hashed assets for a year and builds /platform-config.json from the environment', async () => {
    const app = await createServer({
      ...base,
      appDir,
      kind: 'shell',
      env: { ...CLIENT_RENDERING, REMOTE_MARKETING_URL: 'https://m.example/mf-manifest.json' },
    });
    expect((await app.inject({ url: '/main.0123abcd.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await app.inject({ url: '/platform-config.json' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.json()).toMatchObject({ remotes: { marketing: 'https://m.example/mf-manifest.json', demo: 'http://localhost:8086/mf-manifest.json' } });
    await app.close();
  });

  describe('/api proxy', () => {
    let upstream: Server;
    let seen: { url?: string; headers?: IncomingHttpHeaders } = {};
    beforeAll(async () => {
      upstream = createHttpServer((request, response) => {
        seen = { url: request.url, headers: request.headers };
        response.setHeader('content-type', 'application/json');
        response.end('{"ok":true}');
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

    it('forwards /api/* to API_URL with X-Forwarded-For', async () => {
      const { port } = upstream.address() as AddressInfo;
      const app = await createServer({ ...base, appDir, kind: 'shell', env: CLIENT_RENDERING, apiUrl: `http://127.0.0.1:${port}` });
      const answer = await app.inject({ url: '/api/session?x=1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
      expect(seen.url).toBe('/api/session?x=1');
      // No SHELL_TRUST_PROXY: the client's own X-Forwarded-For is not believed, the API gets the TCP peer.
      expect(seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
      expect(answer.headers['content-security-policy']).toBeUndefined();
      await app.close();
    });
  });
});

describe('api proxy when the API is down', () => {
  it('answers 503 in the API error shape', async () => {
    const app = await createServer({ ...base, appDir, kind: 'shell', env: CLIENT_RENDERING, apiUrl: 'http://127.0.0.1:9' });
    const answer = await app.inject({ url: '/api/session' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    await app.close();
  });
});

describe('remote server', () => {
  it('echoes only allowed origins and sets CORP', async () => {
    const app = await createServer({ ...base, appDir, kind: 'remote', env: { ALLOWED_ORIGINS: 'http://localhost:8080, https://shell.example' } });
    const allowed = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'https://shell.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shell.example');
    expect(allowed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(allowed.headers['cache-control']).toBe('no-cache');
    const other = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('defaults ALLOWED_ORIGINS to the local shell and has no /api unless asked', async () => {
    const app = await createServer({ ...base, appDir, kind: 'remote' });
    const answer = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'http://localhost:8080' } });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect((await app.inject({ url: '/api/session' })).statusCode).toBe(404);
    await app.close();
  });
});
