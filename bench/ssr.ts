/**
 * The bench's "ssr" rows: the shell's server-rendered pages (the platform's shell on :8080) against today's
 * client-only page (a second shell on :8079 with SHELL_RENDERING=client, the platform's environment otherwise),
 * both measured in the same run:
 * - LCP, FCP and CLS of cold loads of /, /products and /fixed-deposits under Lighthouse's mobile conditions
 *   (browser-metrics.ts' throttledColdLoad), median of BENCH_SSR_LOADS (5) loads of each, interleaved;
 * - how fast the server renders / (autocannon, 50 connections, BENCH_SSR_SECONDS (10) s; no If-None-Match, so every
 *   request renders), the client-only page's static answer as the baseline;
 * - the JS the browser loads on / before the page is interactive (page-js.ts' pageScripts).
 * The render modes (renderToString against renderToPipeableStream) are compared by ssr-render-modes.ts.
 * The platform's remotes must allow the second shell's origin (ALLOWED_ORIGINS = SSR_BENCH_ALLOWED_ORIGINS, set when
 * the bench starts the platform); startClientShell checks that they do.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import autocannon from 'autocannon';
import { SSR_STATE_ELEMENT_ID } from '@invest/shell/server-contract';
import { platformApps, SHELL_URL } from '../tools/platform-apps.ts';
import { waitForHttp } from '../tools/wait-for-http.ts';
import { throttledColdLoad, type ThrottledLoad } from './browser-metrics.ts';
import { kb, pageScripts, sumGzip } from './page-js.ts';
import { median, ms, ratioOf, type Row } from './table.ts';

const repoRoot = resolve(import.meta.dirname, '..');

export const CLIENT_SHELL_PORT = 8079;
export const CLIENT_SHELL_URL = `http://localhost:${CLIENT_SHELL_PORT}`;
/** ALLOWED_ORIGINS of the platform the bench starts: its remotes serve the client-only shell too. */
export const SSR_BENCH_ALLOWED_ORIGINS = `${SHELL_URL},${CLIENT_SHELL_URL}`;

const ROUTES = ['/', '/products', '/fixed-deposits'];
const LCP_TARGET_MS = 1_200;
const FCP_TARGET_MS = 1_000;
const CLS_TARGET = 0.05;
const RENDER_P99_TARGET_MS = 50;
export const CONNECTIONS = 50;
/** Figures from the issue: `/` before server rendering, and the same libraries as one plain bundle. */
const ISSUE_HOME_JS = '224.6 KB';
/** The same figure in bytes (bench/page-js.ts's kb() divides by 1024). */
const ISSUE_HOME_JS_BYTES = 224.6 * 1024;
const ISSUE_HOME_GOAL = '173 KB';
/** A server-rendered page carries its hydration state in this block (servers/web/src/shell-document.ts). */
export const RENDERED_MARK = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">{"mode":"hydrate"`;

export interface SsrBenchOptions {
  browser: Browser;
  /** Cold loads of each route and each shell. */
  loads: number;
  /** Seconds of each autocannon run. */
  seconds: number;
  log: (message: string) => void;
  /** The server-rendering shell; default SHELL_URL (the platform's). */
  serverOrigin?: string;
  /** The client-only shell; default CLIENT_SHELL_URL (startClientShell's). */
  clientOrigin?: string;
}

export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

export interface SpawnedShell {
  /** The shell server's own process (Node runs servers/web/src/serve-app.ts directly). */
  pid: number;
  /** SIGTERM, then at most 5 s for it to exit. */
  stop: () => Promise<void>;
}

/** Starts a shell (`node servers/web/src/serve-app.ts --app shell --port <port>`) with `env` on top of this process's environment. */
export function spawnShell(port: number, env: NodeJS.ProcessEnv): SpawnedShell {
  const child = spawn(process.execPath, ['servers/web/src/serve-app.ts', '--app', 'shell', '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
  };
  return { pid: child.pid ?? -1, stop };
}

/**
 * Starts the client-only shell (`node servers/web/src/serve-app.ts --app shell --port 8079`, SHELL_RENDERING=client) with the
 * platform's environment, checks that both shells serve what they should and that every remote allows the second
 * origin, and returns a function that stops it.
 */
export async function startClientShell(platformEnv: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  if (await answers(`http://127.0.0.1:${CLIENT_SHELL_PORT}/`))
    throw new Error(`Port ${CLIENT_SHELL_PORT} is taken: the bench serves the client-only shell there.`);
  const { stop } = spawnShell(CLIENT_SHELL_PORT, { ...platformEnv, SHELL_RENDERING: 'client' });
  try {
    await waitForHttp(`http://127.0.0.1:${CLIENT_SHELL_PORT}/healthz`, 30_000);
    const clientPage = await (await fetch(`${CLIENT_SHELL_URL}/`)).text();
    if (clientPage.includes(`id="${SSR_STATE_ELEMENT_ID}"`))
      throw new Error(`${CLIENT_SHELL_URL}/ was rendered on the server: SHELL_RENDERING=client was not honoured.`);
    // The first renders may miss their deadline while the server loads the remotes' server builds.
    let rendered = false;
    for (let i = 0; i < 10 && !rendered; i += 1) rendered = (await (await fetch(`${SHELL_URL}/`)).text()).includes(RENDERED_MARK);
    if (!rendered) throw new Error(`${SHELL_URL}/ is not a server-rendered page: is the platform's shell built with server rendering?`);
    for (const remote of platformApps.filter((app) => app.kind === 'remote')) {
      const entry = await fetch(`http://localhost:${remote.port}/remoteEntry.js`, { headers: { origin: CLIENT_SHELL_URL } });
      if (entry.headers.get('access-control-allow-origin') !== CLIENT_SHELL_URL) {
        throw new Error(
          `${remote.folder} does not allow ${CLIENT_SHELL_URL} (its ALLOWED_ORIGINS): the bench measures on a platform it starts itself ` +
            `(ALLOWED_ORIGINS=${SSR_BENCH_ALLOWED_ORIGINS}); stop the running one first.`,
        );
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

export interface RenderFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** Answers that carried a server-rendered page (not the page the browser renders itself). */
  rendered: number;
}

/** Requests loadPage sends one at a time before its load. */
export const WARM_UP_REQUESTS = 20;

/** `seconds` of GET `path` at 50 connections, counting the answers that were really rendered on the server. */
export async function loadPage(origin: string, path: string, seconds: number): Promise<RenderFigures> {
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await (await fetch(`${origin}${path}`)).text();
  let rendered = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path,
        onResponse: (_status, body) => {
          if (body.includes(RENDERED_MARK)) rendered += 1;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result['2xx'] + result.non2xx,
    rendered,
  };
}

/** Throughput and latency of one autocannon run, as the rows show them. */
export const describeRender = (f: RenderFigures): string =>
  `${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms${f.errors ? `, ${f.errors} errors/non-2xx` : ''}`;

const cls = (value: number): string => value.toFixed(3);

function describeLoad(label: string, load: ThrottledLoad): string {
  return `${label} LCP ${ms(load.lcp)} FCP ${ms(load.fcp)} CLS ${cls(load.cls)} hydrated ${ms(load.hydrated)} (LCP element: ${load.lcpElement})`;
}

/** The "ssr" rows. Needs the platform (SHELL_URL) and the client-only shell (CLIENT_SHELL_URL) running. */
export async function measureSsr(options: SsrBenchOptions): Promise<Row[]> {
  const { browser, loads, seconds, log } = options;
  const serverOrigin = options.serverOrigin ?? SHELL_URL;
  const clientOrigin = options.clientOrigin ?? CLIENT_SHELL_URL;
  const rows: Row[] = [];
  const conditions = 'Lighthouse mobile: 150 ms RTT, 1.6 Mbps, 4× CPU';
  // A server answering its first requests loads the remotes' server builds: not what a visitor meets.
  for (const route of ROUTES) {
    for (let i = 0; i < 3; i += 1) for (const origin of [serverOrigin, clientOrigin]) await (await fetch(`${origin}${route}`)).text();
  }
  for (const route of ROUTES) {
    log(`ssr: ${loads} throttled cold loads of ${route} on each shell (server-rendered ${serverOrigin}, client-only ${clientOrigin})...`);
    const server: ThrottledLoad[] = [];
    const client: ThrottledLoad[] = [];
    // Interleaved, first one shell then the other, so a burst of load on the shared machine hits both alike.
    for (let i = 0; i < loads; i += 1) {
      const order = i % 2 === 0 ? (['server', 'client'] as const) : (['client', 'server'] as const);
      for (const side of order) {
        const load = await throttledColdLoad(browser, `${side === 'server' ? serverOrigin : clientOrigin}${route}`);
        if (side === 'server' && load.ssrMode !== 'hydrate')
          log(`ssr: warning: ${route} was not server-rendered on this load (state: ${load.ssrMode ?? 'none'})`);
        if (side === 'client' && load.ssrMode !== null) log(`ssr: warning: the client-only shell sent a rendered ${route}`);
        (side === 'server' ? server : client).push(load);
        log(`  ${describeLoad(side === 'server' ? 'SSR   ' : 'client', load)}`);
      }
    }
    const lcp = median(server.map((l) => l.lcp));
    const lcpBase = median(client.map((l) => l.lcp));
    const fcp = median(server.map((l) => l.fcp));
    const fcpBase = median(client.map((l) => l.fcp));
    const shift = median(server.map((l) => l.cls));
    const shiftBase = median(client.map((l) => l.cls));
    const worst = (list: ThrottledLoad[]) => Math.max(...list.map((l) => l.cls));
    const hydrated = median(server.map((l) => l.hydrated));
    const hydratedBase = median(client.map((l) => l.hydrated));
    const fellBack = server.filter((l) => l.ssrMode !== 'hydrate').length;
    const fallbacks = fellBack === 0 ? 'every SSR load rendered' : `${fellBack} of ${loads} SSR loads NOT rendered: the server sent its fallback`;
    const of = `${route}, median of ${loads} cold loads (${conditions}; ${fallbacks}); baseline: client-only rendering`;
    rows.push(
      {
        group: 'ssr',
        name: `LCP of ${of}`,
        figure: ms(lcp),
        baseline: ms(lcpBase),
        ratio: ratioOf(lcp, lcpBase),
        target: `≤ ${ms(LCP_TARGET_MS)}`,
        met: lcp <= LCP_TARGET_MS,
      },
      {
        group: 'ssr',
        name: `FCP of ${of}`,
        figure: ms(fcp),
        baseline: ms(fcpBase),
        ratio: ratioOf(fcp, fcpBase),
        target: `≤ ${ms(FCP_TARGET_MS)}`,
        met: fcp <= FCP_TARGET_MS,
      },
      {
        group: 'ssr',
        name: `CLS of ${route} from navigation until hydrated and the network idle + 1 s (median, worst in brackets; same loads)`,
        figure: `${cls(shift)} (${cls(worst(server))})`,
        baseline: `${cls(shiftBase)} (${cls(worst(client))})`,
        ratio: ratioOf(shift, shiftBase),
        target: `≤ ${CLS_TARGET}`,
        met: shift <= CLS_TARGET,
      },
      {
        group: 'ssr',
        name: `time until ${route}'s h1 belongs to React (hydrated; baseline: rendered by the browser), same loads`,
        figure: ms(hydrated),
        baseline: ms(hydratedBase),
        ratio: ratioOf(hydrated, hydratedBase),
        target: '—',
      },
    );
  }

  log(`ssr: server render of / at ${CONNECTIONS} connections, ${seconds} s on each shell...`);
  const render = await loadPage(serverOrigin, '/', seconds);
  const staticPage = await loadPage(clientOrigin, '/', seconds);
  const fellBack = render.total - render.rendered;
  rows.push({
    group: 'ssr',
    name: `server render of / at ${CONNECTIONS} connections, ${seconds} s (no If-None-Match: every answer is a whole server-rendered page, reused in the server for SSR_REUSE_MS while its remote is unchanged; ${fellBack === 0 ? `all ${render.total} answers rendered` : `${fellBack} of ${render.total} answers NOT rendered (fallback page)`}; baseline: the client-only shell's static page; ratio: throughput)`,
    figure: describeRender(render),
    baseline: describeRender(staticPage),
    ratio: ratioOf(render.rps, staticPage.rps),
    target: `p99 ≤ ${RENDER_P99_TARGET_MS} ms`,
    met: render.p99 <= RENDER_P99_TARGET_MS && render.errors === 0 && fellBack === 0,
  });

  log('ssr: JS before interactive on / on each shell...');
  const serverScripts = await pageScripts(`${serverOrigin}/`, browser);
  const clientScripts = await pageScripts(`${clientOrigin}/`, browser);
  const js = sumGzip(serverScripts);
  const jsBase = sumGzip(clientScripts);
  rows.push({
    group: 'ssr',
    name: `JS before interactive on / (gzip, ${serverScripts.length} files; baseline: client-only, ${clientScripts.length} files; issue: ${ISSUE_HOME_JS} before SSR, goal ≤ ${ISSUE_HOME_GOAL})`,
    figure: kb(js),
    baseline: kb(jsBase),
    ratio: ratioOf(js, jsBase),
    // The same build serves both shells, so the baseline only shows the page loads the same files; the target is the
    // home page's JS before server rendering.
    target: `≤ ${ISSUE_HOME_JS} (before SSR)`,
    met: js <= ISSUE_HOME_JS_BYTES,
  });
  return rows;
}
