/**
 * The processes the API rows start themselves: an API as `npm start` serves it (its built `dist/`, its Node flags) on a
 * port of its own, the two stand-ins it talks to (`--only api`, where no platform runs), and the bare Fastify
 * baselines (bench/bare-fastify.ts). Each one's output goes to a file, as a deployment's logs go to its collector.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { resolve } from 'node:path';
import { healthUrlOf, platformApps, serveCommand } from '../tools/platform-apps.ts';
import { waitForHttp } from '../tools/wait-for-http.ts';

const repoRoot = resolve(import.meta.dirname, '..');

export interface BenchProcess {
  pid: number;
  /** Where its stdout and stderr go. */
  logFile: string;
  stop: () => Promise<void>;
}

function spawnLogged(command: string, args: readonly string[], env: NodeJS.ProcessEnv, logFile: string): { child: ChildProcess; process: BenchProcess } {
  const output = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  closeSync(output);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  };
  return { child, process: { pid: child.pid ?? -1, logFile, stop } };
}

async function started(spawned: { child: ChildProcess; process: BenchProcess }, healthUrl: string): Promise<BenchProcess> {
  const exited = new Promise<never>((_, reject) =>
    spawned.child.once('exit', (code) => reject(new Error(`${healthUrl}: the process exited (${code}) before answering; see ${spawned.process.logFile}`))),
  );
  try {
    await Promise.race([waitForHttp(healthUrl, 60_000), exited]);
  } catch (error) {
    await spawned.process.stop();
    throw error;
  }
  exited.catch(() => {});
  return spawned.process;
}

export interface ApiOptions {
  port: number;
  /** The environment beside the bench's own (DATABASE_URL, LOG_LEVEL, METRICS_PORT, ...). */
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Node flags after the shipped ones (so they win: e.g. --cpu-prof and a larger heap for the profiler). */
  nodeFlags?: readonly string[];
}

/** The API from its build, with the flags `npm start` and the image use, on `port`; resolves once /api/health answers. */
export function startApi(options: ApiOptions): Promise<BenchProcess> {
  const api = platformApps.find((app) => app.kind === 'api');
  if (!api) throw new Error('no API in the apps table');
  const { command, args } = serveCommand(api);
  // The script last: the extra flags go right before it.
  const flagged = [...args.slice(0, -1), ...(options.nodeFlags ?? []), ...args.slice(-1)];
  const spawned = spawnLogged(command, flagged, { ...options.env, PORT: String(options.port) }, options.logFile);
  return started(spawned, `http://127.0.0.1:${options.port}/api/health`);
}

/** The Razorpay and MSG91/Cashfree stand-ins on their usual ports (the API's defaults point at them). */
export async function startStandIns(env: NodeJS.ProcessEnv, logFileOf: (folder: string) => string): Promise<BenchProcess[]> {
  const running: BenchProcess[] = [];
  try {
    for (const app of platformApps.filter((candidate) => candidate.kind === 'standin')) {
      const { command, args } = serveCommand(app);
      running.push(await started(spawnLogged(command, args, { ...env, PORT: String(app.port) }, logFileOf(app.folder)), healthUrlOf(app)));
    }
  } catch (error) {
    await Promise.all(running.map((process) => process.stop()));
    throw error;
  }
  return running;
}

/** bench/bare-fastify.ts on `port` with `env` (its baselines' settings); resolves once it answers. */
export function startBareFastify(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<BenchProcess> {
  const spawned = spawnLogged(process.execPath, ['bench/bare-fastify.ts'], { ...env, PORT: String(port) }, logFile);
  return started(spawned, `http://127.0.0.1:${port}/`);
}
