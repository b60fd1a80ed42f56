/** Serves built apps with servers/web/src/serve-app.ts on side ports (not the platform's), for the bench and the budget check. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { waitForHttp } from '../tools/wait-for-http.ts';

const repoRoot = resolve(import.meta.dirname, '..');

export interface StaticApp {
  folder: string;
  port: number;
  kind: 'shell' | 'remote';
  /** Proxy /api/* to this URL (a remote's standalone page needs it to show data). */
  api?: string;
}

/** Starts the apps, waits until each answers, and returns a function that stops them. */
export async function serveApps(apps: readonly StaticApp[], env: NodeJS.ProcessEnv = {}): Promise<() => void> {
  const children: ChildProcess[] = apps.map((app) =>
    spawn(
      process.execPath,
      ['servers/web/src/serve-app.ts', '--app', app.folder, '--port', String(app.port), '--kind', app.kind, ...(app.api ? ['--api', app.api] : [])],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await Promise.all(apps.map((app) => waitForHttp(`http://127.0.0.1:${app.port}/`, 30_000)));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
