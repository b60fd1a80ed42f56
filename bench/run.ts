/**
 * `npm run bench`: the platform's figures side by side with their baselines and targets, in ONE table, printed and
 * written to bench/RESULTS.md. Run it alone on the machine, under the platform lock:
 *
 *   flock /tmp/platform.lock npm run bench          (BENCH_LOAD_SECONDS=8 and BENCH_LOADS=7 by default)
 *
 * Order: builds (full + one remote), the bytes baseline, then the platform on a MySQL database the bench creates and
 * drops (DATABASE_URL), a bare Fastify and two standalone remotes on side ports: bytes, federation cost, browser heap,
 * API load and the API's memory.
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
import { serveApps } from './static-apps.ts';
import { markdownTable, mb, median, ms, ratioOf, type Row } from './table.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
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

// ---- Build -------------------------------------------------------------------------------------------------
// BENCH_SKIP_BUILD=1: a quick trial of the other figures against the current build (no build rows).
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
if (!skipBuild) log('full production build (Nx cache skipped)...');
const fullMs = skipBuild ? Number.NaN : fullBuildMs();
if (!skipBuild) log(`rebuild of ${REBUILD_REMOTE} alone...`);
const remoteMs = skipBuild ? Number.NaN : remoteRebuildMs(REBUILD_REMOTE);
log('bytes baseline: the shared libraries as one plain bundle...');
const sharedGzip = sharedLibrariesBundleGzip();

// ---- Platform on a bench database --------------------------------------------------------------------------
const db = await createBenchDatabase();
const bare = spawn(process.execPath, [join(repoRoot, 'bench/bare-fastify.ts')], { env: { ...process.env, PORT: String(BARE_PORT) }, stdio: 'inherit' });
let stopStandalone = () => {};
try {
  await waitForHttp(`http://127.0.0.1:${BARE_PORT}/`, 30_000);
  stopStandalone = await serveApps([
    { folder: 'mfe-marketing', port: 9281, kind: 'remote', api: 'http://127.0.0.1:3000' },
    { folder: 'mfe-products', port: 9282, kind: 'remote', api: 'http://127.0.0.1:3000' },
  ]);
  const { withPlatform } = await import('./with-platform.ts');
  log(`starting the platform on ${db.url}...`);
  await withPlatform(measurePlatform, {
    fresh: true,
    env: { DATABASE_URL: db.url, OTP_IP_LIMIT: '100000000', LOG_LEVEL: 'warn' },
  });
} finally {
  stopStandalone();
  bare.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 1_500));
  await db.drop();
}

if (!skipBuild) rows.push(
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
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${mb(totalmem())} RAM, Node ${process.version}, load average at start ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
// The hand-written analysis below the table ("## Notes" onwards) is kept from one run to the next.
const resultsFile = join(repoRoot, 'bench/RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
writeFileSync(
  resultsFile,
  `# Bench results\n\n- Date: ${started.toISOString()}\n- Machine: ${machine}\n- Command: \`flock /tmp/platform.lock npm run bench\` (BENCH_LOADS=${LOADS}, BENCH_LOAD_SECONDS=${LOAD_SECONDS})\n` +
    `- Bytes: gzip level 9 of the JS Chromium fetched; ratios are figure / baseline measured in the same run.\n\n${table}\n${notes}`,
);
log('written to bench/RESULTS.md');

// ---- Measurements against the running platform -------------------------------------------------------------
async function measurePlatform(): Promise<void> {
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
    rows.push({ group: 'bytes', name: `${app.folder} remoteEntry.js`, figure: kb(entry), baseline: '—', target: `≤ ${kb(budget)} (budget)`, met: entry <= budget });
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
  const user = await userWithInvestments(db);
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
    { group: 'memory', name: `API RSS after load 1 (read after ${SETTLE_SECONDS} s idle)`, figure: mb(afterFirst), baseline: mb(idle), ratio: ratioOf(afterFirst, idle), target: '< 200 MB', met: afterFirst < 200 * 1024 * 1024 },
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
      endpoint.min === undefined ? undefined : ratio !== undefined && ratio >= endpoint.min && f.errors === 0 && (endpoint.p99 === undefined || f.p99 < endpoint.p99);
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
