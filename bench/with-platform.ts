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

/** Runs `work` against the running platform, starting it (and stopping it afterwards) when it is not up. */
export async function withPlatform(work: () => Promise<void>): Promise<void> {
  if (await isUp()) return work();
  const child = spawn(process.execPath, ['tools/start.ts'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHttp(`${SHELL_URL}/api/health`, 900_000);
    await work();
  } finally {
    child.kill('SIGTERM');
  }
}
