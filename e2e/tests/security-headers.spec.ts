import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { SANDBOX_GATEWAY } from '@invest/contracts';
import { platformApps } from '../../tools/platform-apps.ts';
import { waitForHttp } from '../../tools/wait-for-http.ts';
import { recordE2eFigures } from '../support/figures.ts';
import { csrfHeaders, signIn } from '../support/session.ts';
import { crosses, EVERY_PART } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

/** Web security as a browser meets it: headers of every server, CSRF from another site, CORS, cookie flags. */

const remotes = platformApps.filter((app) => app.kind === 'remote');
const checked = { answers: 0, 'cross-site refused': 0 };

test.afterAll(() => recordE2eFigures('web-headers', checked));

function expectCommonHeaders(response: APIResponse, label: string): string {
  checked.answers += 1;
  const headers = response.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toMatch(/no-referrer|strict-origin/);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp.split(/[\s;]+/), `${label}: wildcard in the CSP`).not.toContain('*');
  expect(headers['x-powered-by'], label).toBeUndefined();
  return csp;
}

test(
  "the shell: a CSP that names every remote origin and the gateway's checkout, nosniff, referrer policy, frame-ancestors",
  crosses('shell'),
  async ({ request }) => {
    localPlatformOnly('the remotes on their local ports');
    const config = (await (await request.get('/platform-config.json')).json()) as {
      gateway: { checkoutScriptUrl: string; sandbox: boolean; frameOrigins: string[] };
    };
    const gateway = new URL(config.gateway.checkoutScriptUrl).origin;
    expect(config.gateway).toEqual({
      checkoutScriptUrl: `http://localhost:${SANDBOX_GATEWAY.port}/v1/checkout.js`,
      sandbox: true,
      frameOrigins: [`http://localhost:${SANDBOX_GATEWAY.port}`],
    });
    for (const path of ['/', '/products', '/payment', '/dashboard', '/platform-config.json', '/no-such-page']) {
      const csp = expectCommonHeaders(await request.get(path), `shell ${path}`);
      for (const remote of remotes) expect(csp, `shell ${path}`).toContain(`http://localhost:${remote.port}`);
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name = '', ...sources]) => [name, sources]),
      );
      // The checkout script and its hosted page (the card fields) come from the gateway's origin, and only from it.
      expect(directives.get('script-src'), `shell ${path}`).toContain(gateway);
      expect(directives.get('frame-src'), `shell ${path}`).toEqual([gateway]);
      expect(directives.get('connect-src'), `shell ${path}`).not.toContain(gateway);
    }
  },
);

test('every remote: nosniff, referrer policy, frame-ancestors on its entry and its page', crosses(...EVERY_PART), async ({ request }) => {
  localPlatformOnly('the remotes on their local ports');
  for (const remote of remotes) {
    for (const path of ['/remoteEntry.js', '/']) expectCommonHeaders(await request.get(`http://localhost:${remote.port}${path}`), `${remote.folder} ${path}`);
  }
});

test('the API through the shell: headers, the error shape, no stack trace or version', crosses('shell'), async ({ request }) => {
  for (const path of ['/api/health', '/api/catalogue/products', '/api/no-such-route', '/api/session']) {
    const response = await request.get(path);
    expectCommonHeaders(response, `api ${path}`);
    if (response.status() >= 400) {
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
      expect(JSON.stringify(body)).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|\.js:\d+/);
    }
  }
});

test('production: the shell and a remote send HSTS of a year', crosses('shell', 'marketing'), async () => {
  localPlatformOnly('it starts servers of its own');
  const repo = resolve(import.meta.dirname, '..', '..');
  const servers = [
    { args: ['servers/web/src/serve-app.ts', '--app', 'shell', '--port', '8097', '--kind', 'shell'], url: 'http://127.0.0.1:8097/' },
    { args: ['servers/web/src/serve-app.ts', '--app', 'mfe-marketing', '--port', '8098', '--kind', 'remote'], url: 'http://127.0.0.1:8098/remoteEntry.js' },
  ];
  for (const server of servers) {
    const child = spawn(process.execPath, server.args, { cwd: repo, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
    try {
      await waitForHttp(server.url, 20_000);
      const response = await fetch(server.url);
      const hsts = response.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${server.url}: ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
      checked.answers += 1;
    } finally {
      child.kill('SIGTERM');
    }
  }
});

test(
  'a cross-site form POST with the session cookie is refused, and the session cookie is HttpOnly + SameSite',
  crosses('shell', 'marketing'),
  async ({ page, context, baseURL }) => {
    await signIn(page.request);
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'sid' || c.name === '__Host-sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toMatch(/Lax|Strict/);
    // A page of another site posts a form to the API: a browser form can set neither the CSRF header nor JSON.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>x</title><form method="post" action="${new URL('/api/privacy/requests', baseURL).href}" enctype="text/plain">
        <input name='{"type":"erasure","details":"' value='x"}'><button>go</button></form></html>`,
      }),
    );
    await page.goto('http://evil.example/attack.html');
    const [answer] = await Promise.all([page.waitForResponse('**/api/privacy/requests'), page.click('button')]);
    expect([403, 415]).toContain(answer.status());
    checked['cross-site refused'] += 1;
    const requests = await page.request.get('/api/privacy/requests');
    expect(requests.status()).toBe(200);
    expect(await requests.text()).not.toContain('erasure');
    // The same request with the header, from our own origin, is accepted (the refusal above is the CSRF guard).
    const own = await page.request.post('/api/privacy/requests', { data: { type: 'access' }, headers: csrfHeaders });
    expect(own.status()).toBe(201);
  },
);

test('an unknown Origin gets no CORS allowance from the API or a remote', crosses('shell', 'marketing'), async ({ request }) => {
  localPlatformOnly('a remote on its local port');
  const preflight = await request.fetch('/api/privacy/requests', {
    method: 'OPTIONS',
    headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  const remote = await request.get(`http://localhost:${remotes[0]?.port}/remoteEntry.js`, { headers: { origin: 'http://evil.example' } });
  expect(remote.headers()['access-control-allow-origin']).toBeUndefined();
  checked['cross-site refused'] += 2;
});
