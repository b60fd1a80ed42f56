/**
 * `npm run bench`: the platform's figures side by side with their baselines and targets, in ONE table, printed and
 * written to bench/RESULTS.md. Run it alone on the machine, under the platform lock:
 *
 *   flock /tmp/e2e.lock npm run bench          (BENCH_LOAD_SECONDS=8, BENCH_LOADS=7, BENCH_SSR_LOADS=5,
 *                                               BENCH_SSR_SECONDS=10 and BENCH_SSR_TTFB_REQUESTS=200 by default)
 *   flock /tmp/e2e.lock node bench/run.ts --only ssr     (or BENCH_ONLY=ssr: the "ssr" rows alone, merged into the
 *                                                          table of bench/RESULTS.md in place of the earlier ones)
 *   flock /tmp/e2e.lock node bench/run.ts --only api     (the "api" rows and the API's memory rows alone, merged
 *                                                          likewise: no build, no browser; the API from its last build,
 *                                                          `npx nx run @invest/api-service:build`, with the two stand-ins)
 *   flock /tmp/e2e.lock node bench/run.ts --only inp     (the "inp" rows alone, merged likewise; INP_LOADS=5, INP_SEED=1;
 *                                                          bench/inp.ts prints them without writing RESULTS.md)
 *
 * Order: builds (full + one remote), the bytes baseline, then the platform on a MySQL database the bench creates and
 * drops (DATABASE_URL), two standalone remotes on side ports: bytes, federation cost, browser heap, INP of the
 * calculator and the product cards (bench/inp.ts); then the API load
 * (bench/api-rows.ts: the platform's API, two more with request logging on and off, and the bare Fastify baselines
 * on side ports) and the API's memory; last the server rendering against a client-only shell on :8079 (bench/ssr.ts), and
 * its two render modes, each on a shell of its own on :8077 and :8078 (bench/ssr-render-modes.ts).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { specRoutes } from '../e2e/support/spec-routes.ts';
import { platformApps, RUN_STATE_FILE, SHELL_URL, type RunState } from '../tools/platform-apps.ts';
import { BYTE_BUDGETS } from '../tools/budgets.ts';
import { API_URL, rssBytes, userWithInvestments } from './api-load.ts';
import { startApi, startBareFastify, startStandIns, type BenchProcess } from './api-processes.ts';
import { apiRound, apiRows, checkBaselines, warmUp, type ApiRound } from './api-rows.ts';
import { createBenchDatabase } from './bench-database.ts';
import { coldLoad, navigateInApp, usedHeap, type ColdLoad } from './browser-metrics.ts';
import { measureInp } from './inp.ts';
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
const INP_LOADS = Number(process.env.INP_LOADS ?? 5);
const INP_SEED = Number(process.env.INP_SEED ?? 1);
/** `--only ssr|api|inp` or BENCH_ONLY: only those rows (no build, no other measurement), merged into RESULTS.md. */
const ONLY_GROUPS = ['ssr', 'api', 'inp'] as const;
const onlyArg = process.argv.indexOf('--only');
const only = (onlyArg >= 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY) || undefined;
if (only !== undefined && !(ONLY_GROUPS as readonly string[]).includes(only))
  throw new Error(`--only / BENCH_ONLY: one of ${ONLY_GROUPS.join(', ')}, not ${only}`);
const ssrOnly = only === 'ssr';
const apiOnly = only === 'api';
const inpOnly = only === 'inp';
/** Seconds the API is left idle after a load before its RSS is read: the last requests' garbage is collected by then. */
const SETTLE_SECONDS = 10;
const BARE_PORT = 3999;
/** The logging row's two APIs (request logging on, and off: LOG_LEVEL=warn), and their metrics ports. */
const LOGGING_APIS = { on: { port: 3001, metricsPort: 9466, level: 'info' }, off: { port: 3002, metricsPort: 9467, level: 'warn' } } as const;
/** BENCH_API_FLAGS: Node flags after the shipped ones for the APIs the bench starts itself (`--only api`), to try some. */
const API_TRIAL_FLAGS = (process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean);
/** Where the processes the bench starts write their output (the API's request lines among it). */
const logDir = mkdtempSync(join(tmpdir(), 'invest-bench-'));
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

type RowTest = (group: string, name: string) => boolean;
const isSsrRow: RowTest = (group) => group === 'ssr';
const isInpRow: RowTest = (group) => group === 'inp';
/** The api rows and the API's memory rows (the browser's heap rows stay). */
const isApiRow: RowTest = (group, name) => group === 'api' || (group === 'memory' && name.startsWith('API '));

const rows: Row[] = [];
const log = (message: string) => console.log(`[bench] ${message}`);
const started = new Date();
const loadAverageAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// ---- Build -------------------------------------------------------------------------------------------------
// BENCH_SKIP_BUILD=1: a quick trial of the other figures against the current build (no build rows).
const skipBuild = process.env.BENCH_SKIP_BUILD === '1' || only !== undefined;
if (!skipBuild) log('full production build (Nx cache skipped)...');
const fullMs = skipBuild ? Number.NaN : fullBuildMs();
if (!skipBuild) log(`rebuild of ${REBUILD_REMOTE} alone...`);
const remoteMs = skipBuild ? Number.NaN : remoteRebuildMs(REBUILD_REMOTE);
if (only === undefined) log('bytes baseline: the shared libraries as one plain bundle...');
const sharedGzip = only === undefined ? sharedLibrariesBundleGzip() : Number.NaN;

// ---- Platform on a bench database --------------------------------------------------------------------------
const db = await createBenchDatabase();
// The remotes also serve the client-only shell of the "ssr" rows (its own origin, :8079). The API logs as shipped
// (LOG_LEVEL=info, one line per request) into LOG_DIR; its session secret is the bare baseline's too.
const platformEnv = {
  DATABASE_URL: db.url,
  OTP_IP_LIMIT: '100000000',
  LOG_LEVEL: 'info',
  LOG_DIR: logDir,
  SESSION_SECRET: randomBytes(48).toString('base64url'),
  ALLOWED_ORIGINS: SSR_BENCH_ALLOWED_ORIGINS,
};
let stopStandalone = () => {};
try {
  if (apiOnly) {
    await measureApiAlone();
  } else {
    if (!ssrOnly && !inpOnly) {
      stopStandalone = await serveApps([
        { folder: 'mfe-marketing', port: 9281, kind: 'remote', api: 'http://127.0.0.1:3000' },
        { folder: 'mfe-products', port: 9282, kind: 'remote', api: 'http://127.0.0.1:3000' },
      ]);
    }
    const { withPlatform } = await import('./with-platform.ts');
    log(`starting the platform on ${db.url}...`);
    // fresh: a running platform has its own database and settings (and its remotes would not allow :8079).
    await withPlatform(measurePlatform, { fresh: true, env: platformEnv });
  }
} finally {
  stopStandalone();
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
const loadAverageNow = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const apiSettings = `BENCH_LOAD_SECONDS=${LOAD_SECONDS}`;
const inpSettings = `INP_LOADS=${INP_LOADS}, INP_SEED=${INP_SEED}`;
writeFileSync(
  resultsFile,
  ssrOnly
    ? mergeRows(
        previous,
        rows,
        isSsrRow,
        '- ssr rows',
        `- ssr rows measured on their own: ${started.toISOString()}, \`flock /tmp/e2e.lock node bench/run.ts --only ssr\` (${ssrSettings}); ${machine}, at the end ${loadAverageNow()}\n${ssrConditions}`,
      )
    : inpOnly
      ? mergeRows(
          previous,
          rows,
          isInpRow,
          '- inp rows',
          `- inp rows measured on their own: ${started.toISOString()}, \`flock /tmp/e2e.lock node bench/run.ts --only inp\` (${inpSettings}); ${machine}, at the end ${loadAverageNow()}`,
        )
      : apiOnly
        ? mergeRows(
            previous,
            rows,
            isApiRow,
            '- api rows',
            `- api rows (and the API's memory rows) measured on their own: ${started.toISOString()}, \`flock /tmp/e2e.lock node bench/run.ts --only api\` (${apiSettings}); ${machine}, at the end ${loadAverageNow()}`,
          )
        : `# Bench results\n\n- Date: ${started.toISOString()}\n- Machine: ${machine}\n- Command: \`flock /tmp/e2e.lock npm run bench\` (BENCH_LOADS=${LOADS}, ${apiSettings}, ${ssrSettings}, ${inpSettings})\n` +
          `- Bytes: gzip level 9 of the JS Chromium fetched; ratios are figure / baseline measured in the same run.\n${ssrConditions}\n\n${table}\n${notes}`,
);
log('written to bench/RESULTS.md');

// ---- Measurements against the running platform -------------------------------------------------------------
async function measurePlatform(): Promise<void> {
  if (inpOnly) return measureInteractions();
  if (!ssrOnly) {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      await measureBytes(browser);
      await measureFederation(browser);
      await measureHeap(browser);
    } finally {
      await browser.close();
    }
    await measureInteractions();
    await measureApi();
  }
  // Last: its server load does not disturb the API's memory figures above.
  await measureServerRendering();
}

/** The "inp" rows (bench/inp.ts), in a browser of their own. */
async function measureInteractions(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    rows.push(...(await measureInp({ browser, loads: INP_LOADS, seed: INP_SEED, log })));
  } finally {
    await browser.close();
  }
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
 * RESULTS.md with its table's rows that pass `replaced` swapped for `fresh` (in their place; before the build rows
 * when there were none), the other rows, the header and the notes kept; `line` replaces the header's earlier lines
 * starting with `linePrefix`.
 */
function mergeRows(previous: string, fresh: readonly Row[], replaced: RowTest, linePrefix: string, line: string): string {
  const freshLines = markdownTable(fresh).split('\n').slice(2);
  const lines = previous.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| group |'));
  if (start < 0) throw new Error('bench/RESULTS.md has no table to merge the rows into: run the whole bench once (npm run bench).');
  let end = start + 2;
  while (end < lines.length && lines[end]!.startsWith('|')) end += 1;
  const body = lines.slice(start + 2, end);
  const cells = (row: string) => row.split('|').map((cell) => cell.trim());
  const isReplaced = (row: string) => replaced(cells(row)[1] ?? '', cells(row)[2] ?? '');
  const firstReplaced = body.findIndex(isReplaced);
  const kept = body.filter((row) => !isReplaced(row));
  const firstBuild = kept.findIndex((row) => cells(row)[1] === 'build');
  const at = firstReplaced >= 0 ? firstReplaced : firstBuild >= 0 ? firstBuild : kept.length;
  kept.splice(at, 0, ...freshLines);
  const header = lines.slice(0, start).filter((l) => !l.startsWith(linePrefix));
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

/** `--only api`: the stand-ins and the API as `npm start` serves them (its last build), on the bench's database. */
async function measureApiAlone(): Promise<void> {
  try {
    await fetch(`${API_URL}/api/health`, { signal: AbortSignal.timeout(1_000) });
    throw new Error(`Something answers on ${API_URL}: stop it first (the bench starts its own API).`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Something answers')) throw error;
  }
  log(`api: the stand-ins and the API (${API_URL}) on ${db.url}...`);
  const standIns = await startStandIns(platformEnv, (folder) => join(logDir, `${folder.replace(/\//g, '-')}.log`));
  try {
    const api = await startApi({ port: 3000, env: platformEnv, logFile: join(logDir, 'services-api.log'), nodeFlags: API_TRIAL_FLAGS });
    try {
      await measureApi(api.pid);
    } finally {
      await api.stop();
    }
  } finally {
    await Promise.all(standIns.map((process) => process.stop()));
  }
}

/** The platform's API process (its pid from the run state `npm start` writes). */
function platformApiPid(): number {
  const state = JSON.parse(readFileSync(join(repoRoot, RUN_STATE_FILE), 'utf8')) as RunState;
  const pid = state.processes.find((p) => p.folder === 'services/api')?.pid;
  if (!pid) throw new Error('API process not found in the run state');
  return pid;
}

async function measureApi(apiPid = platformApiPid()): Promise<void> {
  log('API: a user with 20 investments...');
  const user = await userWithInvestments();
  const started: BenchProcess[] = [];
  try {
    for (const [name, { port, metricsPort, level }] of Object.entries(LOGGING_APIS)) {
      started.push(
        await startApi({
          port,
          env: { ...platformEnv, LOG_LEVEL: level, METRICS_PORT: String(metricsPort) },
          logFile: join(logDir, `logging-${name}-api.log`),
        }),
      );
    }
    started.push(
      await startBareFastify(
        BARE_PORT,
        { BARE_DATABASE_URL: db.url, SESSION_SECRET: platformEnv.SESSION_SECRET, BARE_CATALOGUE_URL: `${API_URL}/api/catalogue/products` },
        join(logDir, 'bare-fastify.log'),
      ),
    );
    const servers = {
      api: API_URL,
      loggingOn: `http://127.0.0.1:${LOGGING_APIS.on.port}`,
      loggingOff: `http://127.0.0.1:${LOGGING_APIS.off.port}`,
      bare: `http://127.0.0.1:${BARE_PORT}`,
    };
    await checkBaselines(servers, user);
    await new Promise((done) => setTimeout(done, 2_000));
    const idle = rssBytes(apiPid);
    log('API warm-up (5 s of each load on each server)...');
    await warmUp(servers, user);
    const rounds: ApiRound[] = [];
    const afterRound: number[] = [];
    for (const round of [1, 2]) {
      log(`API load ${round} (ABBA, ${LOAD_SECONDS} s per pass, 50 connections)...`);
      rounds.push(await apiRound(servers, user, LOAD_SECONDS, log));
      afterRound.push(await settledRss(apiPid));
    }
    const [afterFirst, afterSecond] = afterRound as [number, number];
    rows.push(...apiRows(rounds));
    rows.push(
      { group: 'memory', name: 'API RSS idle (after start and setup)', figure: mb(idle), baseline: '—', target: '—' },
      {
        group: 'memory',
        name: `API RSS after load 1 (read after ${SETTLE_SECONDS} s idle)`,
        figure: mb(afterFirst),
        baseline: mb(idle),
        ratio: ratioOf(afterFirst, idle),
        target: '≤ 200 MB',
        met: afterFirst <= 200 * 1024 * 1024,
      },
      {
        group: 'memory',
        name: `API RSS after load 2 (read after ${SETTLE_SECONDS} s idle; baseline: after load 1; growth = leak)`,
        figure: mb(afterSecond),
        baseline: mb(afterFirst),
        ratio: ratioOf(afterSecond, afterFirst),
        target: '≤ 200 MB and ≤ 1.05 ×',
        met: afterSecond <= 200 * 1024 * 1024 && afterSecond <= afterFirst * 1.05,
      },
    );
  } finally {
    await Promise.all(started.map((process) => process.stop()));
  }
}
