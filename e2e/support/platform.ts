import { spawn } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RUN_STATE_FILE, type RunState } from '../../tools/platform-apps.ts';
import { waitForHttp } from '../../tools/wait-for-http.ts';
import { mustRunAlone } from './exclusive.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const stateFile = resolve(repoRoot, RUN_STATE_FILE);

const readState = (): RunState => JSON.parse(readFileSync(stateFile, 'utf8')) as RunState;

function processOf(folder: string): RunState['processes'][number] {
  const entry = readState().processes.find((p) => p.folder === folder);
  if (!entry) throw new Error(`${folder} is not in ${RUN_STATE_FILE}`);
  return entry;
}

async function waitUntilClosed(port: number): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`port ${port} still answers`);
}

const healthUrl = (entry: RunState['processes'][number]): string =>
  entry.folder === 'services/api' ? `http://127.0.0.1:${entry.port}/api/health` : `http://127.0.0.1:${entry.port}/`;

/**
 * Stops the server of one app that `npm start` started; returns a function that starts it again with the same
 * command and settings. The new process is recorded in the run-state file, so `npm start` stops it at the end of
 * the run and later suites find it as if it had never been stopped. Only from a spec of the exclusive project
 * (support/exclusive.ts).
 */
export async function stopApp(folder: string): Promise<() => Promise<void>> {
  mustRunAlone(`stopping ${folder}`);
  const entry = processOf(folder);
  process.kill(entry.pid, 'SIGTERM');
  await waitUntilClosed(entry.port);
  return async () => {
    // Output goes on into the app's log file (scanned at the end of the run) when the platform writes one.
    const output = entry.logFile ? openSync(entry.logFile, 'a') : 'ignore';
    const child = spawn(entry.command, entry.args, { cwd: repoRoot, stdio: ['ignore', output, output], detached: true, env: { ...process.env, ...entry.env } });
    if (typeof output === 'number') closeSync(output);
    child.unref();
    const state = readState();
    state.processes = state.processes.map((p) => (p.folder === folder ? { ...p, pid: child.pid ?? -1 } : p));
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    await waitForHttp(healthUrl(entry), 30_000);
  };
}

/**
 * A second server of one app that `npm start` started, on a side port, with the settings of the running one plus
 * `env`: a fresh process (nothing loaded yet) next to the platform. Returns a function that stops it.
 */
export async function startSideApp(folder: string, port: number, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const entry = processOf(folder);
  const child = spawn(process.execPath, ['servers/web/src/serve-app.ts', '--app', folder, '--port', String(port)], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, ...entry.env, ...env, PORT: String(port) },
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 30_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/** A TCP port nothing listens on now (for a side server). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * A server of one app that `npm start` started, run with the same command (so with its `--import`s) on a side port,
 * with `env` over the running one's settings; its output is handed to `onOutput`. Returns a function that stops it.
 */
export async function startSideServer(
  folder: string,
  port: number,
  env: Record<string, string>,
  onOutput: (text: string) => void = () => undefined,
): Promise<() => Promise<void>> {
  const entry = processOf(folder);
  const args = entry.args.map((arg, index) => (entry.args[index - 1] === '--port' ? String(port) : arg));
  const child = spawn(entry.command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...entry.env, ...env, PORT: String(port) },
  });
  child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  const exited = new Promise((done) => child.once('exit', done));
  try {
    await waitForHttp(healthUrl({ ...entry, port }), 90_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
