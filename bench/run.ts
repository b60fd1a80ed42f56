/**
 * `npm run bench`: the platform's figures side by side with their baselines and targets, in ONE table, printed and
 * written to bench/RESULTS.md. Run it alone on the machine, under the platform lock:
 *
 *   flock /tmp/e2e.lock npm run bench          (BENCH_LOAD_SECONDS=8, BENCH_LOADS=7, BENCH_SSR_LOADS=5,
 *                                               BENCH_SSR_SECONDS=10 and BENCH_SSR_TTFB_REQUESTS=200 by default)
 *   flock /tmp/e2e.lock node bench/run.ts --only ssr     (or BENCH_ONLY=ssr: the "ssr" rows alone, merged into the
 *                                                          table of bench/RESULTS.md in place of the earlier ones)
 *
 * Order: builds (full + one remote), the bytes baseline, then the platform on a MySQL database the bench creates and
 * drops (DATABASE_URL), a bare Fastify and two standalone remotes on side ports: bytes, federation cost, browser heap,
 * API load and the API's memory; last the server rendering against a client-only shell on :8079 (bench/ssr.ts), and
 * its two render modes, each on a shell of its own on :8077 and :8078 (bench/ssr-render-modes.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { specRoutes } from '../e2e/support/spec-routes.ts';
import { platformApps, RUN_STATE_FILE, SHELL_URL, type RunState } from '../tools/platform-apps.ts';
import { BYTE_BUDGETS } from '../tools/budgets.ts';
import { waitForHttp } from '../tools/wait-for-http.ts';
import { loadRound, rssBytes, userWithInvestments, type LoadFigures, type LoadRound } from './api-load.ts';
import { createBenchDatabase } from './bench-database.ts';
import { coldLoad, navigateInApp, usedHeap, type ColdLoad } from './browser-metrics.ts';
import { fullBuildMs, remoteRebuildMs, sharedLibrariesBundleGzip } from './build-times.ts';
import { kb, pageScripts, remoteEntryGzip, sumGzip } from './page-js.ts';
import { CLIENT_SHELL_PORT, measureSsr, SSR_BENCH_ALLOWED_ORIGINS, startClientShell } from './ssr.ts';
import { measureRenderModes, RENDER_MODE_PORTS, startRenderModeShells } from './ssr-render-modes.ts';
import { serveApps } from './static-apps.ts';
import { markdownTable, mb, median, ms, ratioOf, type Row } from './table.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const SSR_LOADS = Number(process.env.BENCH_SSR_LOADS ?? 5);
const SSR_SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 10);
const SSR_TTFB_REQUESTS = Number(process.env.BENCH_SSR_TTFB_REQUESTS ?? 200);
/** `--only ssr` or BENCH_ONLY=ssr: only the "ssr" rows (no build, no other measurement), merged into RESULTS.md. */
const ONLY_GROUPS = ['ssr'] as const;
const onlyArg = process.argv.indexOf('--only');
const only = (onlyArg >= 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY) || undefined;
if (only !== undefined && !(ONLY_GROUPS as readonly string[]).includes(only))
  throw new Error(`--only / BENCH_ONLY: one of ${ONLY_GROUPS.join(', ')}, not ${only}`);
const ssrOnly = only === 'ssr';
/** Seconds the API is left idle after a load before its RSS is read: the last requests' garbage is collected by then. */
const SETTLE_SECONDS = 10;
const BARE_PORT = 3999;
const HOME_TARGET = 160 * 1024;
const REBUILD_REMOTE = '@invest/mfe-products';
/** Each remote's first route, as a visitor reaches it. */
const FIRST_ROUTES: Record<string, string> = {
  'mfe-marketing': '/',
  'mfe-products': '/products',
  'mfe-onboarding': '/kyc',
  'mfe-payments': '/payment',
  'mfe-dashboard': '/dashboard',
  'mfe-demo': '/demo',
};
/** Remote-to-remote cycle: marketing, products, onboarding, demo. */
const CYCLE = ['/', '/products', '/kyc', '/demo'];

const rows: Row[] = [];
const log = (message: string) => console.log(`[bench] ${message}`);
const started = new Date();
const loadAverageAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// ---- Build -------------------------------------------------------------------------------------------------
// BENCH_SKIP_BUILD=1: a quick trial of the other figures against the current build (no build rows).
const skipBuild = process.env.BENCH_SKIP_BUILD === '1' || ssrOnly;
if (!skipBuild) log('full production build (Nx cache skipped)...');
const fullMs = skipBuild ? Number.NaN : fullBuildMs();
if (!skipBuild) log(`rebuild of ${REBUILD_REMOTE} alone...`);
const remoteMs = skipBuild ? Number.NaN : remoteRebuildMs(REBUILD_REMOTE);
if (!ssrOnly) log('bytes baseline: the shared libraries as one plain bundle...');
const sharedGzip = ssrOnly ? Number.NaN : sharedLibrariesBundleGzip();

// ---- Platform on a bench database --------------------------------------------------------------------------
const db = await createBenchDatabase();
// The remotes also serve the client-only shell of the "ssr" rows (its own origin, :8079).
const platformEnv = { DATABASE_URL: db.url, OTP_IP_LIMIT: '100000000', LOG_LEVEL: 'warn', ALLOWED_ORIGINS: SSR_BENCH_ALLOWED_ORIGINS };
const bare = ssrOnly
  ? null
  : spawn(process.execPath, [join(repoRoot, 'bench/bare-fastify.ts')], { env: { ...process.env, PORT: String(BARE_PORT) }, stdio: 'inherit' });
let stopStandalone = () => {};
try {
  if (!ssrOnly) {
    await waitForHttp(`http://127.0.0.1:${BARE_PORT}/`, 30_000);
    stopStandalone = await serveApps([
      { folder: 'mfe-marketing', port: 9281, kind: 'remote', api: 'http://127.0.0.1:3000' },
      { folder: 'mfe-products', port: 9282, kind: 'remote', api: 'http://127.0.0.1:3000' },
    ]);
  }
  const { withPlatform } = await import('./with-platform.ts');
  log(`starting the platform on ${db.url}...`);
  // fresh: a running platform has its own database and settings (and its remotes would not allow :8079).
  await withPlatform(measurePlatform, { fresh: true, env: platformEnv });
} finally {
  stopStandalone();
  bare?.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 1_500));
  await db.drop();
}

if (!skipBuild)
  rows.push(
    { group: 'build', name: 'full production build, every project (webpack cache warm)', figure: ms(fullMs), baseline: '—', target: '—' },
    {
      group: 'build',
      name: `${REBUILD_REMOTE} rebuilt alone`,
      figure: ms(remoteMs),
      baseline: ms(fullMs),
      ratio: ratioOf(remoteMs, fullMs),
      target: '< 15000 ms',
      met: remoteMs < 15_000,
    },
  );

const table = markdownTable(rows);
console.log(`\n${table}\n`);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${mb(totalmem())} RAM, Node ${process.version}, load average at start ${loadAverageAtStart}`;
// The hand-written analysis below the table ("## Notes" onwards) is kept from one run to the next.
const resultsFile = join(repoRoot, 'bench/RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
const ssrSettings = `BENCH_SSR_LOADS=${SSR_LOADS}, BENCH_SSR_SECONDS=${SSR_SECONDS}, BENCH_SSR_TTFB_REQUESTS=${SSR_TTFB_REQUESTS}`;
const ssrConditions =
  '- ssr rows: cold loads in a fresh context under Lighthouse mobile conditions (CDP: 150 ms latency, 1.6 Mbps down, ' +
  `750 Kbps up, CPU ×4, 412 × 823 screen); the baseline is a second shell on :${CLIENT_SHELL_PORT} with SHELL_RENDERING=client, in the same run. ` +
  `Render-mode rows: SSR_RENDER_MODE=stream on :${RENDER_MODE_PORTS.stream} against SSR_RENDER_MODE=string on :${RENDER_MODE_PORTS.string}, both ` +
  'with SSR_REUSE_MS=0 and SSR_REMOTE_DEADLINE_MS=10000 (every request renders the whole page), started after the rows above, same run.';
writeFileSync(
  resultsFile,
  ssrOnly
    ? mergeRows(
        previous,
        rows,
        `- ssr rows measured on their own: ${started.toISOString()}, \`flock /tmp/e2e.lock node bench/run.ts --only ssr\` (${ssrSettings}); ${machine}, at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n${ssrConditions}`,
      )
    : `# Bench results\n\n- Date: ${started.toISOString()}\n- Machine: ${machine}\n- Command: \`flock /tmp/e2e.lock npm run bench\` (BENCH_LOADS=${LOADS}, BENCH_LOAD_SECONDS=${LOAD_SECONDS}, ${ssrSettings})\n` +
        `- Bytes: gzip level 9 of the JS Chromium fetched; ratios are figure / baseline measured in the same run.\n${ssrConditions}\n\n${table}\n${notes}`,
);
log('written to bench/RESULTS.md');

// ---- Measurements against the running platform -------------------------------------------------------------
async function measurePlatform(): Promise<void> {
  if (!ssrOnly) {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      await measureBytes(browser);
      await measureFederation(browser);
      await measureHeap(browser);
    } finally {
      await browser.close();
    }
    await measureApi();
  }
  // Last: its server load does not disturb the API's memory figures above.
  await measureServerRendering();
}

async function measureServerRendering(): Promise<void> {
  log(`ssr: starting the client-only shell on :${CLIENT_SHELL_PORT}...`);
  const stopClientShell = await startClientShell(platformEnv);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    rows.push(...(await measureSsr({ browser, loads: SSR_LOADS, seconds: SSR_SECONDS, log })));
  } finally {
    await browser.close();
    await stopClientShell();
  }
  // Started only now: their start (loading the remotes' server builds) does not disturb the cold loads above.
  log(`ssr: starting a shell per render mode (string :${RENDER_MODE_PORTS.string}, stream :${RENDER_MODE_PORTS.stream})...`);
  const modeShells = await startRenderModeShells(platformEnv);
  try {
    rows.push(...(await measureRenderModes({ seconds: SSR_SECONDS, requests: SSR_TTFB_REQUESTS, pids: modeShells.pids, log })));
  } finally {
    await modeShells.stop();
  }
}

/**
 * RESULTS.md with its table's "ssr" rows replaced by `fresh` (in their place; before the build rows when there were
 * none), the other rows, the header and the notes kept; `line` replaces the header's earlier line about the ssr rows.
 */
function mergeRows(previous: string, fresh: readonly Row[], line: string): string {
  const freshLines = markdownTable(fresh).split('\n').slice(2);
  const lines = previous.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| group |'));
  if (start < 0) throw new Error('bench/RESULTS.md has no table to merge the ssr rows into: run the whole bench once (npm run bench).');
  let end = start + 2;
  while (end < lines.length && lines[end]!.startsWith('|')) end += 1;
  const body = lines.slice(start + 2, end);
  const groupOf = (row: string) => row.split('|')[1]?.trim();
  const firstSsr = body.findIndex((row) => groupOf(row) === 'ssr');
  const kept = body.filter((row) => groupOf(row) !== 'ssr');
  const firstBuild = kept.findIndex((row) => groupOf(row) === 'build');
  const at = firstSsr >= 0 ? firstSsr : firstBuild >= 0 ? firstBuild : kept.length;
  kept.splice(at, 0, ...freshLines);
  const header = lines.slice(0, start).filter((l) => !l.startsWith('- ssr rows'));
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  return [...header, ...line.split('\n'), '', ...lines.slice(start, start + 2), ...kept, ...lines.slice(end)].join('\n');
}

async function measureBytes(browser: import('@playwright/test').Browser): Promise<void> {
  log('bytes...');
  const home = await pageScripts(`${SHELL_URL}/`, browser);
  const homeBytes = sumGzip(home);
  rows.push({
    group: 'bytes',
    name: `home page JS before interactive (${home.length} files; baseline: shared libs as one plain bundle)`,
    figure: kb(homeBytes),
    baseline: kb(sharedGzip),
    ratio: ratioOf(homeBytes, sharedGzip),
    target: `≤ ${kb(HOME_TARGET)}`,
    met: homeBytes <= HOME_TARGET,
  });
  for (const app of platformApps.filter((a) => a.kind === 'remote')) {
    const entry = remoteEntryGzip(app.folder);
    const budget = BYTE_BUDGETS.remoteEntry[app.folder as keyof typeof BYTE_BUDGETS.remoteEntry];
    rows.push({
      group: 'bytes',
      name: `${app.folder} remoteEntry.js`,
      figure: kb(entry),
      baseline: '—',
      target: `≤ ${kb(budget)} (budget)`,
      met: entry <= budget,
    });
    const route = FIRST_ROUTES[app.folder]!;
    const origin = `http://localhost:${app.port}`;
    const viaShell = await pageScripts(`${SHELL_URL}${route}`, browser).catch(() => []);
    const fromRemote = sumGzip(viaShell.filter((s) => s.url.startsWith(origin)));
    const standalone = sumGzip(await pageScripts(`${origin}${route}`, browser).catch(() => []));
    rows.push({
      group: 'bytes',
      name: `${app.folder} first route ${route}: its own JS via the shell (baseline: its standalone page, all JS)`,
      figure: kb(fromRemote),
      baseline: kb(standalone),
      ratio: ratioOf(fromRemote, standalone),
      target: '—',
    });
  }
}

async function measureFederation(browser: import('@playwright/test').Browser): Promise<void> {
  const pairs = [
    { route: '/', standalone: 'http://localhost:9281/' },
    { route: '/products', standalone: 'http://localhost:9282/products' },
  ];
  for (const pair of pairs) {
    log(`federation cost of ${pair.route}: ${LOADS} cold loads through the shell and standalone...`);
    const shell: ColdLoad[] = [];
    const alone: ColdLoad[] = [];
    // Interleaved, so a burst of load on the shared machine hits both sides alike.
    for (let i = 0; i < LOADS; i += 1) {
      shell.push(await coldLoad(browser, `${SHELL_URL}${pair.route}`));
      alone.push(await coldLoad(browser, pair.standalone));
    }
    const shellLcp = median(shell.map((l) => l.lcp));
    const aloneLcp = median(alone.map((l) => l.lcp));
    const ratio = ratioOf(shellLcp, aloneLcp);
    rows.push({
      group: 'federation',
      name: `LCP of ${pair.route} through the shell vs the remote standalone (median of ${LOADS} cold loads)`,
      figure: ms(shellLcp),
      baseline: ms(aloneLcp),
      ratio,
      target: '≤ 1.15 ×',
      met: ratio !== undefined && ratio <= 1.15,
    });
    const shellRequests = median(shell.map((l) => l.requestsBeforeLcp));
    const aloneRequests = median(alone.map((l) => l.requestsBeforeLcp));
    rows.push({
      group: 'federation',
      name: `requests before the LCP of ${pair.route} (critical path)`,
      figure: String(shellRequests),
      baseline: String(aloneRequests),
      ratio: ratioOf(shellRequests, aloneRequests),
      target: '—',
    });
    const entries = median(shell.map((l) => l.remoteEntries));
    rows.push({
      group: 'federation',
      name: `remote entries + manifests fetched by ${pair.route} (on demand: its own remote only)`,
      figure: String(entries),
      baseline: '—',
      target: '≤ 2 (1 manifest + 1 entry)',
      met: entries <= 2,
    });
  }
}

async function measureHeap(browser: import('@playwright/test').Browser): Promise<void> {
  log('browser heap: every route, then 50 remote-to-remote navigations...');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  for (const route of specRoutes) await navigateInApp(page, route);
  for (const route of CYCLE) await navigateInApp(page, route);
  const afterRoutes = await usedHeap(page);
  for (let i = 0; i < 50; i += 1) await navigateInApp(page, CYCLE[i % CYCLE.length]!);
  await navigateInApp(page, CYCLE[CYCLE.length - 1]!);
  const afterNavigations = await usedHeap(page);
  await context.close();
  rows.push(
    { group: 'memory', name: `browser JS heap after visiting every route (${specRoutes.length})`, figure: mb(afterRoutes), baseline: '—', target: '—' },
    {
      group: 'memory',
      name: 'browser JS heap after 50 remote-to-remote navigations (baseline: after every route)',
      figure: mb(afterNavigations),
      baseline: mb(afterRoutes),
      ratio: ratioOf(afterNavigations, afterRoutes),
      target: '≤ 1.10 × (no growth)',
      met: afterNavigations <= afterRoutes * 1.1,
    },
  );
}

async function settledRss(pid: number): Promise<number> {
  await new Promise((done) => setTimeout(done, SETTLE_SECONDS * 1000));
  return rssBytes(pid);
}

async function measureApi(): Promise<void> {
  const state = JSON.parse(readFileSync(join(repoRoot, RUN_STATE_FILE), 'utf8')) as RunState;
  const apiPid = state.processes.find((p) => p.folder === 'services/api')?.pid;
  if (!apiPid) throw new Error('API process not found in the run state');
  log('API: a user with 20 investments...');
  const user = await userWithInvestments();
  await new Promise((done) => setTimeout(done, 2_000));
  const idle = rssBytes(apiPid);
  log(`API load 1 (${LOAD_SECONDS} s per endpoint, 50 connections)...`);
  const first = await loadRound(`http://127.0.0.1:${BARE_PORT}/`, user, LOAD_SECONDS);
  const afterFirst = await settledRss(apiPid);
  log('API load 2 (identical)...');
  const second = await loadRound(`http://127.0.0.1:${BARE_PORT}/`, user, LOAD_SECONDS);
  const afterSecond = await settledRss(apiPid);
  apiRows(first, second);
  rows.push(
    { group: 'memory', name: 'API RSS idle (after start and setup)', figure: mb(idle), baseline: '—', target: '—' },
    {
      group: 'memory',
      name: `API RSS after load 1 (read after ${SETTLE_SECONDS} s idle)`,
      figure: mb(afterFirst),
      baseline: mb(idle),
      ratio: ratioOf(afterFirst, idle),
      target: '< 200 MB',
      met: afterFirst < 200 * 1024 * 1024,
    },
    {
      group: 'memory',
      name: `API RSS after load 2 (read after ${SETTLE_SECONDS} s idle; baseline: after load 1; growth = leak)`,
      figure: mb(afterSecond),
      baseline: mb(afterFirst),
      ratio: ratioOf(afterSecond, afterFirst),
      target: '< 200 MB and ≤ 1.05 ×',
      met: afterSecond < 200 * 1024 * 1024 && afterSecond <= afterFirst * 1.05,
    },
  );
}

function apiRows(first: LoadRound, second: LoadRound): void {
  const describe = (f: LoadFigures) => `${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms${f.errors ? `, ${f.errors} errors/non-2xx` : ''}`;
  const endpoints: Array<{ key: Exclude<keyof LoadRound, 'bare'>; name: string; min?: number; p99?: number }> = [
    { key: 'catalogue', name: 'GET /api/catalogue/products', min: 0.6 },
    { key: 'session', name: 'GET /api/session (signed in)' },
    { key: 'portfolio', name: 'GET /api/portfolio/{userId} (20 investments)', min: 0.25, p99: 30 },
    { key: 'otp', name: 'POST /api/otp/generate (a new phone each request)' },
  ];
  for (const endpoint of endpoints) {
    const f = first[endpoint.key];
    const ratio = ratioOf(f.rps, first.bare.rps);
    const met =
      endpoint.min === undefined
        ? undefined
        : ratio !== undefined && ratio >= endpoint.min && f.errors === 0 && (endpoint.p99 === undefined || f.p99 < endpoint.p99);
    rows.push({
      group: 'api',
      name: `${endpoint.name}, 50 connections (baseline: bare Fastify hello world; load 2: ${second[endpoint.key].rps.toFixed(0)} req/s)`,
      figure: describe(f),
      baseline: describe(first.bare),
      ratio,
      target: endpoint.min === undefined ? '—' : `≥ ${endpoint.min} × throughput${endpoint.p99 ? `, p99 < ${endpoint.p99} ms` : ''}`,
      met,
    });
  }
}
