import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SHELL_URL } from '../tools/platform-apps.ts';
import { waitForHttp } from '../tools/wait-for-http.ts';

const repoRoot = resolve(import.meta.dirname, '..');

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${SHELL_URL}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

export interface WithPlatformOptions {
  /** Extra environment of the platform's processes (DATABASE_URL, OTP_IP_LIMIT, ...). */
  env?: NodeJS.ProcessEnv;
  /** Refuse to reuse a platform that is already running (its database and settings are not ours). */
  fresh?: boolean;
}

/** Runs `work` against the running platform, starting it (and stopping it afterwards) when it is not up. */
export async function withPlatform(work: () => Promise<void>, options: WithPlatformOptions = {}): Promise<void> {
  if (await isUp()) {
    if (options.fresh) throw new Error(`A platform is already running on ${SHELL_URL}: stop it first (the bench starts its own).`);
    return work();
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
  }
}
