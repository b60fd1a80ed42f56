/**
 * The bench's "ssr" rows comparing the shell's two render modes (createRenderer's `renderMode`, SSR_RENDER_MODE):
 * `string` (renderToString) against `stream` (renderToPipeableStream, the page sent once the whole tree is ready:
 * the document's head carries the styles the render used), each on its own shell server process next to the
 * platform, with the platform's environment, SSR_REUSE_MS=0 (every request renders: what is measured is the render
 * path, not the reuse of a page) and SSR_REMOTE_DEADLINE_MS=10000 (a render queued behind the others still renders the
 * whole page instead of its fallback, so both modes always send the same page). Measured in the same run, alternating:
 * - / , /products and /fixed-deposits at 50 connections (autocannon), two passes of BENCH_SSR_SECONDS on each mode in
 *   ABBA order (so a burst of load from elsewhere on the shared machine hits both alike): req/s, p50, p99, the means of
 *   the two passes;
 * - time to first byte and to the last one, one request at a time (BENCH_SSR_TTFB_REQUESTS of each, alternating);
 * - in both, the CPU time each shell's process used per request (user + system, /proc/<pid>/stat): what the render
 *   path costs, whatever else the shared machine runs at the time.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { RENDER_MODES as MODES, type RenderMode } from '@invest/shell/server-contract';
import { waitForHttp } from '../tools/wait-for-http.ts';
import { answers, CONNECTIONS, describeRender, loadPage, RENDERED_MARK, spawnShell, WARM_UP_REQUESTS, type RenderFigures } from './ssr.ts';
import { median, ratioOf, type Row } from './table.ts';

export const RENDER_MODE_PORTS: Readonly<Record<RenderMode, number>> = { string: 8077, stream: 8078 };
const ROUTES = ['/', '/products', '/fixed-deposits'];
/** What the mode shells change from the platform's environment. */
const MODE_SHELL_ENV = { SSR_REUSE_MS: '0', SSR_REMOTE_DEADLINE_MS: '10000' };

const originOf = (mode: RenderMode) => `http://127.0.0.1:${RENDER_MODE_PORTS[mode]}`;

/** The two shells startRenderModeShells started. */
export interface RenderModeShells {
  pids: Record<RenderMode, number>;
  stop: () => Promise<void>;
}

const spawnModeShell = (mode: RenderMode, platformEnv: NodeJS.ProcessEnv) =>
  spawnShell(RENDER_MODE_PORTS[mode], { ...platformEnv, ...MODE_SHELL_ENV, SSR_RENDER_MODE: mode });

/** Starts one shell per render mode and checks that each sends rendered pages. */
export async function startRenderModeShells(platformEnv: NodeJS.ProcessEnv): Promise<RenderModeShells> {
  for (const mode of MODES) {
    if (await answers(`${originOf(mode)}/`))
      throw new Error(`Port ${RENDER_MODE_PORTS[mode]} is taken: the bench serves the ${mode} render mode's shell there.`);
  }
  const shells = { string: spawnModeShell('string', platformEnv), stream: spawnModeShell('stream', platformEnv) };
  const stop = async () => {
    await Promise.all(MODES.map((mode) => shells[mode].stop()));
  };
  try {
    for (const mode of MODES) {
      await waitForHttp(`${originOf(mode)}/healthz`, 30_000);
      // The first renders wait for the remotes' server builds to load.
      let rendered = false;
      for (let i = 0; i < 10 && !rendered; i += 1) rendered = (await (await fetch(`${originOf(mode)}/`)).text()).includes(RENDERED_MARK);
      if (!rendered) throw new Error(`${originOf(mode)}/ (SSR_RENDER_MODE=${mode}) is not a server-rendered page.`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pids: { string: shells.string.pid, stream: shells.stream.pid }, stop };
}

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, every thread) a process has used so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis, from the state (field 3): utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

interface Timed {
  /** Until the response's status line and headers arrived. */
  firstByte: number;
  /** Until its last byte arrived. */
  whole: number;
  rendered: boolean;
}

/** One GET, timed from the request until the first byte of the answer and until its last. */
function timedGet(url: string, agent: Agent): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, { agent }, (response) => {
      const firstByte = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ firstByte, whole: performance.now() - started, rendered: Buffer.concat(chunks).toString('utf8').includes(RENDERED_MARK) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Several autocannon passes as one: the means of their throughputs and latencies, their answers added up. */
function passesCombined(passes: readonly RenderFigures[]): RenderFigures {
  return {
    rps: mean(passes.map((f) => f.rps)),
    p50: mean(passes.map((f) => f.p50)),
    p99: mean(passes.map((f) => f.p99)),
    errors: sum(passes.map((f) => f.errors)),
    total: sum(passes.map((f) => f.total)),
    rendered: sum(passes.map((f) => f.rendered)),
  };
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms1 = (value: number): string => `${value.toFixed(1)} ms`;

interface FirstBytes {
  ttfb: number;
  ttfbP90: number;
  whole: number;
  notRendered: number;
  /** CPU time of the shell's process per request. */
  cpuPerRequest: number;
}

/** `requests` GETs of `path` on each mode's shell, one at a time, alternating the modes. */
async function firstBytes(path: string, requests: number, pids: Record<RenderMode, number>): Promise<Record<RenderMode, FirstBytes>> {
  const agents = { string: new Agent({ keepAlive: true, maxSockets: 1 }), stream: new Agent({ keepAlive: true, maxSockets: 1 }) };
  const timings: Record<RenderMode, Timed[]> = { string: [], stream: [] };
  const cpuBefore = { string: cpuMs(pids.string), stream: cpuMs(pids.stream) };
  try {
    for (let i = 0; i < requests; i += 1) {
      for (const mode of i % 2 === 0 ? MODES : [...MODES].reverse()) timings[mode].push(await timedGet(`${originOf(mode)}${path}`, agents[mode]));
    }
  } finally {
    for (const agent of Object.values(agents)) agent.destroy();
  }
  const cpuPerRequest = { string: (cpuMs(pids.string) - cpuBefore.string) / requests, stream: (cpuMs(pids.stream) - cpuBefore.stream) / requests };
  const summary = (mode: RenderMode): FirstBytes => {
    const list = timings[mode];
    const times = list.map((t) => t.firstByte);
    return {
      ttfb: median(times),
      ttfbP90: percentile(times, 90),
      whole: median(list.map((t) => t.whole)),
      notRendered: list.filter((t) => !t.rendered).length,
      cpuPerRequest: cpuPerRequest[mode],
    };
  };
  return { string: summary('string'), stream: summary('stream') };
}

export interface RenderModesOptions {
  /** Seconds of each autocannon run. */
  seconds: number;
  /** Requests of each mode and route for the time to first byte. */
  requests: number;
  /** The shells' processes (startRenderModeShells). */
  pids: Record<RenderMode, number>;
  log: (message: string) => void;
}

/** The render-mode rows. Needs startRenderModeShells' shells running. */
export async function measureRenderModes(options: RenderModesOptions): Promise<Row[]> {
  const { seconds, requests, pids, log } = options;
  const rows: Row[] = [];
  const shells = `own shells :${RENDER_MODE_PORTS.stream} and :${RENDER_MODE_PORTS.string}, SSR_REUSE_MS=0: every request renders`;
  for (const [index, route] of ROUTES.entries()) {
    log(`ssr: render modes on ${route}: ${CONNECTIONS} connections, 2 × ${seconds} s on each mode's shell (ABBA)...`);
    const passes: Record<RenderMode, RenderFigures[]> = { string: [], stream: [] };
    const cpu: Record<RenderMode, { ms: number; requests: number }> = { string: { ms: 0, requests: 0 }, stream: { ms: 0, requests: 0 } };
    const order = index % 2 === 0 ? MODES : [...MODES].reverse();
    for (const mode of [...order, ...[...order].reverse()]) {
      const before = cpuMs(pids[mode]);
      const figures = await loadPage(originOf(mode), route, seconds);
      const used = cpuMs(pids[mode]) - before;
      cpu[mode].ms += used;
      cpu[mode].requests += figures.total + WARM_UP_REQUESTS;
      log(`  ${mode.padEnd(6)} ${describeRender(figures)}, CPU ${ms1(used / (figures.total + WARM_UP_REQUESTS))}/request`);
      passes[mode].push(figures);
    }
    const string = passesCombined(passes.string);
    const stream = passesCombined(passes.stream);
    const withCpu = (mode: RenderMode, f: RenderFigures) => `${describeRender(f)}, CPU ${ms1(cpu[mode].ms / cpu[mode].requests)}/request`;
    const notRendered = (f: RenderFigures) => f.total - f.rendered;
    const answered =
      notRendered(string) + notRendered(stream) === 0
        ? `all ${stream.total} (stream) and ${string.total} (string) answers rendered`
        : `answers NOT rendered: stream ${notRendered(stream)} of ${stream.total}, string ${notRendered(string)} of ${string.total}`;
    rows.push({
      group: 'ssr',
      name: `render mode, ${route}: stream (renderToPipeableStream, sent at onAllReady) vs string (renderToString, baseline) at ${CONNECTIONS} connections, means of 2 passes of ${seconds} s each in ABBA order (${shells}; CPU: the shell process's per request, warm-up included; ${answered}; ratio: throughput)`,
      figure: withCpu('stream', stream),
      baseline: withCpu('string', string),
      ratio: ratioOf(stream.rps, string.rps),
      target: '—',
    });

    log(`ssr: render modes on ${route}: time to first byte, ${requests} requests of each, one at a time...`);
    const bytes = await firstBytes(route, requests, pids);
    const describeBytes = (f: FirstBytes) =>
      `TTFB ${ms1(f.ttfb)} (p90 ${ms1(f.ttfbP90)}), last byte ${ms1(f.whole)}, CPU ${ms1(f.cpuPerRequest)}/request${f.notRendered ? `, ${f.notRendered} NOT rendered` : ''}`;
    log(`  string ${describeBytes(bytes.string)}; stream ${describeBytes(bytes.stream)}`);
    rows.push({
      group: 'ssr',
      name: `render mode, ${route}: time to first byte, median (p90), and to the last byte: stream vs string (baseline), ${requests} requests of each, one at a time, alternating (same shells; ratio: TTFB)`,
      figure: describeBytes(bytes.stream),
      baseline: describeBytes(bytes.string),
      ratio: ratioOf(bytes.stream.ttfb, bytes.string.ttfb),
      target: '—',
    });
  }
  return rows;
}
