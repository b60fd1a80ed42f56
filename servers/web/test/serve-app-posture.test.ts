import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseStaticTrustProxy, STATIC_KEEP_ALIVE_TIMEOUT_MS } from '../src/serve-app-posture.ts';
import { createServer, type ServeOptions } from '../src/serve-app.ts';
import { labelled } from '@invest/testing/labelled-expect';

let appDir: string;
let upstream: Server;
let apiUrl: string;
let seen: IncomingHttpHeaders = {};

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'serve-app-posture-'));
  mkdirSync(join(appDir, 'dist'));
  writeFileSync(join(appDir, 'dist/index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(appDir, 'dist/main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(appDir, 'dist/main.0123abcd.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  upstream = createHttpServer((request, response) => {
    seen = request.headers;
    request.resume();
    request.on('end', () => response.setHeader('content-type', 'application/json').end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(appDir, { recursive: true, force: true });
});

const shell = (env: Record<string, string> = {}, extra: Partial<ServeOptions> = {}) =>
  // The static posture, whatever renders the pages: the page as built (server rendering is shell-pages.test.ts's).
  createServer({ appDir, kind: 'shell', port: 0, host: '127.0.0.1', apiUrl, env: { SHELL_RENDERING: 'client', ...env }, ...extra });

describe('SHELL_TRUST_PROXY', () => {
  it('reads nothing, a hop count or a list, and refuses true', () => {
    expect(parseStaticTrustProxy(undefined)).toBe(false);
    expect(parseStaticTrustProxy(' false ')).toBe(false);
    expect(parseStaticTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    const oneHop = parseStaticTrustProxy('1');
    expect(typeof oneHop).toBe('function');
    if (typeof oneHop === 'function') expect([oneHop('10.0.0.2', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(() => parseStaticTrustProxy('true')).toThrow(/hop count/);
  });
});

describe('what the shell tells the API about the client', () => {
  const forwarded = async (app: FastifyInstance, headers: Record<string, string>) => {
    const answer = await app.inject({ url: '/api/session', headers });
    expect(answer.statusCode).toBe(200);
    await app.close();
    return { for: seen['x-forwarded-for'], proto: seen['x-forwarded-proto'], host: seen['x-forwarded-host'] };
  };

  it('trusts no proxy by default: a client-written X-Forwarded-For is dropped, the API gets the TCP peer', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', host: 'shop.example' };
    expect(await forwarded(await shell(), headers)).toEqual({ for: '127.0.0.1', proto: 'http', host: 'shop.example' });
  });

  it('behind one proxy (SHELL_TRUST_PROXY=1): the address that proxy saw, whatever the client prepended', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'invest.example' };
    expect(await forwarded(await shell({ SHELL_TRUST_PROXY: '1' }), headers)).toEqual({ for: '203.0.113.9', proto: 'https', host: 'invest.example' });
  });

  it('behind two proxies named by address: the client address the outer one saw, spoofed entries ignored', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3', 'x-forwarded-proto': 'https' };
    const app = await shell({ SHELL_TRUST_PROXY: 'loopback, 10.0.0.0/8' });
    expect((await forwarded(app, headers)).for).toBe('203.0.113.9');
    const twoHops = await shell({ SHELL_TRUST_PROXY: '2' });
    expect((await forwarded(twoHops, headers)).for).toBe('203.0.113.9');
  });

  it('refuses to start with SHELL_TRUST_PROXY=true', async () => {
    await expect(shell({ SHELL_TRUST_PROXY: 'true' })).rejects.toThrow(/SHELL_TRUST_PROXY=true/);
  });
});

describe('source maps', () => {
  it('are not served (404), the scripts are', async () => {
    const app = await shell();
    expect((await app.inject({ url: '/main.0123abcd.js' })).statusCode).toBe(200);
    for (const url of ['/main.0123abcd.js.map', '/main.0123abcd.js.map?x=1', '/main.0123abcd.js.map.br']) {
      const answer = await app.inject({ url });
      labelled(url, () => expect(answer.statusCode).toBe(404));
      labelled(url, () => expect(answer.body).not.toContain('secret.ts'));
    }
    await app.close();
  });
});

/**
 * Slow clients, as in the API's test/security/slow-upload.test.ts: headers or a body trickled a byte at a time (or
 * never finished) are answered 408 and disconnected once the deadline (1.5 s here, 10 s in production) has passed.
 */
describe('slow clients', () => {
  const DEADLINE_MS = 1500;
  let app: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    app = await shell({}, { requestTimeoutMs: DEADLINE_MS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Sends `head`, then `rest` one byte every `everyMs` until the server closes; what it answered, how far it got. */
  function trickle(head: string, rest: string, everyMs: number): Promise<{ answer: string; finished: boolean; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      let timer: ReturnType<typeof setInterval> | undefined;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, finished: sent === rest.length, ms: Date.now() - started });
      });
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (sent >= rest.length || socket.destroyed) return;
          socket.write(rest[sent] ?? '');
          sent += 1;
        }, everyMs);
      });
      setTimeout(() => reject(new Error(`the server kept a slow client for 15 s (answer so far: ${answer})`)), 15_000).unref();
    });
  }

  const expectCutOff = (result: { answer: string; finished: boolean; ms: number }) => {
    labelled('the server waited for the whole trickled request', () => expect(result.finished).toBe(false));
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.ms).toBeLessThan(DEADLINE_MS + 3000);
  };

  it('headers trickled one byte at a time are cut off with a 408', async () => {
    // About 60 bytes at 100 ms each would take 6 s.
    expectCutOff(await trickle('', 'GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n\r\n', 100));
  });

  it('a body that never arrives (a POST to the /api proxy) is cut off with a 408', async () => {
    const body = JSON.stringify({ phone: '9876543210', type: 'kyc' });
    const head = `POST /api/otp/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`;
    expectCutOff(await trickle(head, body.slice(5), 60_000));
  });

  it('keeps idle keep-alive connections a bounded time, and still serves everyone else', async () => {
    expect(app.server.keepAliveTimeout).toBe(STATIC_KEEP_ALIVE_TIMEOUT_MS);
    expect(app.server.headersTimeout).toBe(DEADLINE_MS);
    expect(app.server.requestTimeout).toBe(DEADLINE_MS);
    const page = await fetch(`http://127.0.0.1:${port}/faq`);
    expect(page.status).toBe(200);
  });
});
