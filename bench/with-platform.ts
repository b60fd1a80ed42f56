import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { healthUrlOf, platformApps, SHELL_URL } from '../tools/platform-apps.ts';
import { waitForHttp } from '../tools/wait-for-http.ts';

const repoRoot = resolve(import.meta.dirname, '..');

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${SHELL_URL}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Resolves once none of the platform's processes answers on its port any more (false after `timeoutMs`). */
async function platformDown(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await Promise.all(platformApps.map((app) => answers(healthUrlOf(app))));
    if (!up.includes(true)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 250));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

export interface WithPlatformOptions {
  /** Extra environment of the platform's processes (DATABASE_URL, OTP_IP_LIMIT, ...). */
  env?: NodeJS.ProcessEnv;
  /**
   * Refuse to reuse a platform that is already running (its database and settings are not ours); one that is still
   * stopping (an earlier run's) is given 20 s to go.
   */
  fresh?: boolean;
}

/**
 * Runs `work` against the running platform, starting it (and stopping it afterwards) when it is not up. A platform it
 * started has stopped, every port free again, when this resolves: the next run may start its own.
 */
export async function withPlatform(work: () => Promise<void>, options: WithPlatformOptions = {}): Promise<void> {
  if (await isUp()) {
    if (!options.fresh) return work();
    if (!(await platformDown(20_000))) throw new Error(`A platform is already running on ${SHELL_URL}: stop it first (the bench starts its own).`);
  }
  const child = spawn(process.execPath, ['tools/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHttp(`${SHELL_URL}/api/health`, 900_000);
    await work();
  } finally {
    child.kill('SIGTERM');
    await exited(child);
    if (!(await platformDown(30_000))) console.error('[with-platform] the platform still answers 30 s after it was stopped');
  }
}
