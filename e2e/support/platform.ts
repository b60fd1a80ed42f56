import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RUN_STATE_FILE, type RunState } from '../../tools/platform-apps.ts';
import { waitForHttp } from '../../tools/wait-for-http.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

function processOf(folder: string): RunState['processes'][number] {
  const state = JSON.parse(readFileSync(resolve(repoRoot, RUN_STATE_FILE), 'utf8')) as RunState;
  const entry = state.processes.find((p) => p.folder === folder);
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

/** Stops the server of one app that `npm start` started; returns a function that starts it again. */
export async function stopApp(folder: string): Promise<() => Promise<void>> {
  const entry = processOf(folder);
  process.kill(entry.pid, 'SIGTERM');
  await waitUntilClosed(entry.port);
  return async () => {
    const child = spawn(entry.command, entry.args, { cwd: repoRoot, stdio: 'ignore', detached: true, env: { ...process.env, PORT: String(entry.port) } });
    child.unref();
    restarted.push(child.pid ?? -1);
    await waitForHttp(`http://127.0.0.1:${entry.port}/`, 30_000);
  };
}

const restarted: number[] = [];

/** Stops the servers this suite restarted itself (npm start no longer owns them). */
export function stopRestartedApps(): void {
  for (const pid of restarted.splice(0)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
